import type { ReactNode } from 'react';
import { AS_TYPED_CLASS } from './as-typed';
import { dialogStrings } from './dialog.strings';
import { FormModal } from './FormModal';

/** A confirmation dialog for a destructive action; its failure shows in the dialog's error banner. */
export function ConfirmModal(props: {
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  isBusy?: boolean;
  /** `false` keeps the confirm button disabled (e.g. until a typed confirmation is given). */
  canConfirm?: boolean;
  confirmLabel?: string;
  'data-test'?: string;
}) {
  return (
    <FormModal
      title={props.title}
      onClose={props.onClose}
      onSubmit={props.onConfirm}
      submitLabel={props.confirmLabel ?? dialogStrings.delete}
      submitVariant="danger"
      isBusy={props.isBusy}
      canSubmit={props.canConfirm}
      data-test={props['data-test'] ?? 'confirm-modal'}
    >
      <div className={AS_TYPED_CLASS} data-test="confirm-text">
        {props.children}
      </div>
    </FormModal>
  );
}
