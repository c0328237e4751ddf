import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { ErrorBanner } from './ErrorBanner';
import { modalErrorAtom } from './messages.atoms';

/** The error banner inside a modal: place it at the top of the modal's body; `useNotify().showModalError` fills it. */
export function ModalErrorBanner() {
  const [error, setError] = useAtom(modalErrorAtom);
  // A modal's error belongs to that modal: it goes when the modal closes.
  useEffect(() => () => setError(null), [setError]);
  if (!error) return null;
  return (
    <ErrorBanner
      title={error.message}
      detail={error.detailedMessage}
      messageKey={error.id}
      onClose={() => setError(null)}
      data-test="modal-error-banner"
    />
  );
}
