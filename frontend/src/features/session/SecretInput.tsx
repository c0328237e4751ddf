import { Button, InputGroup, InputGroupItem, TextInput } from '@patternfly/react-core';
import { EyeIcon, EyeSlashIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { loginStrings } from './login.strings';

interface SecretInputProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly placeholder: string;
  readonly disabled: boolean;
  readonly autoComplete: string;
  readonly 'data-test': string;
}

/** A password-type field with a show/hide switch (an icon button with a label, reachable by keyboard). */
export function SecretInput({ id, value, onChange, placeholder, disabled, autoComplete, ...rest }: SecretInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup>
      <InputGroupItem isFill>
        <TextInput
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(_event, next) => onChange(next)}
          placeholder={placeholder}
          isDisabled={disabled}
          autoComplete={autoComplete}
          isRequired
          data-test={rest['data-test']}
        />
      </InputGroupItem>
      <InputGroupItem>
        <Button
          variant="control"
          aria-label={visible ? loginStrings.hidePassword : loginStrings.showPassword}
          aria-pressed={visible}
          onClick={() => setVisible(!visible)}
          isDisabled={disabled}
          icon={visible ? <EyeSlashIcon /> : <EyeIcon />}
        />
      </InputGroupItem>
    </InputGroup>
  );
}
