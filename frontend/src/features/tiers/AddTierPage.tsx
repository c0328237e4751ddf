import { ActionGroup, Alert, Button, Form, FormGroup, PageSection, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FieldMessage } from '@frontend/shared/components/FieldError';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { describeError } from '@frontend/api/api-error';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { CredentialsFileField } from './CredentialsFileField';
import {
  emptyTierForm,
  isRequired,
  tierFields,
  tierFormProblems,
  tierNameInput,
  toAddTierRequest,
  type TierField,
  type TierForm,
} from './tier-form.rules';
import { TIER_TYPES, useAddTier, type TierType } from './tiers.queries';
import { tiersStrings as strings } from './tiers.strings';

const SECRET_FIELDS: ReadonlySet<TierField> = new Set(['secretKey', 'accountKey']);
const HINTS: Partial<Record<TierField, string>> = {
  name: strings.hints.name,
  prefix: strings.hints.prefix,
  storageClass: strings.hints.storageClass,
};

/** The service of the address, s3 for anything else (spec 03 §2 "default s3"). */
function serviceOf(param: string | undefined): TierType {
  return TIER_TYPES.find((type) => type === param) ?? 's3';
}

/**
 * /tiers/add/{service} (spec 03 §2, §5): the form of one tier type. Save stays disabled while saving or while a
 * field has a problem; a problem shows once the field was touched. MinIO checks the remote before it keeps the
 * tier; its refusal shows above the form.
 */
export function AddTierPage() {
  const type = serviceOf(useParams().service);
  const navigate = useNavigate();
  const notify = useNotify();
  const add = useAddTier();
  const [form, setForm] = useState<TierForm>(() => emptyTierForm(type));
  const [touched, setTouched] = useState<ReadonlySet<TierField>>(new Set());
  const problems = tierFormProblems(type, form);
  const canSave = Object.keys(problems).length === 0 && !add.isPending;
  const set = (field: TierField, value: string) => {
    setForm({ ...form, [field]: field === 'name' ? tierNameInput(value) : value });
    setTouched(new Set(touched).add(field));
  };
  const save = () =>
    add.mutate(toAddTierRequest(type, form), {
      onSuccess: () => {
        notify.showMessage(strings.added(form.name));
        void navigate('/tiers');
      },
    });
  const field = (name: TierField) => {
    if (name === 'creds') {
      return (
        <CredentialsFileField
          key={name}
          id="tier-creds"
          value={form.creds}
          onChange={(text) => set('creds', text)}
          problem={problems.creds}
        />
      );
    }
    const id = `tier-${name}`;
    const problem = touched.has(name) ? problems[name] : undefined;
    return (
      <FormGroup key={name} label={strings.fields[name]} fieldId={id} isRequired={isRequired(name)}>
        <TextInput
          id={id}
          type={SECRET_FIELDS.has(name) ? 'password' : 'text'}
          value={form[name]}
          onChange={(_e, value) => set(name, value)}
          validated={problem ? 'error' : 'default'}
          autoComplete={SECRET_FIELDS.has(name) ? 'new-password' : 'off'}
          data-test={id}
        />
        <FieldMessage error={problem} hint={HINTS[name]} testId={`${id}-problem`} />
      </FormGroup>
    );
  };
  return (
    <>
      <PageHeading
        title={strings.formTitle(strings.types[type].name)}
        back={{ label: strings.backToTypes, to: '/tiers/add' }}
      />
      <PageSection isFilled>
        {add.error && (
          // Stays until the next try: the user fixes the form against it.
          <Alert variant="danger" isInline title={describeError(add.error).message} data-test="add-tier-error">
            {describeError(add.error).detailedMessage}
          </Alert>
        )}
        <Form
          isWidthLimited
          onSubmit={(event) => {
            event.preventDefault();
            if (canSave) save();
          }}
          data-test={`add-tier-form-${type}`}
        >
          {tierFields(type).map(field)}
          <ActionGroup>
            <Button type="submit" isDisabled={!canSave} isLoading={add.isPending} data-test="save-tier">
              {strings.save}
            </Button>
          </ActionGroup>
        </Form>
      </PageSection>
    </>
  );
}
