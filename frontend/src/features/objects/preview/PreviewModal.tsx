import { Modal, ModalBody, ModalHeader } from '@patternfly/react-core';
import { displayName } from '../common/object-path';
import { objectsStrings as strings } from '../objects.strings';
import { PreviewFrame } from './PreviewFrame';

/** The Preview modal of a listing row. */
export function PreviewModal(props: { bucket: string; objectKey: string; onClose: () => void }) {
  return (
    <Modal isOpen onClose={props.onClose} variant="large" aria-labelledby="preview-title" data-test="preview-modal">
      <ModalHeader title={strings.preview.title(displayName(props.objectKey))} labelId="preview-title" />
      <ModalBody>
        <PreviewFrame bucket={props.bucket} objectKey={props.objectKey} />
      </ModalBody>
    </Modal>
  );
}
