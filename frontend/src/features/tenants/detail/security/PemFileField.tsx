import { FileUpload, FormGroup } from '@patternfly/react-core';
import { useState } from 'react';
import { securityStrings as strings } from './security.strings';

/** File name extensions the pickers accept (spec 03 §2, §5). */
export const CERTIFICATE_EXTENSIONS = ['.cer', '.crt', '.cert', '.pem'];
export const KEY_EXTENSIONS = ['.key', '.pem'];

/** A certificate or key file picker: the file's text goes to `onChange`; its name is shown. */
export function PemFileField(props: {
  id: string;
  label: string;
  extensions: readonly string[];
  value: string;
  onChange: (text: string) => void;
}) {
  const [filename, setFilename] = useState('');
  return (
    <FormGroup label={props.label} fieldId={props.id}>
      <FileUpload
        id={props.id}
        type="text"
        value={props.value}
        filename={filename}
        filenamePlaceholder={strings.noFile}
        browseButtonText={strings.chooseFile}
        clearButtonText={strings.clearFile}
        hideDefaultPreview
        dropzoneProps={{ accept: { 'application/x-pem-file': [...props.extensions] } }}
        onFileInputChange={(_event, file) => setFilename(file.name)}
        onDataChange={(_event, text) => props.onChange(text)}
        onClearClick={() => {
          setFilename('');
          props.onChange('');
        }}
        data-test={props.id}
      />
    </FormGroup>
  );
}
