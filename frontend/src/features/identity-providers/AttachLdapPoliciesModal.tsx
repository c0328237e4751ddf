import { FormGroup, FormSelect, FormSelectOption, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import { FormModal } from '@frontend/shared/components/FormModal';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { useChangeLdapPolicies } from './identity-providers.queries';
import { idpStrings } from './identity-providers.strings';

const strings = idpStrings.entities;

/** Attach policies to one LDAP user or group DN; MinIO checks the DN exists and says so in the dialog. */
export function AttachLdapPoliciesModal({ onClose, onAttached }: { onClose: () => void; onAttached: () => void }) {
  const [entityType, setEntityType] = useState<'user' | 'group'>('group');
  const [dn, setDn] = useState('');
  const [policies, setPolicies] = useState('');
  const change = useChangeLdapPolicies();
  const notify = useNotify();
  const list = policies
    .split(',')
    .map((policy) => policy.trim())
    .filter((policy) => policy !== '');
  const submit = () =>
    change.mutate(
      { operation: 'attach', entityType, dn: dn.trim(), policies: list },
      {
        onSuccess: () => {
          notify.showMessage(strings.attached);
          onAttached();
        },
        onError: (error) => notify.showModalError(error),
      },
    );
  return (
    <FormModal
      title={strings.attach}
      onClose={onClose}
      onSubmit={submit}
      canSubmit={dn.trim() !== '' && list.length > 0}
      isBusy={change.isPending}
      submitLabel={strings.attach}
      data-test="attach-ldap-modal"
    >
      <FormGroup label={strings.entityType} fieldId="ldap-entity-type">
        <FormSelect
          id="ldap-entity-type"
          value={entityType}
          onChange={(_event, value) => setEntityType(value === 'user' ? 'user' : 'group')}
          data-test="ldap-entity-type"
        >
          <FormSelectOption value="group" label={strings.group} />
          <FormSelectOption value="user" label={strings.user} />
        </FormSelect>
      </FormGroup>
      <FormGroup label={strings.dn} fieldId="ldap-dn" isRequired>
        <TextInput id="ldap-dn" value={dn} onChange={(_event, value) => setDn(value)} data-test="ldap-dn" />
      </FormGroup>
      <FormGroup label={strings.policyList} fieldId="ldap-attach-policies" isRequired>
        <TextInput
          id="ldap-attach-policies"
          value={policies}
          onChange={(_event, value) => setPolicies(value)}
          data-test="ldap-attach-policies"
        />
      </FormGroup>
    </FormModal>
  );
}
