import { FormGroup, FormHelperText, HelperText, HelperTextItem, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import { FormModal } from '../../shared/components/FormModal';
import { NameChecklist } from '../../shared/components/NameChecklist';
import { isPartlySaved, StepReportAlert } from '../../shared/components/StepReportAlert';
import { useCan } from '../../shared/hooks/useCan';
import { useNotify } from '../../shared/messages/useNotify';
import { useGroupNames } from '../groups/groups.queries';
import { usePolicyNames } from '../policies/policies.queries';
import { passwordLengthProblem } from './password.rules';
import { accessKeyProblem, canCreateUser } from './user-form.rules';
import { usersStrings as strings } from './users.strings';
import { useAddUser } from './users.queries';

/**
 * Create User: access key, secret key, groups and policies in one go. The backend applies them step by step; when a
 * later step fails, the dialog shows which one and what was applied (the user exists then) and offers no retry.
 */
export function CreateUserModal({ onClose }: { onClose: () => void }) {
  const [accessKey, setAccessKey] = useState('');
  const [secretKey, setSecretKey] = useState('');
  const [groups, setGroups] = useState<ReadonlySet<string>>(new Set());
  const [policies, setPolicies] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<unknown>();
  const can = useCan();
  const groupNames = useGroupNames(can('admin:ListGroups'));
  const policyNames = usePolicyNames();
  const addUser = useAddUser();
  const notify = useNotify();
  const keyProblem = accessKeyProblem(accessKey, strings.accessKeyRule);
  const secretProblem = passwordLengthProblem(secretKey);
  const canSubmit = canCreateUser(accessKey, secretKey) && !keyProblem && !isPartlySaved(failure);

  const submit = () => {
    setFailure(undefined);
    addUser.mutate(
      { accessKey: accessKey.trim(), secretKey, groups: [...groups], policies: [...policies] },
      {
        onSuccess: (user) => {
          notify.showMessage(strings.created(user.accessKey));
          onClose();
        },
        onError: setFailure,
      },
    );
  };
  return (
    <FormModal
      title={strings.createTitle}
      onClose={onClose}
      onSubmit={submit}
      canSubmit={canSubmit}
      isBusy={addUser.isPending}
      data-test="create-user-modal"
    >
      {failure !== undefined && <StepReportAlert error={failure} onClose={() => setFailure(undefined)} />}
      <FormGroup label={strings.accessKey} fieldId="user-access-key" isRequired>
        <TextInput
          id="user-access-key"
          value={accessKey}
          onChange={(_event, value) => setAccessKey(value)}
          placeholder={strings.accessKeyPlaceholder}
          validated={keyProblem ? 'error' : 'default'}
          autoComplete="off"
          isRequired
          autoFocus
          data-test="user-access-key"
        />
        <FieldProblem problem={keyProblem} />
      </FormGroup>
      <FormGroup label={strings.secretKey} fieldId="user-secret-key" isRequired>
        <TextInput
          id="user-secret-key"
          type="password"
          value={secretKey}
          onChange={(_event, value) => setSecretKey(value)}
          placeholder={strings.secretKeyPlaceholder}
          validated={secretProblem ? 'error' : 'default'}
          autoComplete="new-password"
          isRequired
          data-test="user-secret-key"
        />
        <FieldProblem problem={secretProblem} />
      </FormGroup>
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

/** A field's rule message under it, announced when it appears. */
export function FieldProblem({ problem }: { problem: string | undefined }) {
  if (!problem) return null;
  return (
    <FormHelperText>
      <HelperText aria-live="polite">
        <HelperTextItem variant="error" data-test="field-problem">
          {problem}
        </HelperTextItem>
      </HelperText>
    </FormHelperText>
  );
}
