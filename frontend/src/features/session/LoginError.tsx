import { describeError } from '../../api/api-error';
import { ErrorBanner } from '../../shared/messages/ErrorBanner';

/** A failed login's message (the server's own text, e.g. 'Invalid login') above the login fields. */
export function LoginError({ error, onClose }: { error: unknown; onClose: () => void }) {
  if (!error) return null;
  const { message, detailedMessage } = describeError(error);
  return (
    <ErrorBanner
      title={message}
      detail={detailedMessage}
      messageKey={error}
      onClose={onClose}
      data-test="login-error"
    />
  );
}
