import type { ReactNode } from 'react';
import { Card, CardBody, CardTitle, Gallery, Label, LabelGroup, Title } from '@patternfly/react-core';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { useChangeLdapPolicies, type LdapEntities } from './identity-providers.queries';
import { idpStrings } from './identity-providers.strings';

const strings = idpStrings.entities;

/** The three views of a lookup: policies by user DN, by group DN, and DNs by policy; a policy label detaches. */
export function LdapEntitiesResults({ entities, onChanged }: { entities: LdapEntities; onChanged: () => void }) {
  const change = useChangeLdapPolicies();
  const notify = useNotify();
  const detach = (entityType: 'user' | 'group', dn: string, policy: string) =>
    change.mutate(
      { operation: 'detach', entityType, dn, policies: [policy] },
      {
        onSuccess: () => {
          notify.showMessage(strings.detached);
          onChanged();
        },
        onError: (error) => notify.showError(error),
      },
    );
  const policyLabels = (entityType: 'user' | 'group', dn: string, policies: readonly string[]) => (
    <LabelGroup numLabels={10}>
      {policies.map((policy) => (
        <Label
          key={policy}
          color="blue"
          onClose={() => detach(entityType, dn, policy)}
          closeBtnAriaLabel={strings.detachLabel(policy, dn)}
          data-test={`ldap-policy-${policy}`}
        >
          {policy}
        </Label>
      ))}
    </LabelGroup>
  );
  const empty = entities.users.length + entities.groups.length + entities.policies.length === 0;
  if (empty)
    return (
      <p className="pf-v6-u-mt-md" data-test="ldap-no-results">
        {strings.noResults}
      </p>
    );
  const section = (title: string, dataTest: string, cards: ReactNode) => (
    <section className="pf-v6-u-mt-lg" data-test={dataTest}>
      <Title headingLevel="h2" size="lg" className="pf-v6-u-mb-sm">
        {title}
      </Title>
      <Gallery hasGutter minWidths={{ default: '320px' }}>
        {cards}
      </Gallery>
    </section>
  );
  return (
    <>
      {entities.users.length > 0 &&
        section(
          strings.byUser,
          'ldap-results-users',
          entities.users.map((entry) => (
            <Card key={entry.user} isCompact>
              <CardTitle className="pf-v6-u-text-break-word">{entry.user}</CardTitle>
              <CardBody>{policyLabels('user', entry.user, entry.policies)}</CardBody>
            </Card>
          )),
        )}
      {entities.groups.length > 0 &&
        section(
          strings.byGroup,
          'ldap-results-groups',
          entities.groups.map((entry) => (
            <Card key={entry.group} isCompact>
              <CardTitle className="pf-v6-u-text-break-word">{entry.group}</CardTitle>
              <CardBody>{policyLabels('group', entry.group, entry.policies)}</CardBody>
            </Card>
          )),
        )}
      {entities.policies.length > 0 &&
        section(
          strings.byPolicy,
          'ldap-results-policies',
          entities.policies.map((entry) => (
            <Card key={entry.policy} isCompact>
              <CardTitle>{entry.policy}</CardTitle>
              <CardBody>
                {[...entry.users, ...entry.groups].length === 0
                  ? strings.noneAttached
                  : [...entry.users, ...entry.groups].map((dn) => (
                      <div key={dn} className="pf-v6-u-text-break-word">
                        {dn}
                      </div>
                    ))}
              </CardBody>
            </Card>
          )),
        )}
    </>
  );
}
