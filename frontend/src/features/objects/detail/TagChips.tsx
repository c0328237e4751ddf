import { Label, LabelGroup } from '@patternfly/react-core';
import { PlusIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { objectsStrings as strings } from '../objects.strings';
import type { ObjectPanelProps } from './object-panel.types';
import { AddTagModal, DeleteTagModal } from './TagModals';

/** The object's tags as chips with a delete control, and an 'Add tag' chip (spec 02 §2). */
export function TagChips({ bucket, object, abilities }: ObjectPanelProps) {
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string>();
  const tags = object.tags ?? {};
  return (
    <>
      <LabelGroup numLabels={20} data-test="tag-chips">
        {Object.entries(tags).map(([key, value]) => (
          <Label
            key={key}
            onClose={abilities.deleteTags ? () => setDeleting(key) : undefined}
            closeBtnAriaLabel={strings.detail.deleteTagLabel(key)}
            data-test="tag-chip"
          >
            {key}: {value}
          </Label>
        ))}
        {abilities.setTags && (
          <Label variant="add" icon={<PlusIcon />} onClick={() => setAdding(true)} data-test="add-tag">
            {strings.detail.addTag}
          </Label>
        )}
      </LabelGroup>
      {adding && <AddTagModal bucket={bucket} object={object} onClose={() => setAdding(false)} />}
      {deleting !== undefined && (
        <DeleteTagModal bucket={bucket} object={object} tagKey={deleting} onClose={() => setDeleting(undefined)} />
      )}
    </>
  );
}
