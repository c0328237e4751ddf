import { Alert, Bullseye, Spinner } from '@patternfly/react-core';
import { useState } from 'react';
import { describeError } from '@frontend/api/api-error';
import { FormModal } from '@frontend/shared/components/FormModal';
import { PolicyDocumentEditor } from '@frontend/shared/components/PolicyDocumentEditor';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { tenantDetailStrings } from '../tenant-detail.strings';
import { useTenantYaml, useUpdateTenantYaml, type TenantRef } from '../tenant.queries';
import { yamlProblem } from './yaml.rules';

const strings = tenantDetailStrings.yaml;

/**
 * Edit YAML (spec 03 §2): the Tenant resource as the backend gives it, checked as it is typed (in the browser, so it
 * works offline); a syntax error or the API server's refusal of the update is explained inside the dialog.
 */
export function EditTenantYamlModal({ tenant, onClose }: { tenant: TenantRef; onClose: () => void }) {
  const loaded = useTenantYaml(tenant);
  const update = useUpdateTenantYaml(tenant);
  const notify = useNotify();
  const [edited, setEdited] = useState<string>();
  const text = edited ?? loaded.data ?? '';
  const problem = text.trim() === '' ? undefined : yamlProblem(text);
  const save = () =>
    update.mutate(text, {
      onSuccess: () => {
        notify.showMessage(strings.saved);
        onClose();
      },
      onError: (error) => notify.showModalError(error),
    });
  return (
    <FormModal
      title={strings.title}
      onClose={onClose}
      onSubmit={save}
      canSubmit={loaded.isSuccess && text.trim() !== '' && problem === undefined}
      isBusy={update.isPending}
      data-test="tenant-yaml-modal"
    >
      {loaded.isPending && (
        <Bullseye>
          <Spinner aria-label={strings.loading} />
        </Bullseye>
      )}
      {loaded.error && (
        <Alert variant="danger" isInline title={strings.loadFailed} data-test="tenant-yaml-load-failed">
          {describeError(loaded.error).message}
        </Alert>
      )}
      {loaded.isSuccess && (
        <PolicyDocumentEditor
          id="tenant-yaml"
          label={strings.label}
          value={text}
          onChange={setEdited}
          problemOf={yamlProblem}
          language="text"
          hint={strings.hint}
          rows={18}
          isDisabled={update.isPending}
          data-test="tenant-yaml-editor"
        />
      )}
    </FormModal>
  );
}
