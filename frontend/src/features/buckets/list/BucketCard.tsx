import {
  Button,
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  CardTitle,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
} from '@patternfly/react-core';
import { ArchiveIcon, CogIcon, FolderOpenIcon } from '@patternfly/react-icons';
import { RouterLink } from '@frontend/shared/components/RouterLink';
import { accessLabel } from '../bucket-access';
import { formatBytes, formatCount, formatDateTime } from '@frontend/shared/format/bucket-format';
import { bucketsStrings } from '../buckets.strings';
import type { Bucket } from '../buckets.types';

/** One bucket of the list: name, creation date, size, object count, access; Browse and (with `manage`) Manage. */
export function BucketCard({
  bucket,
  selectable,
  selected,
  onSelect,
}: {
  bucket: Bucket;
  selectable: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const path = `/buckets/${encodeURIComponent(bucket.name)}`;
  const fields: Array<[string, string, string]> = [
    [bucketsStrings.created, formatDateTime(bucket.creation_date), 'created'],
    [bucketsStrings.size, formatBytes(bucket.size), 'size'],
    [bucketsStrings.objects, formatCount(bucket.objects), 'objects'],
    [bucketsStrings.access, accessLabel(bucket.rw_access), 'access'],
  ];
  return (
    <Card
      isCompact
      isSelectable={selectable}
      isSelected={selectable && selected}
      data-test={`bucket-card-${bucket.name}`}
    >
      <CardHeader
        selectableActions={
          selectable
            ? {
                selectableActionId: `select-${bucket.name}`,
                selectableActionAriaLabel: bucketsStrings.selectBucket(bucket.name),
                name: `select-${bucket.name}`,
                isChecked: selected,
                onChange: (_event, checked) => onSelect(checked),
              }
            : undefined
        }
      >
        <CardTitle>
          <ArchiveIcon /> <span data-test="bucket-name">{bucket.name}</span>
        </CardTitle>
      </CardHeader>
      <CardBody>
        <DescriptionList isCompact isHorizontal columnModifier={{ default: '2Col' }}>
          {fields.map(([term, value, id]) => (
            <DescriptionListGroup key={id}>
              <DescriptionListTerm>{term}</DescriptionListTerm>
              <DescriptionListDescription data-test={`bucket-${id}`}>{value}</DescriptionListDescription>
            </DescriptionListGroup>
          ))}
        </DescriptionList>
      </CardBody>
      <CardFooter>
        <Button
          variant="secondary"
          size="sm"
          icon={<FolderOpenIcon />}
          component={(props) => <RouterLink {...props} href={`${path}/browse`} />}
          data-test="bucket-browse"
        >
          {bucketsStrings.browse}
        </Button>{' '}
        {bucket.manage && (
          <Button
            variant="secondary"
            size="sm"
            icon={<CogIcon />}
            component={(props) => <RouterLink {...props} href={`${path}/admin`} />}
            data-test="bucket-manage"
          >
            {bucketsStrings.manage}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
