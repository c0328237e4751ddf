import {
  Alert,
  Button,
  ClipboardCopy,
  FormGroup,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
} from '@patternfly/react-core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api, call } from '@frontend/api/client';
import { describeError } from '@frontend/api/api-error';
import { DIALOG_MAX_WIDTH_PX } from '@frontend/shared/components/FormModal';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { displayName, encodeKey } from '../common/object-path';
import { objectsStrings } from '../objects.strings';

const strings = objectsStrings.inspect;

interface Inspection {
  readonly key: string;
  readonly fileName: string;
  readonly href: string;
}

/** The plain `filename="…"` of a Content-Disposition answer. */
function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Saves a blob URL under a name, as a download link click would. */
function save(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
}

/**
 * Inspect (MinIO Console v1.7.6): MinIO gathers the object's xl.meta from every drive and encrypts it with a fresh
 * key; the file is saved at once and the key is shown here, once (the server keeps neither).
 */
export function InspectModal(props: { bucket: string; objectKey: string; onClose: () => void }) {
  const { showMessage } = useNotify();
  const [done, setDone] = useState<Inspection>();
  // MinIO may answer after the dialog closed: then no blob URL is made (nothing would revoke it) and nothing is saved
  // (the key that opens the file is never shown).
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  const inspect = useMutation({
    mutationFn: async () => {
      const answer = await api().GET('/api/v1/buckets/{bucket}/objects/inspect', {
        params: { path: { bucket: props.bucket }, query: { prefix: encodeKey(props.objectKey) } },
        parseAs: 'blob',
      });
      const blob = await call(Promise.resolve(answer));
      const fileName = fileNameOf(answer.response.headers.get('Content-Disposition'), 'inspect.enc');
      return { key: answer.response.headers.get('X-Inspect-Key') ?? '', fileName, blob };
    },
    onSuccess: ({ key, fileName, blob }) => {
      if (!open.current) return;
      const inspection: Inspection = { key, fileName, href: URL.createObjectURL(blob) };
      setDone(inspection);
      save(inspection.href, inspection.fileName);
    },
  });
  useEffect(
    () => () => {
      if (done) URL.revokeObjectURL(done.href);
    },
    [done],
  );
  return (
    <Modal
      isOpen
      onClose={props.onClose}
      variant="medium"
      style={{ maxWidth: DIALOG_MAX_WIDTH_PX }}
      aria-labelledby="inspect-title"
      data-test="inspect-modal"
    >
      <ModalHeader title={strings.title} labelId="inspect-title" description={displayName(props.objectKey)} />
      <ModalBody>
        <p className="pf-v6-u-mb-md">{strings.intro}</p>
        {inspect.isError && (
          <Alert
            variant="danger"
            isInline
            title={describeError(inspect.error).message}
            className="pf-v6-u-mb-md"
            data-test="inspect-error"
          >
            {describeError(inspect.error).detailedMessage}
          </Alert>
        )}
        {done && (
          <>
            <Alert variant="warning" isInline title={strings.keyWarning} className="pf-v6-u-mb-md" />
            <FormGroup label={strings.keyLabel} fieldId="inspect-key">
              <ClipboardCopy
                isReadOnly
                hoverTip={strings.copy}
                clickTip={strings.copied}
                onCopy={() => {
                  void navigator.clipboard?.writeText(done.key).catch(() => undefined);
                  showMessage(strings.copied);
                }}
                data-test="inspect-key"
              >
                {done.key}
              </ClipboardCopy>
            </FormGroup>
            <Button
              variant="link"
              isInline
              className="pf-v6-u-mt-sm"
              onClick={() => save(done.href, done.fileName)}
              data-test="inspect-save-again"
            >
              {strings.saveAgain(done.fileName)}
            </Button>
          </>
        )}
      </ModalBody>
      <ModalFooter>
        {!done && (
          <Button
            onClick={() => inspect.mutate()}
            isLoading={inspect.isPending}
            isDisabled={inspect.isPending}
            data-test="inspect-start"
          >
            {inspect.isPending ? strings.working : strings.start}
          </Button>
        )}
        <Button variant="link" onClick={props.onClose} data-test="inspect-close">
          {strings.close}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
