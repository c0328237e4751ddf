import { Alert, AlertActionCloseButton, List, ListItem } from '@patternfly/react-core';
import { describeError } from '../../api/api-error';
import { messagesStrings } from '../messages/messages.strings';

/**
 * The failure of a multi-step action (create a user with groups and policies, add users to groups, edit members).
 * The backend names the failed step in the message and lists what was applied, what failed and what was not
 * attempted in the detail; all of it stays on screen (no timer, no toggle) until closed, since the person must act
 * on it.
 */
export function StepReportAlert({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { message, detailedMessage } = describeError(error);
  const lines = detailedMessage?.split(/(?<=\.)\s+(?=(?:Failed|Not confirmed|Not attempted):)/) ?? [];
  return (
    <Alert
      variant="danger"
      isInline
      title={message}
      actionClose={<AlertActionCloseButton aria-label={messagesStrings.closeMessage(message)} onClose={onClose} />}
      className="pf-v6-u-mb-md"
      data-test="step-report"
    >
      {lines.length > 0 && (
        <List>
          {lines.map((line) => (
            <ListItem key={line}>{line}</ListItem>
          ))}
        </List>
      )}
    </Alert>
  );
}

/**
 * Whether a multi-step action failed after some steps were applied (the backend's `Only partly saved: …`
 * message), or lost its connection to MinIO in a step that may have been applied (`Not confirmed: …`): then
 * repeating it as it is would not help (the user already exists…), the person must look first.
 */
export function isPartlySaved(error: unknown): boolean {
  const { message } = describeError(error);
  return message.startsWith('Only partly saved') || message.startsWith('Not confirmed');
}
