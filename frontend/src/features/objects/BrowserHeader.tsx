import { Breadcrumb, BreadcrumbItem, Button, Flex, FlexItem, PageSection, Title } from '@patternfly/react-core';
import { CogIcon } from '@patternfly/react-icons';
import { Link } from 'react-router';
import { RouterLink } from '../../shared/components/RouterLink';
import { browsePath, pathCrumbs } from './common/object-path';
import { objectsStrings as strings } from './objects.strings';

/** Breadcrumb Buckets > bucket > folder parts (each opens its level), the title, and the gear to the bucket admin. */
export function BrowserHeader({ bucket, path, canManage }: { bucket: string; path: string; canManage: boolean }) {
  const crumbs = pathCrumbs(path);
  return (
    <PageSection>
      <Breadcrumb aria-label={strings.breadcrumbLabel} data-test="object-breadcrumb">
        <BreadcrumbItem render={() => <Link to="/buckets">{strings.breadcrumbBuckets}</Link>} />
        <BreadcrumbItem
          isActive={crumbs.length === 0}
          render={() => (
            <Link to={browsePath(bucket, '')} data-test="crumb-bucket">
              {bucket}
            </Link>
          )}
        />
        {crumbs.map((crumb, index) => (
          <BreadcrumbItem
            key={crumb.key}
            isActive={index === crumbs.length - 1}
            render={() => (
              <Link to={browsePath(bucket, crumb.key)} data-test="crumb">
                {crumb.label}
              </Link>
            )}
          />
        ))}
      </Breadcrumb>
      <Flex justifyContent={{ default: 'justifyContentSpaceBetween' }} alignItems={{ default: 'alignItemsCenter' }}>
        <FlexItem>
          <Title headingLevel="h1" data-test="page-title">
            {bucket}
          </Title>
        </FlexItem>
        {canManage && (
          <FlexItem>
            <Button
              variant="plain"
              aria-label={strings.configureBucket}
              icon={<CogIcon />}
              component={(props) => <RouterLink {...props} href={`/buckets/${encodeURIComponent(bucket)}/admin`} />}
              data-test="configure-bucket"
            />
          </FlexItem>
        )}
      </Flex>
    </PageSection>
  );
}
