import { Content } from '@patternfly/react-core';
import { useState } from 'react';
import { FormModal } from '../../shared/components/FormModal';
import { NameChecklist } from '../../shared/components/NameChecklist';
import { isPartlySaved, StepReportAlert } from '../../shared/components/StepReportAlert';
import { useNotify } from '../../shared/messages/useNotify';
import { useGroupNames } from '../groups/groups.queries';
import { FieldProblem } from '../../shared/components/FieldProblem';
import { groupSelectionProblem } from './user-form.rules';
import { usersStrings as strings } from './users.strings';
import { useAddUsersToGroups } from './users.queries';

/** Add to Group (bulk): every selected user joins every chosen group; a partial failure lists what was applied. */
export function AddUsersToGroupsModal(props: { users: readonly string[]; onClose: () => void; onSaved: () => void }) {
  const { users, onClose, onSaved } = props;
  const groupNames = useGroupNames();
  const [groups, setGroups] = useState<ReadonlySet<string>>(new Set());
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const bulk = useAddUsersToGroups();
  const notify = useNotify();
  const problem = groupSelectionProblem(groups);

  const submit = () => {
    setTouched(true);
    if (problem) return;
    setFailure(undefined);
    bulk.mutate(
      { users: [...users], groups: [...groups] },
      {
        onSuccess: () => {
          notify.showMessage(strings.addedToGroups(users.length, groups.size));
          onSaved();
        },
        onError: setFailure,
      },
    );
  };
  return (
    <FormModal
      title={strings.addToGroupsTitle}
      onClose={onClose}
      onSubmit={submit}
      canSubmit={!isPartlySaved(failure)}
      isBusy={bulk.isPending}
      data-test="add-to-groups-modal"
    >
      {failure !== undefined && <StepReportAlert error={failure} onClose={() => setFailure(undefined)} />}
      <Content component="p" data-test="selected-users">
        {strings.selectedUsers(users)}
      </Content>
      <NameChecklist
        id="bulk-groups"
        label={strings.groups}
        names={groupNames.data ?? []}
        isLoading={groupNames.isPending}
        selected={groups}
        onChange={(next) => {
          setTouched(true);
          setGroups(next);
        }}
        data-test="bulk-groups-picker"
      />
      <FieldProblem problem={touched ? problem : undefined} />
    </FormModal>
  );
}
