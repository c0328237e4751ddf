import { Alert, Button, Stack, StackItem } from '@patternfly/react-core';
import { SyncAltIcon } from '@patternfly/react-icons';
import { ApiRequestError, describeError } from '../../api/api-error';
import { loginStrings } from './login.strings';

/** The login strategy could not be loaded: the backend-unreachable text, the error itself and Retry. */
export function BackendUnreachable({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  // Without an answer there is nothing more to say than the title; an HTTP failure has its own message.
  const answered = !(error instanceof ApiRequestError) || error.status !== undefined;
  const { message, detailedMessage } = describeError(error);
  return (
    <Stack hasGutter data-test="backend-unreachable">
      <StackItem>
        <Alert variant="danger" isInline title={loginStrings.backendUnreachable}>
          {!answered ? loginStrings.unreachableHint : detailedMessage ? `${message}: ${detailedMessage}` : message}
        </Alert>
      </StackItem>
      <StackItem>
        <Button
          variant="primary"
          isBlock
          icon={<SyncAltIcon />}
          onClick={onRetry}
          isLoading={retrying}
          isDisabled={retrying}
          data-test="retry-button"
        >
          {loginStrings.retry}
        </Button>
      </StackItem>
    </Stack>
  );
}
