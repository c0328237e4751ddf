import { Form, Title } from '@patternfly/react-core';
import { wizardStrings as strings } from '../create-tenant.strings';
import type { WizardForm } from '../wizard-form';
import { SecurityContextFields, SwitchRow, TextRow } from '../WizardControls';
import { StorageClassField } from '../StorageClassField';
import type { StepProps } from './step-props';

/** Configure (spec 03 §3): exposed services, and the security contexts and storage of the tenant's side services. */
export function ConfigureStep({
  form,
  patch,
  problems,
  storageClasses,
  storageClassesUnreadable,
}: StepProps & { readonly storageClasses: readonly string[] | undefined; readonly storageClassesUnreadable?: string }) {
  const storage = (prefix: 'logSearch' | 'prometheus') => {
    const classKey = `${prefix}StorageClass` as const;
    const sizeKey = `${prefix}VolumeSize` as const;
    return (
      <>
        <StorageClassField
          id={`${prefix}-storage-class`}
          label={strings.configure.storageClass}
          required
          allowEmpty
          isDisabled={false}
          value={form[classKey]}
          choices={storageClasses}
          unreadable={storageClassesUnreadable}
          problem={problems[`${prefix}.storageClass`]}
          onChange={(value) => patch({ [classKey]: value } as Partial<WizardForm>)}
        />
        <TextRow
          id={`${prefix}-volume-size`}
          label={strings.configure.volumeSize}
          required
          type="decimal"
          value={form[sizeKey]}
          problem={problems[`${prefix}.volumeSize`]}
          onChange={(value) => patch({ [sizeKey]: value } as Partial<WizardForm>)}
        />
      </>
    );
  };
  return (
    <Form onSubmit={(event) => event.preventDefault()}>
      <Title headingLevel="h2">{strings.configure.expose}</Title>
      <SwitchRow
        id="expose-minio"
        label={strings.configure.exposeMinIO}
        checked={form.exposeMinIO}
        onChange={(exposeMinIO) => patch({ exposeMinIO })}
      />
      <SwitchRow
        id="expose-console"
        label={strings.configure.exposeConsole}
        checked={form.exposeConsole}
        onChange={(exposeConsole) => patch({ exposeConsole })}
      />

      <SwitchRow
        id="tenant-custom"
        label={strings.configure.tenantCustom}
        checked={form.tenantCustom}
        onChange={(tenantCustom) => patch({ tenantCustom })}
      />
      {form.tenantCustom && (
        <SecurityContextFields
          prefix="tenant"
          value={form.tenantSecurityContext}
          problems={problems}
          onChange={(tenantSecurityContext) => patch({ tenantSecurityContext })}
        />
      )}

      <SwitchRow
        id="log-search-custom"
        label={strings.configure.logSearchCustom}
        checked={form.logSearchCustom}
        onChange={(logSearchCustom) => patch({ logSearchCustom })}
      />
      {form.logSearchCustom && (
        <>
          {storage('logSearch')}
          <Title headingLevel="h3">{strings.configure.securityContext}</Title>
          <SecurityContextFields
            prefix="logSearch"
            value={form.logSearchSecurityContext}
            problems={problems}
            onChange={(logSearchSecurityContext) => patch({ logSearchSecurityContext })}
          />
          <Title headingLevel="h3">{strings.configure.postgres}</Title>
          <SecurityContextFields
            prefix="logSearchPostgres"
            value={form.logSearchPostgresSecurityContext}
            problems={problems}
            onChange={(logSearchPostgresSecurityContext) => patch({ logSearchPostgresSecurityContext })}
          />
        </>
      )}

      <SwitchRow
        id="prometheus-custom"
        label={strings.configure.prometheusCustom}
        checked={form.prometheusCustom}
        onChange={(prometheusCustom) => patch({ prometheusCustom })}
      />
      {form.prometheusCustom && (
        <>
          {storage('prometheus')}
          <Title headingLevel="h3">{strings.configure.securityContext}</Title>
          <SecurityContextFields
            prefix="prometheus"
            value={form.prometheusSecurityContext}
            problems={problems}
            onChange={(prometheusSecurityContext) => patch({ prometheusSecurityContext })}
          />
        </>
      )}
    </Form>
  );
}
