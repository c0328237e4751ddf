import { Button, PageSection } from '@patternfly/react-core';
import { LockIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { useCurrentSession } from '../../api/session.queries';
import { HelpPanel } from '../../shared/components/HelpPanel';
import { PageHeading } from '../../shared/components/PageHeading';
import { ChangeOwnPasswordModal } from './ChangeOwnPasswordModal';
import { serviceAccountsStrings as strings } from './service-accounts.strings';
import { ServiceAccountsPanel } from './ServiceAccountsPanel';

const OWN = { kind: 'own' } as const;

/** /account: the session's own service accounts, and Change Password when the session may (spec 02 §2). */
export function ServiceAccountsPage() {
  const mayChangePassword = useCurrentSession().pages.includes('/account/change-password');
  const [changing, setChanging] = useState(false);
  const changePassword = mayChangePassword && (
    <Button variant="secondary" icon={<LockIcon />} onClick={() => setChanging(true)} data-test="change-own-password">
      {strings.changePassword}
    </Button>
  );
  return (
    <>
      <PageHeading title={strings.title} />
      <PageSection isFilled>
        <ServiceAccountsPanel owner={OWN} extraActions={changePassword} />
        <HelpPanel title={strings.helpTitle}>
          {strings.help.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </HelpPanel>
      </PageSection>
      {changing && <ChangeOwnPasswordModal onClose={() => setChanging(false)} />}
    </>
  );
}
