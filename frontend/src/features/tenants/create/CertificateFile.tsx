import { Button, FormGroup, InputGroup, InputGroupItem, TextInput } from '@patternfly/react-core';
import { useRef } from 'react';
import { wizardStrings as strings } from './create-tenant.strings';

/** Extensions the pickers accept (spec 03 §5 "Security page"). */
export const CERTIFICATE_EXTENSIONS = '.cer,.crt,.cert,.pem';
export const KEY_EXTENSIONS = '.key,.pem';

/** A file's contents as Base64 (how the contract carries certificate files). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A certificate or key file picker: shows the chosen file's name and hands over its Base64 contents. */
export function CertificateFile(props: {
  readonly id: string;
  readonly label: string;
  readonly accept: string;
  readonly fileName: string;
  readonly onChange: (fileName: string, base64: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <FormGroup label={props.label} fieldId={props.id}>
      <InputGroup>
        <InputGroupItem isFill>
          <TextInput
            id={props.id}
            aria-label={props.label}
            readOnlyVariant="default"
            value={props.fileName || strings.security.noFile}
          />
        </InputGroupItem>
        <InputGroupItem>
          <Button variant="control" onClick={() => input.current?.click()}>
            {strings.security.browse}
          </Button>
        </InputGroupItem>
        <InputGroupItem>
          <Button variant="control" isDisabled={!props.fileName} onClick={() => props.onChange('', '')}>
            {strings.security.clear}
          </Button>
        </InputGroupItem>
      </InputGroup>
      <input
        ref={input}
        type="file"
        hidden
        accept={props.accept}
        data-test={`${props.id}-file`}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (file) props.onChange(file.name, await base64Of(file));
          event.target.value = '';
        }}
      />
    </FormGroup>
  );
}
