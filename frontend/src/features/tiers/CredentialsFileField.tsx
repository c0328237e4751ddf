import { FileUpload, FormGroup } from '@patternfly/react-core';
import { useState } from 'react';
import { FieldMessage } from '@frontend/shared/components/FieldError';
import { tiersStrings as strings } from './tiers.strings';

/** The gcs credentials file (.json): its text goes to `onChange`; the name is shown. */
export function CredentialsFileField(props: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  problem?: string;
}) {
  const [filename, setFilename] = useState('');
  return (
    <FormGroup label={strings.fields.creds} fieldId={props.id} isRequired>
      <FileUpload
        id={props.id}
        type="text"
        value={props.value}
        filename={filename}
        filenamePlaceholder={strings.noFile}
        browseButtonText={strings.chooseFile}
        clearButtonText={strings.clearFile}
        hideDefaultPreview
        dropzoneProps={{ accept: { 'application/json': ['.json'] } }}
        onFileInputChange={(_e, file) => setFilename(file.name)}
        onDataChange={(_e, text) => props.onChange(text)}
        onClearClick={() => {
          setFilename('');
          props.onChange('');
        }}
        data-test={props.id}
      />
      <FieldMessage error={props.value !== '' ? props.problem : undefined} hint={strings.hints.creds} />
    </FormGroup>
  );
}
