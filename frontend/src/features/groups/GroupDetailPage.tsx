import {
  Bullseye,
  Button,
  Label,
  PageSection,
  Spinner,
  Tab,
  Tabs,
  TabTitleText,
  Tooltip,
} from '@patternfly/react-core';
import { TrashIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadFailedState } from '../../shared/components/LoadFailedState';
import { PageHeading } from '../../shared/components/PageHeading';
import { SideTabsFrame } from '../../shared/components/SideTabsFrame';
import { useCan } from '../../shared/hooks/useCan';
import { useNotify } from '../../shared/messages/useNotify';
import { DeleteGroupModal } from './DeleteGroupModal';
import { GroupMembersTab, GroupPoliciesTab } from './GroupTabs';
import { groupsStrings as strings } from './groups.strings';
import { useGroup, useUpdateGroup } from './groups.queries';

type GroupTab = 'members' | 'policies';

/** /groups/{name}: status and its toggle, delete; tabs Members and Policies (spec 02 §2 "Groups"). */
export function GroupDetailPage() {
  const name = useParams()['*'] ?? '';
  const group = useGroup(name);
  const can = useCan();
  const navigate = useNavigate();
  const notify = useNotify();
  const update = useUpdateGroup(name);
  const [tab, setTab] = useState<GroupTab>('members');
  const [deleting, setDeleting] = useState(false);
  const back = { label: strings.title, to: '/groups' };
  if (group.error) return <LoadFailedState title={strings.notFoundTitle} error={group.error} back={back} />;

  const enabled = group.data?.status === 'enabled';
  const toggle = () => {
    if (!group.data) return;
    update.mutate(
      { group: name, members: group.data.members, status: enabled ? 'disabled' : 'enabled' },
      {
        onSuccess: () => notify.showMessage(enabled ? strings.disabled(name) : strings.enabled(name)),
        onError: (error) => notify.showError(error),
      },
    );
  };
  const actions = group.data && (
    <>
      <Button
        variant="secondary"
        onClick={toggle}
        isLoading={update.isPending}
        isDisabled={update.isPending || !can(enabled ? 'admin:DisableGroup' : 'admin:EnableGroup')}
        className="pf-v6-u-mr-sm"
        data-test="toggle-group-status"
      >
        {enabled ? strings.disable : strings.enable}
      </Button>
      {can('admin:RemoveUserFromGroup') && (
        <Tooltip content={strings.deleteGroup}>
          <Button
            variant="plain"
            icon={<TrashIcon />}
            aria-label={strings.deleteGroup}
            onClick={() => setDeleting(true)}
            data-test="delete-group"
          />
        </Tooltip>
      )}
    </>
  );
  const subtitle = group.data && (
    <Label color={enabled ? 'green' : 'grey'} data-test="group-status">
      {strings.status(enabled)}
    </Label>
  );
  return (
    <>
      <PageHeading title={name} subtitle={subtitle} back={back} actions={actions} />
      <PageSection isFilled>
        {!group.data ? (
          <Bullseye>
            <Spinner aria-label={strings.title} />
          </Bullseye>
        ) : (
          <SideTabsFrame>
            <Tabs
              isVertical
              activeKey={tab}
              onSelect={(_event, key) => setTab(key as GroupTab)}
              aria-label={strings.tabsLabel}
              mountOnEnter
              unmountOnExit
            >
              <Tab
                eventKey="members"
                title={<TabTitleText>{strings.tabs.members}</TabTitleText>}
                data-test="tab-members"
              >
                <div className="pf-v6-u-px-md">
                  <GroupMembersTab group={group.data} />
                </div>
              </Tab>
              <Tab
                eventKey="policies"
                title={<TabTitleText>{strings.tabs.policies}</TabTitleText>}
                data-test="tab-policies"
              >
                <div className="pf-v6-u-px-md">
                  <GroupPoliciesTab group={group.data} />
                </div>
              </Tab>
            </Tabs>
          </SideTabsFrame>
        )}
      </PageSection>
      {deleting && (
        <DeleteGroupModal name={name} onClose={() => setDeleting(false)} onDeleted={() => void navigate('/groups')} />
      )}
    </>
  );
}
