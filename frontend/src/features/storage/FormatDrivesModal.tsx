import { Alert, Checkbox, Content, FormGroup, List, ListItem, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import { FormModal } from '@frontend/shared/components/FormModal';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { useFormatDrives, type FormatIssue } from './storage.queries';
import { FORMAT_CONFIRMATION } from './storage-constants';
import { storageStrings } from './storage.strings';

const strings = storageStrings.format;

/**
 * The format confirmation (spec 03 §4, §5): names every drive, and formats only once 'YES, PROCEED' is typed. Drives
 * that could not be formatted come back as issues, shown by the caller.
 */
export function FormatDrivesModal(props: {
  drives: readonly string[];
  onClose: () => void;
  onIssues: (issues: FormatIssue[]) => void;
}) {
  const [typed, setTyped] = useState('');
  const [force, setForce] = useState(false);
  const format = useFormatDrives();
  const notify = useNotify();
  const submit = () =>
    format.mutate(
      { drives: [...props.drives], force },
      {
        onSuccess: ({ formatIssuesList }) => {
          const requested = props.drives.length - formatIssuesList.length;
          if (requested > 0) notify.showMessage(strings.done(requested));
          props.onClose();
          if (formatIssuesList.length > 0) props.onIssues(formatIssuesList);
        },
        onError: (error) => notify.showModalError(error),
      },
    );
  return (
    <FormModal
      title={strings.title}
      onClose={props.onClose}
      onSubmit={submit}
      submitLabel={strings.confirm}
      submitVariant="danger"
      canSubmit={typed === FORMAT_CONFIRMATION}
      isBusy={format.isPending}
      data-test="format-drives-modal"
    >
      <Alert variant="warning" isInline isPlain title={strings.warning} />
      <Content component="p">{strings.intro(props.drives.length)}</Content>
      <List data-test="format-drive-names">
        {props.drives.map((drive) => (
          <ListItem key={drive}>{drive}</ListItem>
        ))}
      </List>
      <Checkbox
        id="format-force"
        label={strings.force}
        isChecked={force}
        onChange={(_event, on) => setForce(on)}
        data-test="format-force"
      />
      <FormGroup label={strings.confirmLabel(FORMAT_CONFIRMATION)} fieldId="format-confirmation" isRequired>
        <TextInput
          id="format-confirmation"
          value={typed}
          onChange={(_event, value) => setTyped(value)}
          autoComplete="off"
          data-test="format-confirmation"
        />
      </FormGroup>
    </FormModal>
  );
}
