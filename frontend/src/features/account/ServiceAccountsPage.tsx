import { Button, PageSection } from '@patternfly/react-core';
import { LockIcon, SignOutAltIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { useCurrentSession } from '../../api/session.queries';
import { HelpPanel } from '../../shared/components/HelpPanel';
import { PageHeading } from '../../shared/components/PageHeading';
import { ChangeOwnPasswordModal } from './ChangeOwnPasswordModal';
import { LogOutEverywhereModal } from './LogOutEverywhereModal';
import { serviceAccountsStrings as strings } from './service-accounts.strings';
import { ServiceAccountsPanel } from './ServiceAccountsPanel';

const OWN = { kind: 'own' } as const;

/** /account: the session's own service accounts, Change Password when the session may (spec 02 §2), Log out everywhere. */
export function ServiceAccountsPage() {
  const mayChangePassword = useCurrentSession().pages.includes('/account/change-password');
  const [dialog, setDialog] = useState<'password' | 'everywhere'>();
  const actions = (
    <>
      {mayChangePassword && (
        <Button
          variant="secondary"
          icon={<LockIcon />}
          onClick={() => setDialog('password')}
          data-test="change-own-password"
        >
          {strings.changePassword}
        </Button>
      )}
      <Button
        variant="secondary"
        icon={<SignOutAltIcon />}
        onClick={() => setDialog('everywhere')}
        data-test="log-out-everywhere"
      >
        {strings.logOutEverywhere}
      </Button>
    </>
  );
  return (
    <>
      <PageHeading title={strings.title} />
      <PageSection isFilled>
        <ServiceAccountsPanel owner={OWN} extraActions={actions} />
        <HelpPanel title={strings.helpTitle}>
          {strings.help.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </HelpPanel>
      </PageSection>
      {dialog === 'password' && <ChangeOwnPasswordModal onClose={() => setDialog(undefined)} />}
      {dialog === 'everywhere' && <LogOutEverywhereModal onClose={() => setDialog(undefined)} />}
    </>
  );
}
