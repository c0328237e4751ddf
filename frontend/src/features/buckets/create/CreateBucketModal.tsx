import { Alert, Button, FormGroup, FormSection, Switch, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import { useCurrentSession } from '@frontend/api/session.queries';
import { SINGLE_DRIVE_MESSAGE } from '@contract/shared/buckets/create-bucket-rules';
import { FormModal } from '@frontend/shared/components/FormModal';
import { StepReportAlert } from '@frontend/shared/components/StepReportAlert';
import { describeError } from '@frontend/api/api-error';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { bucketNameProblem } from '@contract/shared/buckets/bucket-name';
import { useBucketNameState, useCreateBucket } from '../buckets.queries';
import { createBucketStrings as strings } from '../buckets.strings';
import {
  canSaveBucket,
  changeForm,
  createFormProblems,
  DEFAULT_CREATE_BUCKET_FORM,
  toCreateRequest,
  type CreateBucketForm,
} from '../create-bucket.form';
import { FieldMessage } from '@frontend/shared/components/FieldError';
import { QuotaFields } from '../QuotaFields';
import { RetentionFields } from '../RetentionFields';
import { useDebouncedValue } from './useDebouncedValue';

/** The Create Bucket name settles 1000 ms after the last keystroke (spec 01 §5, §9). */
export const NAME_DEBOUNCE_MS = 1000;

/** Create Bucket (spec 01 §4–§5): name, versioning, object locking, quota and retention, with their rules. */
export function CreateBucketModal({ onClose }: { onClose: () => void }) {
  const { distributedMode } = useCurrentSession();
  const [typedName, setTypedName] = useState('');
  const name = useDebouncedValue(typedName, NAME_DEBOUNCE_MS);
  const [options, setOptions] = useState<CreateBucketForm>(DEFAULT_CREATE_BUCKET_FORM);
  const form = { ...options, name };
  const create = useCreateBucket();
  const { showMessage, showModalError, clearModalError } = useNotify();

  const problems = createFormProblems(form, distributedMode);
  const problemOf = (field: string) => problems.find((problem) => problem.field === field)?.message;
  const nameSettled = typedName === name;
  // The naming rule a name breaks shows as it is typed; whether it is taken is asked once it has settled.
  const ruleProblem = typedName === '' ? undefined : bucketNameProblem(typedName);
  const nameState = useBucketNameState(name, nameSettled && name !== '' && ruleProblem === undefined);
  const taken = nameSettled && nameState.data?.state === 'taken';
  const nameProblem = ruleProblem ?? (taken ? strings.nameTaken(name) : undefined);
  const checking = nameSettled && nameState.isFetching;
  // Save does not wait for the check: a name taken meanwhile is refused by the server, in words, all the same.
  const canSave = nameSettled && !taken && canSaveBucket(form, distributedMode);
  const change = (patch: Partial<CreateBucketForm>) => setOptions((current) => changeForm(current, patch));
  const single = !distributedMode;

  // A step after the bucket was made failed: the report (removed again, or left to delete by hand) stays until closed.
  const [stepFailure, setStepFailure] = useState<unknown>();

  const submit = () => {
    clearModalError();
    setStepFailure(undefined);
    create.mutate(toCreateRequest(form, distributedMode), {
      onSuccess: () => {
        showMessage(strings.created(form.name));
        onClose();
      },
      onError: (error) => (isCreationStepFailure(error) ? setStepFailure(error) : showModalError(error)),
    });
  };

  return (
    <FormModal
      title={strings.title}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={strings.create}
      canSubmit={canSave}
      isBusy={create.isPending}
      data-test="create-bucket-modal"
      extraActions={
        <Button
          variant="secondary"
          onClick={() => {
            setTypedName('');
            setOptions(DEFAULT_CREATE_BUCKET_FORM);
          }}
          data-test="create-bucket-clear"
        >
          {strings.clear}
        </Button>
      }
    >
      {stepFailure !== undefined && <StepReportAlert error={stepFailure} onClose={() => setStepFailure(undefined)} />}
      <FormGroup label={strings.name} fieldId="bucket-name" isRequired>
        <TextInput
          id="bucket-name"
          value={typedName}
          autoFocus
          validated={nameProblem ? 'error' : 'default'}
          onChange={(_event, value) => setTypedName(value)}
          aria-describedby="bucket-name-helper"
          data-test="bucket-name-input"
        />
        <div id="bucket-name-helper" aria-live="polite">
          <FieldMessage
            error={nameProblem}
            hint={checking ? strings.nameChecking : strings.nameHelp}
            testId="bucket-name-message"
          />
        </div>
      </FormGroup>
      <FormSection title={strings.features} titleElement="h3">
        {single && (
          <Alert variant="info" isInline isPlain title={SINGLE_DRIVE_MESSAGE} data-test="single-drive-message" />
        )}
        <Switch
          id="bucket-versioning"
          label={strings.versioning}
          isChecked={form.versioning}
          isDisabled={single}
          onChange={(_event, on) => change({ versioning: on })}
          data-test="versioning-switch"
        />
        <Switch
          id="bucket-locking"
          label={strings.locking}
          isChecked={form.locking}
          isDisabled={single || form.retentionEnabled}
          onChange={(_event, on) => change({ locking: on })}
          data-test="locking-switch"
        />
        <FieldMessage hint={form.retentionEnabled ? strings.lockingForced : strings.lockingHelp} />
        <Switch
          id="bucket-quota"
          label={strings.quota}
          isChecked={form.quotaEnabled}
          isDisabled={single}
          onChange={(_event, on) => change({ quotaEnabled: on })}
          data-test="quota-switch"
        />
        {form.quotaEnabled && !single && <QuotaFields form={form} onChange={change} error={problemOf('quota')} />}
        <Switch
          id="bucket-retention"
          label={strings.retention}
          isChecked={form.retentionEnabled}
          isDisabled={single || !form.versioning}
          onChange={(_event, on) => change({ retentionEnabled: on })}
          data-test="retention-switch"
        />
        {!single && !form.versioning && <FieldMessage hint={strings.retentionNeedsVersioning} />}
        {form.retentionEnabled && !single && (
          <RetentionFields
            idPrefix="create-retention"
            mode={form.retentionMode}
            unit={form.retentionUnit}
            validity={form.retentionValidity}
            error={problemOf('retention')}
            onChange={({ mode, unit, validity }) =>
              change({
                ...(mode && { retentionMode: mode }),
                ...(unit && { retentionUnit: unit }),
                ...(validity !== undefined && { retentionValidity: validity }),
              })
            }
          />
        )}
      </FormSection>
    </FormModal>
  );
}

/** The backend's answer when the bucket was made but a later step (versioning, quota, retention) failed. */
function isCreationStepFailure(error: unknown): boolean {
  return /^Bucket .+ was (not created: |created, but )/.test(describeError(error).message);
}
