import type { ReactNode } from 'react';
import { useNotify } from '../messages/useNotify';
import { ConfirmModal } from './ConfirmModal';

/** The part of a TanStack mutation a delete dialog uses. */
interface DeleteMutation<V> {
  mutate(variables: V, callbacks: { onSuccess: () => void; onError: (error: Error) => void }): void;
  readonly isPending: boolean;
}

/**
 * Asks before deleting one named thing, runs the deletion, reports success as a snackbar and a refusal inside the
 * dialog (so the user sees MinIO's reason next to the question). The question names exactly what goes.
 */
export function DeleteConfirmModal<V>(props: {
  title: string;
  question: string;
  /** What else the user should know: what stays, what MinIO may refuse. */
  note: ReactNode;
  deletion: DeleteMutation<V>;
  variables: V;
  deletedMessage: string;
  onClose: () => void;
  onDeleted?: () => void;
  'data-test': string;
}) {
  const notify = useNotify();
  const confirm = () =>
    props.deletion.mutate(props.variables, {
      onSuccess: () => {
        notify.showMessage(props.deletedMessage);
        props.onClose();
        props.onDeleted?.();
      },
      onError: (error) => notify.showModalError(error),
    });
  return (
    <ConfirmModal
      title={props.title}
      onConfirm={confirm}
      onClose={props.onClose}
      isBusy={props.deletion.isPending}
      data-test={props['data-test']}
    >
      <p>{props.question}</p>
      <p className="pf-v6-u-mt-sm pf-v6-u-font-size-sm">{props.note}</p>
    </ConfirmModal>
  );
}
