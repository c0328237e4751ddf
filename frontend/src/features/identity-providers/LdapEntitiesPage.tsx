import {
  ActionGroup,
  Alert,
  Button,
  Content,
  Form,
  FormGroup,
  FormHelperText,
  Grid,
  GridItem,
  HelperText,
  HelperTextItem,
  PageSection,
  TextArea,
} from '@patternfly/react-core';
import { PlusIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { describeError } from '@frontend/api/api-error';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { useLdapEntities, type LdapEntitiesRequest } from './identity-providers.queries';
import { idpStrings } from './identity-providers.strings';
import { AttachLdapPoliciesModal } from './AttachLdapPoliciesModal';
import { LdapEntitiesResults } from './LdapEntitiesResults';
import { LDAP_PANEL_ID, ldapTabId, LdapTabs } from './LdapTabs';

const strings = idpStrings.entities;
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** /identity/ldap/entities: which policies directory DNs have and which DNs a policy is attached to; attach, detach. */
export function LdapEntitiesPage() {
  const [users, setUsers] = useState('');
  const [groups, setGroups] = useState('');
  const [policies, setPolicies] = useState('');
  const [attaching, setAttaching] = useState(false);
  const lookup = useLdapEntities();
  const request = (): LdapEntitiesRequest => ({
    users: lines(users),
    groups: lines(groups),
    policies: lines(policies),
  });
  const run = () => lookup.mutate(request());
  const error = lookup.error ? describeError(lookup.error) : undefined;
  const area = (id: string, label: string, value: string, set: (value: string) => void) => (
    <GridItem md={4}>
      <FormGroup label={label} fieldId={id}>
        <TextArea
          id={id}
          value={value}
          onChange={(_event, next) => set(next)}
          rows={3}
          resizeOrientation="vertical"
          data-test={id}
        />
      </FormGroup>
    </GridItem>
  );
  return (
    <>
      <PageHeading
        title={idpStrings.ldapTitle}
        actions={
          <Button icon={<PlusIcon />} onClick={() => setAttaching(true)} data-test="attach-ldap-policies">
            {strings.attach}
          </Button>
        }
      />
      <LdapTabs active="entities" />
      <PageSection isFilled id={LDAP_PANEL_ID} role="tabpanel" aria-labelledby={ldapTabId('entities')}>
        <Content component="p" className="pf-v6-u-mb-md">
          {strings.intro}
        </Content>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            run();
          }}
        >
          <Grid hasGutter>
            {area('ldap-users', strings.users, users, setUsers)}
            {area('ldap-groups', strings.groups, groups, setGroups)}
            {area('ldap-policies', strings.policies, policies, setPolicies)}
          </Grid>
          <FormHelperText>
            <HelperText>
              <HelperTextItem>{strings.listHelp}</HelperTextItem>
            </HelperText>
          </FormHelperText>
          <ActionGroup>
            <Button type="submit" isLoading={lookup.isPending} data-test="ldap-lookup">
              {strings.lookUp}
            </Button>
          </ActionGroup>
        </Form>
        {error && (
          <Alert
            variant="danger"
            isInline
            title={error.message}
            className="pf-v6-u-mt-md"
            data-test="ldap-lookup-error"
          >
            {error.detailedMessage}
          </Alert>
        )}
        {lookup.data && <LdapEntitiesResults entities={lookup.data} onChanged={run} />}
      </PageSection>
      {attaching && (
        <AttachLdapPoliciesModal
          onClose={() => setAttaching(false)}
          onAttached={() => {
            setAttaching(false);
            run();
          }}
        />
      )}
    </>
  );
}
