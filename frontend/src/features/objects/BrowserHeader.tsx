import { Breadcrumb, BreadcrumbItem, Button, Flex, FlexItem, PageSection, Title } from '@patternfly/react-core';
import { CogIcon } from '@patternfly/react-icons';
import { Link } from 'react-router';
import type { components } from '@contract/generated/api';
import { formatBytes, formatCount, formatDateTime } from '@frontend/shared/format/bucket-format';
import './bucket-header.css';
import { AS_TYPED_CLASS } from '../../shared/components/as-typed';
import { RouterLink } from '../../shared/components/RouterLink';
import { browsePath, pathCrumbs } from './common/object-path';
import { objectsStrings as strings } from './objects.strings';

type BucketInfo = components['schemas']['BucketInfo'];

/**
 * Breadcrumb Buckets > bucket > folder parts (each opens its level), the title, the gear to the bucket admin, and
 * the bucket's facts: created, access, usage and object count (what the session may read of them).
 */
export function BrowserHeader({ bucket, path, info }: { bucket: string; path: string; info: BucketInfo }) {
  const crumbs = pathCrumbs(path);
  const canManage = info.manage;
  const h = strings.bucketHeader;
  const facts: Array<[string, string, string | undefined]> = [
    ['created', h.created, info.creation_date ? formatDateTime(info.creation_date) : undefined],
    ['access', h.access, info.access?.toLowerCase()],
    ['size', h.usage, info.size === undefined ? undefined : formatBytes(info.size)],
    ['objects', h.objects, info.objects === undefined ? undefined : formatCount(info.objects)],
  ];
  return (
    <PageSection>
      <Breadcrumb aria-label={strings.breadcrumbLabel} className={AS_TYPED_CLASS} data-test="object-breadcrumb">
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
      <dl className="oc-bucket-header" aria-label={h.label} data-test="bucket-header">
        {facts.map(([id, term, value]) =>
          value === undefined ? null : (
            <div className="oc-bucket-header__fact" key={id}>
              <dt>{term}</dt>
              <dd data-test={`bucket-header-${id}`}>{value}</dd>
            </div>
          ),
        )}
      </dl>
    </PageSection>
  );
}
