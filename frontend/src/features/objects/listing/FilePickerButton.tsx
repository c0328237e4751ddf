import { Button, type ButtonProps } from '@patternfly/react-core';
import { useRef, type ReactNode } from 'react';

/**
 * A button that opens the browser's file picker: several files, or with `folder` a whole folder (`webkitdirectory`,
 * each file keeping its path inside it). The hidden input carries `${data-test}-input` for tests.
 */
export function FilePickerButton(props: {
  label: ReactNode;
  icon: ReactNode;
  variant: ButtonProps['variant'];
  folder?: boolean;
  isDisabled: boolean;
  onFiles: (files: FileList | null) => void;
  'data-test': string;
}) {
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <>
      <Button
        variant={props.variant}
        icon={props.icon}
        onClick={() => input.current?.click()}
        isDisabled={props.isDisabled}
        data-test={props['data-test']}
      >
        {props.label}
      </Button>
      <input
        ref={(element) => {
          input.current = element;
          // React has no typed prop for it; it makes the picker choose a folder.
          if (props.folder) element?.setAttribute('webkitdirectory', '');
        }}
        type="file"
        multiple
        hidden
        onChange={(event) => {
          props.onFiles(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
        data-test={`${props['data-test']}-input`}
      />
    </>
  );
}
