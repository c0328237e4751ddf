import { Tab, Tabs, TabTitleText } from '@patternfly/react-core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ResourceTable } from '@frontend/shared/components/ResourceTable';
import { useBucketAuditPolicies, useBucketAuditUsers } from '../bucket-admin.queries';
import { accessAuditStrings as strings } from '../bucket-admin.strings';
import type { SectionProps } from '../section-props';
import { SectionFrame } from '../SectionFrame';

/** Access Audit (spec 01 §2): the policies and (with the permissions) users that reach this bucket, with links. */
export function AccessAuditSection({ bucket, abilities }: SectionProps) {
  const [tab, setTab] = useState<'policies' | 'users'>('policies');
  const policies = useBucketAuditPolicies(bucket, true);
  const users = useBucketAuditUsers(bucket, abilities.auditUsers && tab === 'users');
  const navigate = useNavigate();
  return (
    <SectionFrame id="access-audit" title={strings.title} error={policies.error ?? users.error}>
      <Tabs activeKey={tab} onSelect={(_event, key) => setTab(key === 'users' ? 'users' : 'policies')}>
        <Tab
          eventKey="policies"
          title={<TabTitleText>{strings.policiesTab}</TabTitleText>}
          data-test="audit-policies-tab"
        >
          <ResourceTable
            ariaLabel={strings.policiesTab}
            entity={strings.policies}
            rows={policies.data?.policies ?? []}
            rowKey={(policy) => policy.name}
            isLoading={policies.isPending}
            onRowClick={(policy) => navigate(`/policies/${encodeURIComponent(policy.name)}`)}
            columns={[{ id: 'name', title: strings.policyColumn, cell: (p) => p.name, sortValue: (p) => p.name }]}
            data-test="audit-policies"
          />
        </Tab>
        {abilities.auditUsers && (
          <Tab eventKey="users" title={<TabTitleText>{strings.usersTab}</TabTitleText>} data-test="audit-users-tab">
            <ResourceTable
              ariaLabel={strings.usersTab}
              entity={strings.users}
              rows={users.data?.users ?? []}
              rowKey={(user) => user.accessKey}
              isLoading={users.isPending}
              onRowClick={(user) => navigate(`/users/${encodeURIComponent(user.accessKey)}`)}
              columns={[
                { id: 'user', title: strings.userColumn, cell: (u) => u.accessKey, sortValue: (u) => u.accessKey },
              ]}
              data-test="audit-users"
            />
          </Tab>
        )}
      </Tabs>
    </SectionFrame>
  );
}
