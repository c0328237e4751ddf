import { Alert, AlertActionCloseButton } from '@patternfly/react-core';
import { ErrorDetails } from './ErrorDetails';
import { messagesStrings } from './messages.strings';
import { useAutoDismiss } from './useAutoDismiss';

/** How long an error banner stays once the pointer has left it (spec 01 §9). */
export const ERROR_BANNER_MS = 10_000;

export interface ErrorBannerProps {
  readonly title: string;
  readonly detail?: string;
  readonly onClose: () => void;
  /** Changes when a new error replaces the shown one, restarting the timer. */
  readonly messageKey?: unknown;
  readonly 'data-test'?: string;
}

/**
 * An inline error: title, a 'Details' toggle for the detailed message, a close button; it hides itself
 * 10 s after it appears or after the pointer (or keyboard focus) leaves it.
 */
export function ErrorBanner({ title, detail, onClose, messageKey, 'data-test': dataTest }: ErrorBannerProps) {
  const dismissHandlers = useAutoDismiss(ERROR_BANNER_MS, onClose, messageKey ?? title);
  return (
    <div {...dismissHandlers} data-test={dataTest ?? 'error-banner'}>
      <Alert
        variant="danger"
        isInline
        title={title}
        actionClose={<AlertActionCloseButton aria-label={messagesStrings.closeMessage(title)} onClose={onClose} />}
      >
        {detail && <ErrorDetails detail={detail} />}
      </Alert>
    </div>
  );
}
