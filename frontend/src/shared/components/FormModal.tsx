import { Button, Form, Modal, ModalBody, ModalFooter, ModalHeader } from '@patternfly/react-core';
import { useRef, type ReactNode } from 'react';
import { ModalErrorBanner } from '../messages/ModalErrorBanner';
import { dialogStrings } from './dialog.strings';

/** Dialog maximum width (spec 01 §9). */
export const DIALOG_MAX_WIDTH_PX = 765;

export interface FormModalProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
  readonly submitLabel?: string;
  readonly submitVariant?: 'primary' | 'danger';
  readonly canSubmit?: boolean;
  readonly isBusy?: boolean;
  /** Extra footer buttons left of Cancel (e.g. Clear). */
  readonly extraActions?: ReactNode;
  readonly 'data-test'?: string;
}

/**
 * A dialog with a form: the modal error banner on top (failures of its calls show there, spec 01 §8), the fields,
 * and Save / Cancel. Enter submits when Save is enabled (once: a double click sends one request); Escape closes.
 */
export function FormModal(props: FormModalProps) {
  const { canSubmit = true, isBusy = false } = props;
  const testId = props['data-test'] ?? 'form-modal';
  const formId = `${testId}-form`;
  // A second submit before the first one's busy state has rendered (a double click) is ignored: a mutation's pending
  // state reaches the dialog in a timer task its start queued, so this guard lasts until the task after that one.
  const submitting = useRef(false);
  const submit = () => {
    if (!canSubmit || isBusy || submitting.current) return;
    submitting.current = true;
    props.onSubmit();
    setTimeout(() => {
      submitting.current = false;
    }, 0);
  };
  return (
    <Modal
      isOpen
      onClose={props.onClose}
      variant="medium"
      style={{ maxWidth: DIALOG_MAX_WIDTH_PX }}
      aria-labelledby={`${testId}-title`}
      data-test={testId}
    >
      <ModalHeader title={props.title} labelId={`${testId}-title`} />
      <ModalBody>
        <ModalErrorBanner />
        <Form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {props.children}
        </Form>
      </ModalBody>
      <ModalFooter>
        <Button
          type="submit"
          form={formId}
          variant={props.submitVariant ?? 'primary'}
          isDisabled={!canSubmit || isBusy}
          isLoading={isBusy}
          data-test="modal-submit"
        >
          {props.submitLabel ?? dialogStrings.save}
        </Button>
        {props.extraActions}
        <Button variant="link" onClick={props.onClose} data-test="modal-cancel">
          {dialogStrings.cancel}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
