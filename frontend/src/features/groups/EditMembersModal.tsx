import { Button, Content } from '@patternfly/react-core';
import { useState } from 'react';
import { FormModal } from '../../shared/components/FormModal';
import { NameChecklist } from '../../shared/components/NameChecklist';
import { isPartlySaved, StepReportAlert } from '../../shared/components/StepReportAlert';
import { useNotify } from '../../shared/messages/useNotify';
import { useUserNames } from '../users/users.queries';
import { groupsStrings as strings } from './groups.strings';
import { useUpdateGroup, type Group } from './groups.queries';

/**
 * 'Add Members' / 'Edit Members': the member list, Clear back to the original selection, Save. The list it opened
 * with goes along, so a member another administrator added meanwhile stays. Joins and leaves are separate MinIO
 * calls; a partial failure lists what was applied.
 */
export function EditMembersModal({ group, onClose }: { group: Group; onClose: () => void }) {
  const users = useUserNames();
  const [members, setMembers] = useState<ReadonlySet<string>>(() => new Set(group.members));
  const [failure, setFailure] = useState<unknown>();
  const update = useUpdateGroup(group.name);
  const notify = useNotify();
  const submit = () => {
    setFailure(undefined);
    update.mutate(
      {
        group: group.name,
        members: [...members],
        status: group.status,
        previous: { members: [...group.members], status: group.status },
      },
      {
        onSuccess: () => {
          notify.showMessage(strings.membersSaved);
          onClose();
        },
        onError: setFailure,
      },
    );
  };
  return (
    <FormModal
      title={group.members.length > 0 ? strings.editMembers : strings.addMembers}
      onClose={onClose}
      onSubmit={submit}
      canSubmit={!isPartlySaved(failure)}
      isBusy={update.isPending}
      extraActions={
        <Button variant="secondary" onClick={() => setMembers(new Set(group.members))} data-test="members-clear">
          {strings.clear}
        </Button>
      }
      data-test="edit-members-modal"
    >
      {failure !== undefined && <StepReportAlert error={failure} onClose={() => setFailure(undefined)} />}
      <Content component="p" data-test="selected-group">
        {strings.selectedGroup(group.name)}
      </Content>
      <NameChecklist
        id="edit-members"
        label={strings.users}
        names={users.data ?? []}
        isLoading={users.isPending}
        selected={members}
        onChange={setMembers}
        data-test="members-picker"
      />
    </FormModal>
  );
}
