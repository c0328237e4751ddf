import { Bullseye, Button, PageSection, Spinner, Tab, Tabs, TabTitleText, Tooltip } from '@patternfly/react-core';
import { SyncAltIcon, TrashIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadFailedState } from '../../shared/components/LoadFailedState';
import { PageHeading } from '../../shared/components/PageHeading';
import { SideTabsFrame } from '../../shared/components/SideTabsFrame';
import { useCan } from '../../shared/hooks/useCan';
import { DeletePolicyModal } from './DeletePolicyModal';
import { policiesStrings as strings } from './policies.strings';
import { usePolicy } from './policies.queries';
import { PolicyGroupsTab, PolicyUsersTab } from './PolicyEntitiesTab';
import { PolicyJsonTab } from './PolicyJsonTab';
import { PolicySummaryTab } from './PolicySummaryTab';

type PolicyTab = 'summary' | 'users' | 'groups' | 'json';

/** /policies/{name}: the policy's statements, who has it, and its JSON (spec 02 §2 "Policy detail"). */
export function PolicyDetailPage() {
  const name = useParams()['*'] ?? '';
  const policy = usePolicy(name);
  const can = useCan();
  const navigate = useNavigate();
  const [tab, setTab] = useState<PolicyTab>('summary');
  const [deleting, setDeleting] = useState(false);
  const back = { label: strings.breadcrumb, to: '/policies' };

  // Any other path under /policies falls back to the list (spec 02 §2).
  if (name === '') return <Navigate to="/policies" replace />;
  if (policy.error) return <LoadFailedState title={strings.notFoundTitle} error={policy.error} back={back} />;
  const actions = (
    <>
      {can('admin:DeletePolicy') && (
        <Tooltip content={strings.deletePolicy}>
          <Button
            variant="plain"
            icon={<TrashIcon />}
            aria-label={strings.deletePolicy}
            onClick={() => setDeleting(true)}
            data-test="delete-policy"
          />
        </Tooltip>
      )}
      <Tooltip content={strings.refresh}>
        <Button
          variant="plain"
          icon={<SyncAltIcon />}
          aria-label={strings.refresh}
          onClick={() => void policy.refetch()}
          data-test="refresh-policy"
        />
      </Tooltip>
    </>
  );
  return (
    <>
      <PageHeading title={name} subtitle={strings.subtitle} back={back} actions={actions} />
      <PageSection isFilled>
        {policy.isPending ? (
          <Bullseye>
            <Spinner aria-label={strings.title} />
          </Bullseye>
        ) : (
          <SideTabsFrame>
            <Tabs
              isVertical
              activeKey={tab}
              onSelect={(_event, key) => setTab(key as PolicyTab)}
              aria-label={strings.tabsLabel}
              mountOnEnter
              unmountOnExit
            >
              <Tab
                eventKey="summary"
                title={<TabTitleText>{strings.tabs.summary}</TabTitleText>}
                data-test="tab-summary"
              >
                <div className="pf-v6-u-p-md">
                  <PolicySummaryTab document={policy.data.policy} />
                </div>
              </Tab>
              <Tab eventKey="users" title={<TabTitleText>{strings.tabs.users}</TabTitleText>} data-test="tab-users">
                <div className="pf-v6-u-px-md">
                  <PolicyUsersTab name={name} />
                </div>
              </Tab>
              <Tab eventKey="groups" title={<TabTitleText>{strings.tabs.groups}</TabTitleText>} data-test="tab-groups">
                <div className="pf-v6-u-px-md">
                  <PolicyGroupsTab name={name} />
                </div>
              </Tab>
              <Tab eventKey="json" title={<TabTitleText>{strings.tabs.json}</TabTitleText>} data-test="tab-json">
                <div className="pf-v6-u-p-md">
                  <PolicyJsonTab key={policy.dataUpdatedAt} name={name} document={policy.data.policy} />
                </div>
              </Tab>
            </Tabs>
          </SideTabsFrame>
        )}
      </PageSection>
      {deleting && (
        <DeletePolicyModal
          name={name}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate('/policies')}
        />
      )}
    </>
  );
}
