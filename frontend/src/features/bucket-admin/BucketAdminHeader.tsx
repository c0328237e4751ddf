import { Breadcrumb, BreadcrumbItem, Button, Flex, FlexItem, PageSection, Title } from '@patternfly/react-core';
import { FolderOpenIcon, SyncAltIcon, TrashIcon } from '@patternfly/react-icons';
import { Link } from 'react-router';
import { RouterLink } from '../../shared/components/RouterLink';
import { bucketAdminStrings as strings } from './bucket-admin.strings';

/** Breadcrumb (Buckets > bucket), the bucket's name, and Browse Bucket, Refresh and (when permitted) Delete. */
export function BucketAdminHeader(props: {
  bucket: string;
  canDelete: boolean;
  onRefresh: () => void;
  onDelete: () => void;
}) {
  return (
    <PageSection>
      <Breadcrumb>
        <BreadcrumbItem render={() => <Link to="/buckets">{strings.breadcrumbBuckets}</Link>} />
        <BreadcrumbItem isActive>{props.bucket}</BreadcrumbItem>
      </Breadcrumb>
      <Flex justifyContent={{ default: 'justifyContentSpaceBetween' }} alignItems={{ default: 'alignItemsCenter' }}>
        <FlexItem>
          <Title headingLevel="h1" data-test="page-title">
            {props.bucket}
          </Title>
        </FlexItem>
        <FlexItem>
          <Flex>
            <Button
              variant="secondary"
              icon={<FolderOpenIcon />}
              component={(linkProps) => (
                <RouterLink {...linkProps} href={`/buckets/${encodeURIComponent(props.bucket)}/browse`} />
              )}
              data-test="browse-bucket"
            >
              {strings.browse}
            </Button>
            <Button variant="secondary" icon={<SyncAltIcon />} onClick={props.onRefresh} data-test="refresh-bucket">
              {strings.refresh}
            </Button>
            {props.canDelete && (
              <Button variant="danger" icon={<TrashIcon />} onClick={props.onDelete} data-test="delete-bucket">
                {strings.deleteBucket}
              </Button>
            )}
          </Flex>
        </FlexItem>
      </Flex>
    </PageSection>
  );
}
