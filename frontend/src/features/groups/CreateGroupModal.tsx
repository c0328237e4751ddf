import { FormGroup, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { entityPath } from '../../shared/components/entity-path';
import { FormModal } from '../../shared/components/FormModal';
import { NameChecklist } from '../../shared/components/NameChecklist';
import { useCan } from '../../shared/hooks/useCan';
import { useNotify } from '../../shared/messages/useNotify';
import { FieldProblem } from '../../shared/components/FieldProblem';
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
  const notify = useNotify();
  const navigate = useNavigate();
  const problem = groupNameProblem(name, strings.groupNameRule);
  const submit = () =>
    add.mutate(
      { group: name.trim(), members: [...members] },
      {
        onSuccess: (group) => {
          notify.showMessage(strings.created(group.name));
          onClose();
          void navigate(entityPath('/groups', group.name));
        },
        onError: (error) => notify.showModalError(error),
      },
    );
  return (
    <FormModal
      title={strings.createTitle}
      onClose={onClose}
      onSubmit={submit}
      canSubmit={canSaveGroup(name)}
      isBusy={add.isPending}
      data-test="create-group-modal"
    >
      <FormGroup label={strings.groupName} fieldId="group-name" isRequired>
        <TextInput
          id="group-name"
          value={name}
          onChange={(_event, value) => setName(value)}
          placeholder={strings.groupNamePlaceholder}
          validated={problem ? 'error' : 'default'}
          isRequired
          autoFocus
          data-test="group-name"
        />
        <FieldProblem problem={problem} />
      </FormGroup>
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
