import { FormGroup, FormHelperText, HelperText, HelperTextItem, TextInput } from '@patternfly/react-core';
import { useState, type ReactNode } from 'react';
import { ConfirmModal } from '@frontend/shared/components/ConfirmModal';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { typedNameVerdict } from './typed-name.rules';

/** The part of a TanStack mutation (without variables) the dialog runs. */
interface Deletion {
  mutate(variables: undefined, callbacks: { onSuccess: () => void; onError: (error: Error) => void }): void;
  readonly isPending: boolean;
}

/**
 * A delete confirmation that asks for the exact name of what goes (spec 03 §5): Delete stays disabled until
 * something is typed, a different name is refused with `incorrect`, and the call's refusal shows inside the dialog.
 */
export function TypedNameDeleteModal(props: {
  title: string;
  question: ReactNode;
  name: string;
  fieldLabel: string;
  incorrect: string;
  deletion: Deletion;
  deletedMessage: string;
  onClose: () => void;
  onDeleted?: () => void;
  'data-test': string;
}) {
  const notify = useNotify();
  const [typed, setTyped] = useState('');
  const [refused, setRefused] = useState(false);
  const verdict = typedNameVerdict(typed, props.name);
  const confirm = () => {
    if (verdict !== 'match') {
      setRefused(true);
      return;
    }
    props.deletion.mutate(undefined, {
      onSuccess: () => {
        notify.showMessage(props.deletedMessage);
        props.onClose();
        props.onDeleted?.();
      },
      onError: (error) => notify.showModalError(error),
    });
  };
  const showIncorrect = refused && verdict === 'mismatch';
  return (
    <ConfirmModal
      title={props.title}
      onConfirm={confirm}
      onClose={props.onClose}
      isBusy={props.deletion.isPending}
      canConfirm={verdict !== 'blank'}
      data-test={props['data-test']}
    >
      <p>{props.question}</p>
      <FormGroup label={props.fieldLabel} fieldId="typed-name" isRequired className="pf-v6-u-mt-md">
        <TextInput
          id="typed-name"
          value={typed}
          onChange={(_event, value) => {
            setTyped(value);
            setRefused(false);
          }}
          validated={showIncorrect ? 'error' : 'default'}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="typed-name-helper"
          data-test="typed-name"
        />
        <FormHelperText>
          <HelperText id="typed-name-helper" aria-live="polite">
            {showIncorrect && (
              <HelperTextItem variant="error" data-test="typed-name-error">
                {props.incorrect}
              </HelperTextItem>
            )}
          </HelperText>
        </FormHelperText>
      </FormGroup>
    </ConfirmModal>
  );
}
