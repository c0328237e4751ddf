import { Content } from '@patternfly/react-core';
import { useState } from 'react';
import { FormModal } from '../../shared/components/FormModal';
import { NameChecklist } from '../../shared/components/NameChecklist';
import { isPartlySaved, StepReportAlert } from '../../shared/components/StepReportAlert';
import { useNotify } from '../../shared/messages/useNotify';
import { useGroupNames } from '../groups/groups.queries';
import { usersStrings as strings } from './users.strings';
import { useUpdateUser, type User } from './users.queries';

/**
 * 'Add to Groups' on a user: its groups, with the list it opened with, so only the groups ticked or unticked here
 * change (a group another administrator added meanwhile stays); joins and leaves are reported step by step.
 */
export function UserGroupsModal({ user, onClose }: { user: User; onClose: () => void }) {
  const groupNames = useGroupNames();
  const [groups, setGroups] = useState<ReadonlySet<string>>(() => new Set(user.memberOf));
  const [failure, setFailure] = useState<unknown>();
  const update = useUpdateUser(user.accessKey);
  const notify = useNotify();
  const submit = () => {
    setFailure(undefined);
    update.mutate(
      {
        status: user.status,
        groups: [...groups],
        previous: { status: user.status, groups: [...user.memberOf] },
      },
      {
        onSuccess: () => {
          notify.showMessage(strings.groupsSaved);
          onClose();
        },
        onError: setFailure,
      },
    );
  };
  return (
    <FormModal
      title={strings.editGroupsTitle}
      onClose={onClose}
      onSubmit={submit}
      canSubmit={!isPartlySaved(failure)}
      isBusy={update.isPending}
      data-test="user-groups-modal"
    >
      {failure !== undefined && <StepReportAlert error={failure} onClose={() => setFailure(undefined)} />}
      <Content component="p">{strings.selectedUsers([user.accessKey])}</Content>
      <NameChecklist
        id="user-groups-edit"
        label={strings.groups}
        names={groupNames.data ?? []}
        isLoading={groupNames.isPending}
        selected={groups}
        onChange={setGroups}
        data-test="user-groups-edit-picker"
      />
    </FormModal>
  );
}
