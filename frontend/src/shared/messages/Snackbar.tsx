import { Alert, AlertActionCloseButton, AlertGroup } from '@patternfly/react-core';
import { useAtom } from 'jotai';
import { useModalOpen } from '../hooks/useModalOpen';
import { ErrorDetails } from './ErrorDetails';
import { snackMessageAtom, type Message } from './messages.atoms';
import { messagesStrings } from './messages.strings';
import { useAutoDismiss } from './useAutoDismiss';

/** How long the snackbar shows a message (spec 01 §4, §9). */
export const SNACKBAR_MS = { message: 5_000, error: 10_000 } as const;

/** While a dialog is open the toast sits at the bottom, so it never covers the dialog's title or its own report. */
const BELOW_A_DIALOG = { insetBlockStart: 'auto', insetBlockEnd: 'var(--pf-t--global--spacer--lg)' } as const;

/**
 * The page-level message toast: confirmations 5 s, errors 10 s (with their Details); hovering pauses it. At the top
 * right of the page, or at the bottom right while a dialog is open.
 */
export function Snackbar() {
  const [message, setMessage] = useAtom(snackMessageAtom);
  const dialogOpen = useModalOpen();
  return (
    <AlertGroup isToast isLiveRegion style={dialogOpen ? BELOW_A_DIALOG : undefined} data-test="snackbar-group">
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
        title={message.message}
        actionClose={
          <AlertActionCloseButton aria-label={messagesStrings.closeMessage(message.message)} onClose={onClose} />
        }
      >
        {message.detailedMessage && <ErrorDetails detail={message.detailedMessage} />}
      </Alert>
    </div>
  );
}
