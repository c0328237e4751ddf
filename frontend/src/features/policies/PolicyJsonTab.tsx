import { ActionGroup, Alert, AlertActionLink, Button, Form } from '@patternfly/react-core';
import { useState } from 'react';
import { ApiRequestError } from '../../api/api-error';
import { PolicyDocumentEditor } from '../../shared/components/PolicyDocumentEditor';
import { formatPolicyDocument, policyDocumentProblem } from '../../shared/components/policy-document.rules';
import { useCan } from '../../shared/hooks/useCan';
import { useNotify } from '../../shared/messages/useNotify';
import { policiesStrings as strings } from './policies.strings';
import { usePolicy, useSavePolicy } from './policies.queries';

/** The document as MinIO keeps it and when MinIO last changed it (absent for built-in policies). */
interface PolicyVersion {
  readonly policy: string;
  readonly updatedAt?: string;
}

/**
 * JSON: the raw document, editable with Clear and Save when the session may change policies. A save names the
 * version it started from, so a change made meanwhile elsewhere (another tab, another administrator) is reported as
 * a conflict instead of being overwritten; the text typed here stays until the user loads the saved version, while
 * text not edited here follows a newer version as it arrives (Refresh).
 */
export function PolicyJsonTab({ name, saved }: { name: string; saved: PolicyVersion }) {
  const [text, setText] = useState(() => formatPolicyDocument(saved.policy));
  const [base, setBase] = useState(saved.updatedAt);
  // The version the text started from. A newer one (Refresh, another tab's save) replaces the text while it is
  // unedited; typed text stays, and its save reports the conflict.
  const [origin, setOrigin] = useState(saved);
  if (saved.policy !== origin.policy || saved.updatedAt !== origin.updatedAt) {
    setOrigin(saved);
    if (text === formatPolicyDocument(origin.policy)) {
      setText(formatPolicyDocument(saved.policy));
      setBase(saved.updatedAt);
    }
  }
  const [conflict, setConflict] = useState<ApiRequestError>();
  const save = useSavePolicy();
  const current = usePolicy(name);
  const notify = useNotify();
  const mayEdit = useCan()('admin:CreatePolicy');
  const canSave = mayEdit && !save.isPending && text.trim() !== '' && policyDocumentProblem(text) === undefined;

  const submit = () =>
    save.mutate(
      { name, policy: text, ...(base !== undefined ? { ifUpdatedAt: base } : {}) },
      {
        onSuccess: (answer) => {
          setBase(answer.updatedAt);
          setConflict(undefined);
          notify.showMessage(strings.updated);
        },
        onError: (error) =>
          error instanceof ApiRequestError && error.status === 409 ? setConflict(error) : notify.showError(error),
      },
    );
  const loadSaved = async () => {
    const fresh = await current.refetch();
    if (!fresh.data) return;
    setText(formatPolicyDocument(fresh.data.policy));
    setBase(fresh.data.updatedAt);
    setConflict(undefined);
  };
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) submit();
      }}
    >
      {conflict && (
        <Alert
          variant="warning"
          isInline
          title={conflict.message}
          actionLinks={
            <AlertActionLink onClick={() => void loadSaved()} data-test="policy-load-saved">
              {strings.loadSavedVersion}
            </AlertActionLink>
          }
          data-test="policy-conflict"
        >
          {conflict.detailedMessage}
        </Alert>
      )}
      <PolicyDocumentEditor
        id="policy-json"
        label={strings.tabs.json}
        value={text}
        onChange={setText}
        isDisabled={!mayEdit}
        hint={mayEdit ? undefined : strings.readOnlyHint}
        rows={22}
      />
      {mayEdit && (
        <ActionGroup>
          <Button type="submit" isDisabled={!canSave} isLoading={save.isPending} data-test="policy-json-save">
            {strings.save}
          </Button>
          <Button variant="secondary" onClick={() => setText('')} data-test="policy-json-clear">
            {strings.clear}
          </Button>
        </ActionGroup>
      )}
    </Form>
  );
}
