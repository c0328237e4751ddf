import { Button, Flex, FlexItem, Label, LabelGroup } from '@patternfly/react-core';
import { PlusIcon } from '@patternfly/react-icons';
import { useEffect, useState } from 'react';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { MAX_TAGS } from '@contract/shared/tags/tag-rules';
import { withoutTag } from '@frontend/shared/tags/tag-set.rules';
import { SummaryRow } from '../summary/SummaryRow';
import { AddBucketTagModal } from './AddBucketTagModal';
import { bucketTagsStrings as strings } from './bucket-tags.strings';
import { useBucketTags, useSetBucketTags } from './bucket-tags.queries';

/**
 * The Tags row of the Bucket Summary: each tag as `key: value`, removable, and Add tag, when the session may write
 * them (`s3:PutBucketTagging`).
 */
export function BucketTagsRow({ bucket, canEdit }: { bucket: string; canEdit: boolean }) {
  const tags = useBucketTags(bucket, true);
  const save = useSetBucketTags(bucket);
  const [adding, setAdding] = useState(false);
  const notify = useNotify();
  const { showError } = notify;
  useEffect(() => {
    if (tags.error) showError(tags.error);
  }, [tags.error, showError]);

  const current = tags.data ?? {};
  const remove = (key: string) => {
    save.mutate(
      { previous: current, tags: withoutTag(current, key) },
      {
        onSuccess: () => notify.showMessage(strings.removed(key)),
        onError: showError,
      },
    );
  };
  const entries = Object.entries(current).sort(([a], [b]) => a.localeCompare(b));
  return (
    <SummaryRow id="tags" label={strings.label}>
      {tags.data === undefined ? (
        '…'
      ) : (
        <Flex spaceItems={{ default: 'spaceItemsSm' }} alignItems={{ default: 'alignItemsCenter' }}>
          <FlexItem>
            {entries.length === 0 && <span data-test="bucket-tags-none">{strings.none}</span>}
            <LabelGroup aria-label={strings.listLabel} numLabels={MAX_TAGS.bucket} data-test="bucket-tags">
              {entries.map(([key, value]) => (
                <Label
                  key={key}
                  isCompact
                  onClose={canEdit && !save.isPending ? () => remove(key) : undefined}
                  closeBtnAriaLabel={strings.remove(key)}
                  data-test={`bucket-tag-${key}`}
                >
                  {value === '' ? key : `${key}: ${value}`}
                </Label>
              ))}
            </LabelGroup>
          </FlexItem>
          {canEdit && (
            <FlexItem>
              <Button
                variant="link"
                isInline
                icon={<PlusIcon />}
                onClick={() => setAdding(true)}
                data-test="add-bucket-tag"
              >
                {strings.add}
              </Button>
            </FlexItem>
          )}
        </Flex>
      )}
      {adding && <AddBucketTagModal bucket={bucket} tags={current} onClose={() => setAdding(false)} />}
    </SummaryRow>
  );
}
