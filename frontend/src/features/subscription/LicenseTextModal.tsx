import { Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from '@patternfly/react-core';
import { useEffect, useState } from 'react';
import { subscriptionStrings as strings } from './subscription.strings';

/** 'Read more': the full GNU AGPL v3 text, loaded when the dialog opens (it is 34 kB). */
export function LicenseTextModal({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState<string>();
  useEffect(() => {
    let live = true;
    void import('./agpl-3.0.text').then((m) => live && setText(m.AGPL_V3_TEXT));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Modal isOpen onClose={onClose} variant="large" aria-labelledby="license-text-title" data-test="license-text-modal">
      <ModalHeader title={strings.openSource.dialogTitle} labelId="license-text-title" />
      <ModalBody tabIndex={0}>
        {text === undefined ? (
          <Spinner size="lg" aria-label={strings.openSource.loading} />
        ) : (
          // The licence keeps its own line breaks and indentation.
          <pre className="pf-v6-u-font-size-sm" style={{ whiteSpace: 'pre-wrap' }} data-test="license-text">
            {text}
          </pre>
        )}
      </ModalBody>
      <ModalFooter>
        <Button variant="primary" onClick={onClose} data-test="license-text-close">
          {strings.openSource.close}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
