import { Button, Card, CardBody, CardFooter, CardHeader, CardTitle } from '@patternfly/react-core';
import { ArchiveIcon, CogIcon, FolderOpenIcon } from '@patternfly/react-icons';
import { RouterLink } from '@frontend/shared/components/RouterLink';
import { accessLabel } from '../bucket-access';
import { formatBytes, formatCount, formatDateTime } from '@frontend/shared/format/bucket-format';
import { bucketsStrings } from '../buckets.strings';
import type { Bucket } from '../buckets.types';
import './bucket-card.css';

/**
 * One bucket of the list: name; size and object count in large type (what the list is opened for); creation date
 * and access; Browse and (with `manage`) Manage, named with the bucket for screen readers. Values wrap rather than
 * being cut off, from a 320 px phone to a 2560 px screen.
 */
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
  const figures: Array<[string, string, string]> = [
    [bucketsStrings.size, formatBytes(bucket.size), 'size'],
    [bucketsStrings.objects, formatCount(bucket.objects), 'objects'],
  ];
  const facts: Array<[string, string, string]> = [
    [bucketsStrings.created, formatDateTime(bucket.creation_date), 'created'],
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
          <ArchiveIcon />{' '}
          <span className="oc-bucket-card__name" data-test="bucket-name">
            {bucket.name}
          </span>
        </CardTitle>
      </CardHeader>
      <CardBody>
        <dl className="oc-bucket-card__figures">
          {figures.map(([term, value, id]) => (
            <div className="oc-bucket-card__figure" key={id}>
              <dt className="oc-bucket-card__label">{term}</dt>
              <dd className="oc-bucket-card__figure-value" data-test={`bucket-${id}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <dl className="oc-bucket-card__facts">
          {facts.map(([term, value, id]) => (
            <div className="oc-bucket-card__fact" key={id}>
              <dt className="oc-bucket-card__label">{term}</dt>
              <dd data-test={`bucket-${id}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
      <CardFooter>
        <Button
          variant="secondary"
          size="sm"
          icon={<FolderOpenIcon />}
          component={(props) => <RouterLink {...props} href={`${path}/browse`} />}
          aria-label={bucketsStrings.browseBucket(bucket.name)}
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
            aria-label={bucketsStrings.manageBucket(bucket.name)}
            data-test="bucket-manage"
          >
            {bucketsStrings.manage}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
