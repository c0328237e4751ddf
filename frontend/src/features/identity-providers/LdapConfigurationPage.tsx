import { Button, PageSection } from '@patternfly/react-core';
import { TrashIcon, UsersIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { ApiRequestError } from '@frontend/api/api-error';
import { LoadFailedState } from '@frontend/shared/components/LoadFailedState';
import { NothingYetState } from '@frontend/shared/components/NothingYetState';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { useIdpConfiguration, useIdpConfigurations } from './identity-providers.queries';
import { idpStrings as strings } from './identity-providers.strings';
import { DeleteIdpModal } from './DeleteIdpModal';
import { IdpConfigForm } from './IdpConfigForm';
import { envKeys, initialValues } from './idp-initial';
import { LDAP_PANEL_ID, ldapTabId, LdapTabs } from './LdapTabs';

/**
 * /identity/ldap/configuration: the one LDAP configuration. Without one, "not configured" and a form to add it;
 * with one, its settings to edit, test and delete.
 */
export function LdapConfigurationPage() {
  const list = useIdpConfigurations('ldap');
  const configured = (list.data?.length ?? 0) > 0;
  const config = useIdpConfiguration('ldap', '_', configured);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const error = list.error ?? (config.error instanceof ApiRequestError ? config.error : undefined);
  const back = { label: strings.ldapTitle, to: '/identity/ldap/configuration' };
  return (
    <>
      <PageHeading
        title={strings.ldapTitle}
        actions={
          configured && (
            <Button variant="danger" icon={<TrashIcon />} onClick={() => setDeleting(true)} data-test="delete-ldap">
              {strings.delete}
            </Button>
          )
        }
      />
      <LdapTabs active="configuration" />
      <PageSection isFilled id={LDAP_PANEL_ID} role="tabpanel" aria-labelledby={ldapTabId('configuration')}>
        {error ? (
          <LoadFailedState title={strings.ldapTitle} error={error} back={back} />
        ) : configured ? (
          config.data && (
            <IdpConfigForm
              type="ldap"
              name="_"
              initial={initialValues('ldap', config.data)}
              fromEnv={envKeys(config.data)}
              isNew={false}
            />
          )
        ) : adding ? (
          <IdpConfigForm type="ldap" initial={{}} isNew />
        ) : (
          !list.isPending && (
            <NothingYetState
              title={strings.notConfiguredLdap}
              body={strings.pendingNote}
              icon={UsersIcon}
              dataTest="ldap-not-configured"
              action={
                <Button onClick={() => setAdding(true)} data-test="configure-ldap">
                  {strings.configureLdap}
                </Button>
              }
            />
          )
        )}
      </PageSection>
      {deleting && <DeleteIdpModal type="ldap" name="_" onClose={() => setDeleting(false)} />}
    </>
  );
}
