import {
  Alert,
  Button,
  ClipboardCopy,
  FormGroup,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Stack,
} from '@patternfly/react-core';
import { DownloadIcon } from '@patternfly/react-icons';
import { downloadCredentials } from './credentials-file';
import { serviceAccountsStrings as strings } from './service-accounts.strings';
import type { ServiceAccountCredentials } from './service-accounts.queries';

/** The new service account's keys, shown this once, with a download; Done forgets them. */
export function CredentialsModal({
  credentials,
  onDone,
}: {
  credentials: ServiceAccountCredentials;
  onDone: () => void;
}) {
  return (
    <Modal isOpen variant="medium" onClose={onDone} aria-labelledby="credentials-title" data-test="credentials-modal">
      <ModalHeader title={strings.credentialsTitle} labelId="credentials-title" />
      <ModalBody>
        <Stack hasGutter>
          <Alert variant="warning" isInline isPlain title={strings.credentialsOnce} />
          <Pair label={strings.accessKey} value={credentials.accessKey} id="credentials-access-key" />
          <Pair label={strings.secretKey} value={credentials.secretKey} id="credentials-secret-key" />
          {credentials.console?.map((pair) => (
            <Stack key={pair.accessKey} hasGutter>
              <Pair
                label={`${strings.more}: ${strings.accessKey}`}
                value={pair.accessKey}
                id={`more-${pair.accessKey}`}
              />
              <Pair
                label={`${strings.more}: ${strings.secretKey}`}
                value={pair.secretKey}
                id={`more-secret-${pair.accessKey}`}
              />
            </Stack>
          ))}
        </Stack>
      </ModalBody>
      <ModalFooter>
        <Button variant="primary" onClick={onDone} data-test="credentials-done">
          {strings.done}
        </Button>
        <Button
          variant="secondary"
          icon={<DownloadIcon />}
          onClick={() => downloadCredentials(credentials)}
          data-test="credentials-download"
        >
          {strings.download}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

function Pair({ label, value, id }: { label: string; value: string; id: string }) {
  return (
    <FormGroup label={label} fieldId={id}>
      <ClipboardCopy id={id} isReadOnly hoverTip={strings.copy} clickTip={strings.copied} data-test={id}>
        {value}
      </ClipboardCopy>
    </FormGroup>
  );
}
