import { Alert, Form, FormGroup, FormSelect, FormSelectOption, Title } from '@patternfly/react-core';
import { FieldProblem } from '@frontend/shared/components/FieldProblem';
import { CERTIFICATE_EXTENSIONS, CertificateFile, KEY_EXTENSIONS } from '../CertificateFile';
import { wizardStrings as strings } from '../create-tenant.strings';
import { PROVIDER_FIELDS } from '../wizard-fields';
import type { CertificateSlot, EncryptionType, WizardForm } from '../wizard-form';
import { FieldsForm, SecurityContextFields, SwitchRow, TextRow } from '../WizardControls';
import type { StepProps } from './step-props';

const TYPES: readonly EncryptionType[] = ['vault', 'aws', 'gemalto', 'gcp', 'azure'];

/**
 * Encryption (spec 03 §3, §5): a key server for server-side encryption — only with TLS on and automatic or custom
 * certificates — its replicas, security context, certificates and one provider block.
 */
export function EncryptionStep({ form, patch, problems }: StepProps) {
  const type = form.encryptionType;
  const values = Object.fromEntries(
    Object.entries(form.provider)
      .filter(([key]) => key.startsWith(`${type}:`))
      .map(([key, value]) => [key.slice(type.length + 1), value]),
  );
  const pairFields = (slot: 'kesServer' | 'kesClient', label: string) => {
    const value = form[slot];
    const set = (change: Partial<CertificateSlot>) => patch({ [slot]: { ...value, ...change } } as Partial<WizardForm>);
    return (
      <>
        <Title headingLevel="h3">{label}</Title>
        <CertificateFile
          id={`${slot}-crt`}
          label={strings.security.certificate}
          accept={CERTIFICATE_EXTENSIONS}
          fileName={value.crtName}
          onChange={(crtName, crt) => set({ crtName, crt })}
        />
        <CertificateFile
          id={`${slot}-key`}
          label={strings.security.key}
          accept={KEY_EXTENSIONS}
          fileName={value.keyName}
          onChange={(keyName, key) => set({ keyName, key })}
        />
        <FieldProblem problem={problems[slot]} />
      </>
    );
  };
  return (
    <Form onSubmit={(event) => event.preventDefault()}>
      <SwitchRow
        id="enable-encryption"
        label={strings.encryption.enable}
        checked={form.enableEncryption}
        problem={problems.enableEncryption}
        onChange={(enableEncryption) => patch({ enableEncryption })}
      />
      {!form.enableEncryption && !form.enableTLS && (
        <Alert variant="info" isInline isPlain title={strings.encryption.needsTls} />
      )}
      {form.enableEncryption && (
        <>
          <FormGroup label={strings.encryption.type} fieldId="encryption-type">
            <FormSelect
              id="encryption-type"
              data-test="encryption-type"
              value={type}
              onChange={(_e, next) => patch({ encryptionType: next as EncryptionType })}
            >
              {TYPES.map((option) => (
                <FormSelectOption key={option} value={option} label={strings.encryption.types[option]} />
              ))}
            </FormSelect>
          </FormGroup>
          <FieldsForm
            idPrefix={`kms-${type}`}
            fields={PROVIDER_FIELDS[type]}
            values={values}
            problems={problems}
            onChange={(key, value) => patch({ provider: { ...form.provider, [`${type}:${key}`]: String(value) } })}
          />
          <TextRow
            id="kes-replicas"
            label={strings.encryption.replicas}
            required
            type="number"
            value={form.replicas}
            problem={problems.replicas}
            onChange={(replicas) => patch({ replicas })}
          />
          <Title headingLevel="h3">{strings.configure.securityContext}</Title>
          <SecurityContextFields
            prefix="kes"
            value={form.kesSecurityContext}
            problems={problems}
            onChange={(kesSecurityContext) => patch({ kesSecurityContext })}
          />
          {!form.enableAutoCert && (
            <>
              {pairFields('kesServer', strings.encryption.server)}
              {pairFields('kesClient', strings.encryption.client)}
            </>
          )}
        </>
      )}
    </Form>
  );
}
