import { FormGroup, FormHelperText, HelperText, HelperTextItem, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import { objectKeyProblem } from '@contract/shared/object-keys';
import { FormModal } from '@frontend/shared/components/FormModal';
import { objectsStrings as strings } from '../objects.strings';

/** Choose or create a new path: opens `prefix + typed path` as a folder ('Go' disabled when blank, spec 02 §5). */
export function NewPathModal(props: { prefix: string; onGo: (folder: string) => void; onClose: () => void }) {
  const [value, setValue] = useState('');
  const trimmed = value.trim().replace(/^\/+/, '');
  const folder = trimmed === '' ? '' : `${props.prefix}${trimmed.endsWith('/') ? trimmed : `${trimmed}/`}`;
  const problem = folder === '' ? undefined : objectKeyProblem(folder);
  return (
    <FormModal
      title={strings.newPath.title}
      submitLabel={strings.newPath.go}
      canSubmit={folder !== '' && problem === undefined}
      onSubmit={() => props.onGo(folder)}
      onClose={props.onClose}
      data-test="new-path-modal"
    >
      <FormGroup label={strings.newPath.label} fieldId="new-path">
        <TextInput
          id="new-path"
          value={value}
          onChange={(_event, next) => setValue(next)}
          autoFocus
          data-test="new-path"
        />
        <FormHelperText>
          <HelperText>
            <HelperTextItem variant={problem ? 'error' : 'default'}>
              {problem ?? strings.newPath.helper(props.prefix)}
            </HelperTextItem>
          </HelperText>
        </FormHelperText>
      </FormGroup>
    </FormModal>
  );
}
