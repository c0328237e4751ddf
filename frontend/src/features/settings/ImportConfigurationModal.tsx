import { Alert, FileUpload, FormGroup } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { useState } from 'react';
import { FieldMessage } from '@frontend/shared/components/FieldError';
import { FormModal } from '@frontend/shared/components/FormModal';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { useImportConfiguration, usePreviewImport } from './settings.queries';
import { settingsStrings } from './settings.strings';

const strings = settingsStrings.transfer;

/**
 * Import of a whole configuration: choose a file, see what it changes (the server compares it with the stored
 * configuration; a malformed file is refused with its first bad line), then import. The import applies at the next
 * restart, so the restart bar appears.
 */
export function ImportConfigurationModal({ onClose }: { onClose: () => void }) {
  const notify = useNotify();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState('');
  const preview = usePreviewImport();
  const doImport = useImportConfiguration();
  const changes = preview.data?.changes;

  const load = (name: string, content: string) => {
    setFileName(name);
    setText(content);
    preview.reset();
    notify.clearModalError();
    if (content.trim()) preview.mutate(content, { onError: notify.showModalError });
  };
  const submit = () =>
    doImport.mutate(text, {
      onSuccess: () => {
        notify.showMessage(strings.imported);
        onClose();
      },
      onError: notify.showModalError,
    });

  return (
    <FormModal
      title={strings.importTitle}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={strings.confirm}
      canSubmit={changes !== undefined && changes.length > 0 && !doImport.isPending}
      isBusy={doImport.isPending || preview.isPending}
      data-test="import-config-modal"
    >
      <FormGroup label={strings.fileLabel} fieldId="import-config-file">
        <FileUpload
          id="import-config-file"
          type="text"
          value={text}
          filename={fileName}
          browseButtonText={strings.browse}
          clearButtonText={strings.clear}
          onFileInputChange={(_e, file) => void file.text().then((content) => load(file.name, content))}
          onClearClick={() => load('', '')}
          isReadOnly
          isLoading={preview.isPending}
          data-test="import-config-file"
        />
        <FieldMessage hint={strings.fileHint} />
      </FormGroup>
      {changes && changes.length === 0 && (
        <Alert variant="info" isInline isPlain title={strings.noChanges} data-test="import-no-changes" />
      )}
      {changes && changes.length > 0 && (
        <>
          <Alert variant="warning" isInline title={strings.changesTitle(changes.length)} data-test="import-changes">
            {strings.replaceWarning}
          </Alert>
          <Table variant="compact" aria-label={strings.changesTitle(changes.length)} data-test="import-changes-table">
            <Thead>
              <Tr>
                <Th>{strings.columns.target}</Th>
                <Th>{strings.columns.key}</Th>
                <Th>{strings.columns.current}</Th>
                <Th>{strings.columns.imported}</Th>
              </Tr>
            </Thead>
            <Tbody>
              {changes.map((change) => (
                <Tr key={`${change.target} ${change.key}`}>
                  <Td dataLabel={strings.columns.target}>{change.target}</Td>
                  <Td dataLabel={strings.columns.key}>{change.key}</Td>
                  <Td dataLabel={strings.columns.current} modifier="breakWord">
                    {change.current || strings.unset}
                  </Td>
                  <Td dataLabel={strings.columns.imported} modifier="breakWord">
                    {change.imported || strings.unset}
                  </Td>
                </Tr>
              ))}
            </Tbody>
          </Table>
        </>
      )}
    </FormModal>
  );
}
