import { Alert, AlertActionCloseButton, AlertGroup } from '@patternfly/react-core';
import { useAtom } from 'jotai';
import { AS_TYPED_CLASS } from '../components/as-typed';
import { ErrorDetails } from './ErrorDetails';
import './snackbar.css';
import { snackMessageAtom, type Message } from './messages.atoms';
import { messagesStrings } from './messages.strings';
import { useAutoDismiss } from './useAutoDismiss';

/** How long the snackbar shows a message (spec 01 §4, §9). */
export const SNACKBAR_MS = { message: 5_000, error: 10_000 } as const;

/**
 * The page-level message toast: confirmations 5 s, errors 10 s (with their Details); hovering pauses it. At the
 * bottom of the window, left of the tables' row actions (snackbar.css).
 */
export function Snackbar() {
  const [message, setMessage] = useAtom(snackMessageAtom);
  return (
    <AlertGroup isToast isLiveRegion className="oc-snackbar" data-test="snackbar-group">
      {message && <SnackbarAlert key={message.id} message={message} onClose={() => setMessage(null)} />}
    </AlertGroup>
  );
}

function SnackbarAlert({ message, onClose }: { message: Message; onClose: () => void }) {
  const duration = message.type === 'error' ? SNACKBAR_MS.error : SNACKBAR_MS.message;
  const dismissHandlers = useAutoDismiss(duration, onClose, message.id);
  return (
    <div {...dismissHandlers} data-test="snackbar">
      <Alert
        variant={message.type === 'error' ? 'danger' : message.type}
        title={<span className={AS_TYPED_CLASS}>{message.message}</span>}
        actionClose={
          <AlertActionCloseButton aria-label={messagesStrings.closeMessage(message.message)} onClose={onClose} />
        }
      >
        {message.detailedMessage && <ErrorDetails detail={message.detailedMessage} />}
      </Alert>
    </div>
  );
}
