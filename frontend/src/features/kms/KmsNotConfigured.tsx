import { EmptyState, EmptyStateBody } from '@patternfly/react-core';
import { LockIcon } from '@patternfly/react-icons';
import { kmsStrings as strings } from './kms.strings';

/** What the KMS pages show when the server has no KMS. */
export function KmsNotConfigured() {
  return (
    <EmptyState titleText={strings.notConfigured} icon={LockIcon} headingLevel="h2" data-test="kms-not-configured">
      <EmptyStateBody>{strings.notConfiguredBody}</EmptyStateBody>
    </EmptyState>
  );
}
