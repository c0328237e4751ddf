import { FormGroup, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import { api, call } from '@frontend/api/client';
import { DeleteConfirmModal } from '@frontend/shared/components/DeleteConfirmModal';
import { FieldProblem } from '@frontend/shared/components/FieldProblem';
import { FormModal } from '@frontend/shared/components/FormModal';
import type { BucketObject } from '../listing/object-sort';
import { objectQuery, useObjectsChange } from '../objects.queries';
import { objectsStrings as strings } from '../objects.strings';
import { useSaveAndClose, type ObjectDialogProps } from './useSaveAndClose';
import { canAddTag, objectTagProblems, withoutTag, withTag, type TagMap } from '@frontend/shared/tags/tag-set.rules';

const t = strings.tagModal;

/**
 * Both dialogs send the set as it should end up with the set the page showed (`previous`), so the server applies only
 * the user's change to the tags stored then: a tag someone else set meanwhile stays, one they changed too is a 409.
 */
const setTags = (bucket: string, object: BucketObject) => (tags: TagMap) =>
  call(
    api().PUT('/api/v1/buckets/{bucket}/objects/tags', {
      params: { path: { bucket }, query: objectQuery(object.name, object.version_id) },
      body: { tags: { ...tags }, previous: { ...object.tags } },
    }),
  );

/** Add New Tag: Save disabled on a blank key or value (spec 02 §5); S3's rules are checked as typed. */
export function AddTagModal({ bucket, object, onClose }: ObjectDialogProps) {
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const tags = object.tags ?? {};
  const change = useSaveAndClose(bucket, setTags(bucket, object), t.added, onClose);
  const problems = objectTagProblems(tags, key, value);
  return (
    <FormModal
      title={t.addTitle}
      canSubmit={canAddTag(tags, key, value)}
      isBusy={change.isPending}
      onClose={onClose}
      onSubmit={() => change.save(withTag(tags, key, value))}
      data-test="add-tag-modal"
    >
      <FieldProblem problem={problems.full} />
      <FormGroup label={t.tagKey} fieldId="tag-key" isRequired>
        <TextInput
          id="tag-key"
          value={key}
          onChange={(_event, next) => setKey(next)}
          validated={problems.key ? 'error' : 'default'}
          autoFocus
          data-test="tag-key"
        />
        <FieldProblem problem={problems.key} />
      </FormGroup>
      <FormGroup label={t.tagValue} fieldId="tag-value" isRequired>
        <TextInput
          id="tag-value"
          value={value}
          onChange={(_event, next) => setValue(next)}
          validated={problems.value ? 'error' : 'default'}
          data-test="tag-value"
        />
        <FieldProblem problem={problems.value} />
      </FormGroup>
    </FormModal>
  );
}

/** Delete Tag: names the tag, then sends the remaining set. */
export function DeleteTagModal(props: { bucket: string; object: BucketObject; tagKey: string; onClose: () => void }) {
  const tags = props.object.tags ?? {};
  const change = useObjectsChange(props.bucket, setTags(props.bucket, props.object));
  return (
    <DeleteConfirmModal
      title={t.deleteTitle}
      question={t.deleteQuestion(props.tagKey, tags[props.tagKey] ?? '')}
      note={null}
      deletion={change}
      variables={withoutTag(tags, props.tagKey)}
      deletedMessage={t.deleted}
      onClose={props.onClose}
      data-test="delete-tag-modal"
    />
  );
}
