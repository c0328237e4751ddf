import { useState } from 'react';
import { FormModal } from '../../shared/components/FormModal';
import { NameChecklist } from '../../shared/components/NameChecklist';
import { NameField } from '../../shared/components/NameField';
import { useCan } from '../../shared/hooks/useCan';
import { useOpenCreated } from '../../shared/hooks/useOpenCreated';
import { useUserNames } from '../users/users.queries';
import { canSaveGroup, groupNameProblem } from './group-form.rules';
import { groupsStrings as strings } from './groups.strings';
import { useAddGroup } from './groups.queries';

/** Create Group: a name and its first members; on success the new group opens. */
export function CreateGroupModal({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [members, setMembers] = useState<ReadonlySet<string>>(new Set());
  const users = useUserNames(useCan()('admin:ListUsers'));
  const add = useAddGroup();
  const outcome = useOpenCreated('/groups', strings.created, onClose);
  const problem = groupNameProblem(name, strings.groupNameRule);
  const submit = () => add.mutate({ group: name.trim(), members: [...members] }, outcome);
  return (
    <FormModal
      title={strings.createTitle}
      onClose={onClose}
      onSubmit={submit}
      canSubmit={canSaveGroup(name)}
      isBusy={add.isPending}
      data-test="create-group-modal"
    >
      <NameField
        id="group-name"
        label={strings.groupName}
        value={name}
        onChange={setName}
        placeholder={strings.groupNamePlaceholder}
        problem={problem}
      />
      <NameChecklist
        id="group-members"
        label={strings.members}
        names={users.data ?? []}
        isLoading={users.isLoading}
        selected={members}
        onChange={setMembers}
        data-test="group-members-picker"
      />
    </FormModal>
  );
}
