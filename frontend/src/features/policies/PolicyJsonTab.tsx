import { ActionGroup, Button, Form } from '@patternfly/react-core';
import { useState } from 'react';
import { PolicyDocumentEditor } from '../../shared/components/PolicyDocumentEditor';
import { formatPolicyDocument, policyDocumentProblem } from '../../shared/components/policy-document.rules';
import { useCan } from '../../shared/hooks/useCan';
import { useNotify } from '../../shared/messages/useNotify';
import { policiesStrings as strings } from './policies.strings';
import { useSavePolicy } from './policies.queries';

/** JSON: the raw document, editable with Clear and Save when the session may change policies. */
export function PolicyJsonTab({ name, document }: { name: string; document: string }) {
  const [text, setText] = useState(() => formatPolicyDocument(document));
  const save = useSavePolicy();
  const notify = useNotify();
  const mayEdit = useCan()('admin:CreatePolicy');
  const canSave = mayEdit && !save.isPending && text.trim() !== '' && policyDocumentProblem(text) === undefined;

  const submit = () =>
    save.mutate(
      { name, policy: text },
      { onSuccess: () => notify.showMessage(strings.updated), onError: (error) => notify.showError(error) },
    );
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) submit();
      }}
    >
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
