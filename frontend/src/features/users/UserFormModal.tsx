import { FormGroup, Switch, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import { FieldHint, FieldProblem } from '../../shared/components/FieldProblem';
import { FormModal } from '../../shared/components/FormModal';
import { NameChecklist } from '../../shared/components/NameChecklist';
import { isPartlySaved, StepReportAlert } from '../../shared/components/StepReportAlert';
import { useCan } from '../../shared/hooks/useCan';
import { useNotify } from '../../shared/messages/useNotify';
import { useGroupNames } from '../groups/groups.queries';
import { usePolicyNames } from '../policies/policies.queries';
import { passwordLengthProblem } from './password.rules';
import { accessKeyProblem, canSubmitUser } from './user-form.rules';
import { usersStrings as strings } from './users.strings';
import { useAddUser, useUpdateUser, type User } from './users.queries';

/**
 * Create User, and Edit User when `user` is given (spec 02 §4, §5): access key (locked when editing), secret key,
 * the enabled switch (editing only), groups and policies. The submit check demands a secret key of at least 8
 * characters even when editing: MinIO never reveals the current one, so an edit sets a new one. The backend applies
 * the changes step by step; when a later step fails, the dialog shows which one and what was applied, and offers
 * no blind retry.
 */
export function UserFormModal({ user, onClose }: { user?: User; onClose: () => void }) {
  const editing = user !== undefined;
  const [accessKey, setAccessKey] = useState(user?.accessKey ?? '');
  const [secretKey, setSecretKey] = useState('');
  const [enabled, setEnabled] = useState(user?.status !== 'disabled');
  const [groups, setGroups] = useState<ReadonlySet<string>>(new Set(user?.memberOf));
  const [policies, setPolicies] = useState<ReadonlySet<string>>(new Set(user?.policy));
  const [failure, setFailure] = useState<unknown>();
  const can = useCan();
  const groupNames = useGroupNames(can('admin:ListGroups'));
  const policyNames = usePolicyNames();
  const addUser = useAddUser();
  const updateUser = useUpdateUser(user?.accessKey ?? '');
  const notify = useNotify();
  const keyProblem = editing ? undefined : accessKeyProblem(accessKey, strings.accessKeyRule);
  const secretProblem = passwordLengthProblem(secretKey);
  const canSubmit = canSubmitUser(accessKey, secretKey) && !keyProblem && !isPartlySaved(failure);

  const done = (message: string) => {
    notify.showMessage(message);
    onClose();
  };
  const submit = () => {
    setFailure(undefined);
    const chosen = { groups: [...groups], policies: [...policies] };
    if (editing) {
      const status = enabled ? 'enabled' : 'disabled';
      const previous = { status: user.status, groups: [...user.memberOf], policies: [...user.policy] };
      updateUser.mutate(
        { status, secretKey, ...chosen, previous },
        { onSuccess: (saved) => done(strings.edited(saved.accessKey)), onError: setFailure },
      );
      return;
    }
    addUser.mutate(
      { accessKey: accessKey.trim(), secretKey, ...chosen },
      { onSuccess: (created) => done(strings.created(created.accessKey)), onError: setFailure },
    );
  };
  return (
    <FormModal
      title={editing ? strings.editTitle : strings.createTitle}
      onClose={onClose}
      onSubmit={submit}
      canSubmit={canSubmit}
      isBusy={addUser.isPending || updateUser.isPending}
      data-test={editing ? 'edit-user-modal' : 'create-user-modal'}
    >
      {failure !== undefined && <StepReportAlert error={failure} onClose={() => setFailure(undefined)} />}
      <FormGroup label={strings.accessKey} fieldId="user-access-key" isRequired>
        <TextInput
          id="user-access-key"
          value={accessKey}
          onChange={(_event, value) => setAccessKey(value)}
          placeholder={strings.accessKeyPlaceholder}
          validated={keyProblem ? 'error' : 'default'}
          readOnlyVariant={editing ? 'default' : undefined}
          autoComplete="off"
          isRequired
          autoFocus={!editing}
          data-test="user-access-key"
        />
        <FieldProblem problem={keyProblem} />
      </FormGroup>
      <FormGroup label={editing ? strings.newSecretKey : strings.secretKey} fieldId="user-secret-key" isRequired>
        <TextInput
          id="user-secret-key"
          type="password"
          value={secretKey}
          onChange={(_event, value) => setSecretKey(value)}
          placeholder={strings.secretKeyPlaceholder}
          validated={secretProblem ? 'error' : 'default'}
          autoComplete="new-password"
          isRequired
          autoFocus={editing}
          data-test="user-secret-key"
        />
        {secretProblem ? (
          <FieldProblem problem={secretProblem} />
        ) : (
          editing && <FieldHint text={strings.secretKeyEditHint} />
        )}
      </FormGroup>
      {editing && (
        <FormGroup label={strings.statusLabel} fieldId="user-enabled">
          <Switch
            id="user-enabled"
            label={strings.statusValue(enabled)}
            isChecked={enabled}
            onChange={(_event, on) => setEnabled(on)}
            data-test="user-enabled"
          />
        </FormGroup>
      )}
      <NameChecklist
        id="user-groups"
        label={strings.groups}
        names={groupNames.data ?? []}
        isLoading={groupNames.isLoading}
        selected={groups}
        onChange={setGroups}
        data-test="user-groups-picker"
      />
      <NameChecklist
        id="user-policies"
        label={strings.policies}
        names={policyNames.data ?? []}
        isLoading={policyNames.isPending}
        selected={policies}
        onChange={setPolicies}
        data-test="user-policies-picker"
      />
    </FormModal>
  );
}
