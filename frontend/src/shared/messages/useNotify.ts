import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { describeError } from '../../api/api-error';
import { modalErrorAtom, snackMessageAtom, type MessageType } from './messages.atoms';

let nextId = 1;

/** Shows results and failures in the shared displays: the snackbar for pages, the banner inside modals. */
export function useNotify() {
  const setSnack = useSetAtom(snackMessageAtom);
  const setModalError = useSetAtom(modalErrorAtom);
  return useMemo(
    () => ({
      /** A short confirmation or note for the snackbar (5 s). */
      showMessage: (message: string, type: Exclude<MessageType, 'error'> = 'success') =>
        setSnack({ type, message, id: nextId++ }),
      /** A failure for the snackbar (10 s), with its details. */
      showError: (error: unknown) => setSnack({ type: 'error', ...describeError(error), id: nextId++ }),
      /** A failure inside the open modal. */
      showModalError: (error: unknown) => setModalError({ type: 'error', ...describeError(error), id: nextId++ }),
      clearModalError: () => setModalError(null),
    }),
    [setSnack, setModalError],
  );
}
