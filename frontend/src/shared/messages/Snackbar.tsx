import { Alert, AlertActionCloseButton, AlertGroup } from '@patternfly/react-core';
import { useAtom } from 'jotai';
import { ErrorDetails } from './ErrorDetails';
import { snackMessageAtom, type Message } from './messages.atoms';
import { messagesStrings } from './messages.strings';
import { useAutoDismiss } from './useAutoDismiss';

/** How long the snackbar shows a message (spec 01 §4, §9). */
export const SNACKBAR_MS = { message: 5_000, error: 10_000 } as const;

/**
 * The toast's place: the bottom right of the window, above what floats there (the object browser's transfer panel
 * keeps the height it covers in `--oc-transfer-panel-reserve`). PatternFly's top right covered, for the 5 s after a
 * save, the masthead's switches, the restart bar's Restart and the page header's actions; a dialog's title and its
 * own report are at the top too. The bottom right holds no page's primary action.
 */
export const SNACKBAR_PLACEMENT = {
  insetBlockStart: 'auto',
  insetBlockEnd: 'calc(var(--oc-transfer-panel-reserve, 0px) + var(--pf-t--global--spacer--lg))',
} as const;

/**
 * The page-level message toast: confirmations 5 s, errors 10 s (with their Details); hovering pauses it. At the
 * bottom right of the window (SNACKBAR_PLACEMENT).
 */
export function Snackbar() {
  const [message, setMessage] = useAtom(snackMessageAtom);
  return (
    <AlertGroup isToast isLiveRegion style={SNACKBAR_PLACEMENT} data-test="snackbar-group">
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
