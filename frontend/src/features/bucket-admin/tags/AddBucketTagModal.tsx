import { FormGroup, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import { FormModal } from '@frontend/shared/components/FormModal';
import { FieldProblem } from '@frontend/shared/components/FieldProblem';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { canAddNewTag, newTagProblems } from '@frontend/shared/tags/tag-set.rules';
import { bucketTagsStrings as strings } from './bucket-tags.strings';
import { useSetBucketTags } from './bucket-tags.queries';

/**
 * Adds one tag to a bucket's tags (only the added tag is applied to the tags stored at save time); S3's rules are
 * checked as typed. A refusal (another administrator set the same key meanwhile) is shown in the dialog, input kept.
 */
export function AddBucketTagModal({
  bucket,
  tags,
  onClose,
}: {
  bucket: string;
  tags: Readonly<Record<string, string>>;
  onClose: () => void;
}) {
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const save = useSetBucketTags(bucket);
  const notify = useNotify();
  const problems = newTagProblems(tags, key, value, 'bucket');
  const submit = () =>
    save.mutate(
      { previous: tags, tags: { ...tags, [key]: value } },
      {
        onSuccess: () => {
          notify.showMessage(strings.added(key));
          onClose();
        },
        onError: (error) => notify.showModalError(error),
      },
    );
  return (
    <FormModal
      title={strings.addTitle}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={strings.save}
      canSubmit={canAddNewTag(tags, key, value, 'bucket')}
      isBusy={save.isPending}
      data-test="add-bucket-tag-modal"
    >
      <FieldProblem problem={problems.full} />
      <FormGroup label={strings.key} fieldId="bucket-tag-key" isRequired>
        <TextInput
          id="bucket-tag-key"
          value={key}
          onChange={(_event, next) => setKey(next)}
          validated={problems.key ? 'error' : 'default'}
          isRequired
          data-test="bucket-tag-key"
        />
        <FieldProblem problem={problems.key} />
      </FormGroup>
      <FormGroup label={strings.value} fieldId="bucket-tag-value">
        <TextInput
          id="bucket-tag-value"
          value={value}
          onChange={(_event, next) => setValue(next)}
          validated={problems.value ? 'error' : 'default'}
          data-test="bucket-tag-value"
        />
        <FieldProblem problem={problems.value} />
      </FormGroup>
    </FormModal>
  );
}
