import { Alert, AlertActionLink, List, ListItem } from '@patternfly/react-core';
import { useState } from 'react';
import { FormModal } from '../../shared/components/FormModal';
import { useNotify } from '../../shared/messages/useNotify';
import { useConfigureAuditWebhook, type AuditStatus } from './audit-logs.queries';
import { auditStrings as strings } from './audit-logs.strings';

const TARGET = 'objectconsole';

/**
 * The store's state, and — when MinIO's audit webhook does not send here — an offer to set it, changed only after
 * a confirmation that names the setting, its endpoint and what it means for the whole deployment.
 */
export function AuditWebhookSetup({ status }: { readonly status: AuditStatus }) {
  const [asking, setAsking] = useState(false);
  const configure = useConfigureAuditWebhook();
  const { showMessage } = useNotify();
  return (
    <>
      {status.starting && (
        <Alert variant="info" isInline title={strings.store.starting} data-test="audit-store-starting" />
      )}
      {!status.available && !status.starting && (
        <Alert variant="danger" isInline title={strings.store.unavailable} data-test="audit-store-unavailable">
          {status.detail}
          {status.buffered > 0 && ` ${strings.store.buffered(status.buffered)}`}
        </Alert>
      )}
      {status.refused > 0 && (
        <Alert
          variant="warning"
          isInline
          title={strings.store.refused(status.refused, status.bufferLimit ?? 0)}
          data-test="audit-refused"
        />
      )}
      {!status.webhook.configured && (
        <Alert
          variant="info"
          isInline
          title={status.webhook.readable === false ? strings.webhook.unreadable : strings.webhook.notSet}
          actionLinks={
            status.webhook.readable === false ? undefined : (
              <AlertActionLink onClick={() => setAsking(true)} data-test="audit-webhook-configure">
                {strings.webhook.configure}
              </AlertActionLink>
            )
          }
          data-test="audit-webhook-missing"
        />
      )}
      {asking && (
        <FormModal
          title={strings.webhook.confirmTitle}
          submitLabel={strings.webhook.confirm}
          isBusy={configure.isPending}
          onClose={() => setAsking(false)}
          onSubmit={() =>
            configure.mutate(undefined, {
              onSuccess: (change) => {
                setAsking(false);
                showMessage(
                  change.applied ? strings.webhook.done(change.target) : strings.webhook.needsRestart(change.target),
                );
              },
            })
          }
          data-test="audit-webhook-confirm"
        >
          <p>{strings.webhook.confirmIntro}</p>
          <List>
            <ListItem>
              <strong>{strings.webhook.setting(TARGET)}</strong>
            </ListItem>
            <ListItem>
              {strings.webhook.enable}=<code>on</code>
            </ListItem>
            <ListItem>
              {strings.webhook.endpoint}=<code data-test="audit-webhook-endpoint">{status.ingestUrl}</code>
            </ListItem>
            <ListItem>
              {strings.webhook.token}: {strings.webhook.tokenValue}
            </ListItem>
          </List>
          <p>{strings.webhook.others}</p>
        </FormModal>
      )}
    </>
  );
}
