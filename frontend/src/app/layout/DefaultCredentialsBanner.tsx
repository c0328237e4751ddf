import { Alert } from '@patternfly/react-core';
import type { Session } from '../../api/session.queries';
import { appStrings } from '../app.strings';

/**
 * A danger alert on every page while the session is MinIO's root user with its default keys (ASVS V6.3.2): it
 * cannot be closed, because the risk stays until MinIO is started with other keys.
 */
export function DefaultCredentialsBanner({ session }: { session: Session }) {
  if (session.defaultRootCredentials !== true) return null;
  return (
    <Alert variant="danger" isInline title={appStrings.defaultCredentials.title} data-test="default-credentials-banner">
      {appStrings.defaultCredentials.body}
    </Alert>
  );
}
