import { ActionGroup, Bullseye, Button, FlexItem, Form, Spinner, Switch, Title } from '@patternfly/react-core';
import { useState } from 'react';
import { ConfirmModal } from '@frontend/shared/components/ConfirmModal';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { InlineLoadError } from '../InlineLoadError';
import type { TenantRef } from '../tenant.queries';
import { InstalledCertificates } from './InstalledCertificates';
import { RepeatedRows } from './RepeatedRows';
import { CERTIFICATE_EXTENSIONS, KEY_EXTENSIONS, PemFileField } from './PemFileField';
import { initialForm, toRequest, type SecurityForm } from './security-form';
import { useTenantSecurity, useUpdateTenantSecurity, type TenantSecurity } from './security.queries';
import { securityStrings as strings } from './security.strings';

/** Security (spec 03 §2): auto-cert, custom certificates and CAs, saved after a 'Save and Restart' confirmation. */
export function SecurityTab({ tenant }: { tenant: TenantRef }) {
  const security = useTenantSecurity(tenant);
  if (security.error) {
    return <InlineLoadError title={strings.loadFailed} error={security.error} data-test="security-load-failed" />;
  }
  if (!security.data) {
    return (
      <Bullseye>
        <Spinner aria-label={strings.loading} />
      </Bullseye>
    );
  }
  // Remounted with each answer, so that a save (or a refresh) starts from what the tenant now has.
  return <SecurityEditor key={JSON.stringify(security.data)} tenant={tenant} security={security.data} />;
}

function SecurityEditor({ tenant, security }: { tenant: TenantRef; security: TenantSecurity }) {
  const [form, setForm] = useState<SecurityForm>(() => initialForm(security));
  const [confirming, setConfirming] = useState(false);
  const save = useUpdateTenantSecurity(tenant);
  const notify = useNotify();
  const change = (patch: Partial<SecurityForm>) => setForm((current) => ({ ...current, ...patch }));
  const shown = (list: TenantSecurity['customCertificates']['minio']) =>
    (list ?? []).filter((certificate) => !form.toDelete.includes(certificate.name));
  const markDeleted = (name: string) => change({ toDelete: [...form.toDelete, name] });

  const restart = () =>
    save.mutate(toRequest(form, security), {
      onSuccess: () => {
        notify.showMessage(strings.saved);
        setConfirming(false);
      },
      onError: (error) => notify.showModalError(error),
    });

  return (
    <Form onSubmit={(event) => event.preventDefault()} data-test="security-tab">
      <Switch
        id="security-auto-cert"
        label={strings.autoCert}
        isChecked={form.autoCert}
        onChange={(_event, on) => change({ autoCert: on })}
        data-test="security-auto-cert"
      />
      <Switch
        id="security-custom"
        label={strings.custom}
        isChecked={form.custom}
        onChange={(_event, on) => change({ custom: on })}
        data-test="security-custom"
      />
      {form.custom && (
        <>
          <Title headingLevel="h3" size="md">
            {strings.minioCertificates}
          </Title>
          <InstalledCertificates
            title={strings.existing}
            certificates={shown(security.customCertificates.minio)}
            onDelete={markDeleted}
            data-test="installed-certificates"
          />
          <RepeatedRows
            rows={form.pairs}
            onChange={(pairs) => change({ pairs })}
            emptyRow={{ crt: '', key: '' }}
            removeLabel={strings.removePair}
            addLabel={strings.addPair}
            rowTestId="certificate-pair"
            addTestId="add-certificate"
          >
            {(pair, index, update) => (
              <>
                <FlexItem grow={{ default: 'grow' }}>
                  <PemFileField
                    id={`certificate-file-${index}`}
                    label={strings.certificateFile}
                    extensions={CERTIFICATE_EXTENSIONS}
                    value={pair.crt}
                    onChange={(crt) => update({ ...pair, crt })}
                  />
                </FlexItem>
                <FlexItem grow={{ default: 'grow' }}>
                  <PemFileField
                    id={`key-file-${index}`}
                    label={strings.keyFile}
                    extensions={KEY_EXTENSIONS}
                    value={pair.key}
                    onChange={(key) => update({ ...pair, key })}
                  />
                </FlexItem>
              </>
            )}
          </RepeatedRows>
          <Title headingLevel="h3" size="md">
            {strings.caCertificates}
          </Title>
          <InstalledCertificates
            title={strings.existing}
            certificates={shown(security.customCertificates.minioCAs)}
            onDelete={markDeleted}
            data-test="installed-cas"
          />
          <RepeatedRows
            rows={form.cas}
            onChange={(cas) => change({ cas })}
            emptyRow=""
            removeLabel={strings.removeCa}
            addLabel={strings.addCa}
            rowTestId="ca"
            addTestId="add-ca"
          >
            {(ca, index, update) => (
              <FlexItem grow={{ default: 'grow' }}>
                <PemFileField
                  id={`ca-file-${index}`}
                  label={strings.caFile}
                  extensions={CERTIFICATE_EXTENSIONS}
                  value={ca}
                  onChange={update}
                />
              </FlexItem>
            )}
          </RepeatedRows>
        </>
      )}
      <ActionGroup>
        <Button variant="primary" onClick={() => setConfirming(true)} data-test="security-save">
          {strings.save}
        </Button>
      </ActionGroup>
      {confirming && (
        <ConfirmModal
          title={strings.confirmTitle}
          confirmLabel={strings.restart}
          onConfirm={restart}
          onClose={() => setConfirming(false)}
          isBusy={save.isPending}
          data-test="security-confirm"
        >
          {strings.confirmText}
        </ConfirmModal>
      )}
    </Form>
  );
}
