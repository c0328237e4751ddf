import {
  Button,
  ClipboardCopy,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
} from '@patternfly/react-core';
import { DownloadIcon } from '@patternfly/react-icons';
import { css } from '@patternfly/react-styles';
import modalStyles from '@patternfly/react-styles/css/components/ModalBox/modal-box';
import { useImperativeHandle, useLayoutEffect, useState, type Ref } from 'react';
import type { CreateTenantResponse } from '@contract/generated/api';
import { wizardStrings as strings } from './create-tenant.strings';

/** Offers the credentials as a JSON file, the way a browser saves a download. */
function download(tenant: string, answer: CreateTenantResponse) {
  const blob = new Blob([JSON.stringify({ tenant, console: answer.console }, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = strings.credentials.fileName(tenant);
  link.click();
  URL.revokeObjectURL(url);
}

const TITLE_ID = 'tenant-credentials-title';

/** A created tenant and the server's answer: what the success modal shows. */
export interface CreatedTenant {
  readonly tenant: string;
  readonly answer: CreateTenantResponse;
}

/** Opens the success modal with a created tenant's credentials. */
export interface CredentialsOpener {
  open(created: CreatedTenant): void;
}

/**
 * The success modal (spec 03 §2): the generated credentials, shown once, with a download; closing resets the wizard.
 *
 * It keeps what it shows itself and is opened through `opener`, so Create's answer renders this modal and, of the
 * wizard, only its footer's buttons; the footer keeps its height under the modal (the wizard is left when the modal
 * closes), so the page is not laid out again in the modal's frame.
 *
 * Mounted with the wizard, so the answer only fills it in: PatternFly's Modal renders nothing
 * on its first mount and itself again once mounted, which would otherwise come after the answer. The title is a
 * plain heading rather than `ModalHeader`'s `title`, whose truncation check reads the heading's width in a layout
 * effect and so lays out the whole page inside the answer's render (the page is laid out for the paint anyway).
 */
export function CredentialsModal(props: { readonly opener: Ref<CredentialsOpener>; readonly onClose: () => void }) {
  const [created, setCreated] = useState<CreatedTenant>();
  useImperativeHandle(props.opener, () => ({ open: setCreated }), []);
  const close = () => {
    setCreated(undefined);
    props.onClose();
  };
  // The focus goes where PatternFly's focus trap would put it (the dialog's first control, its close button), but in
  // the commit that opens the modal, so the modal's first frame already shows it. The trap focuses only after that
  // frame, in a timer: a second restyle of the page and a second frame. Here, after the Modal's own effects (a
  // parent's layout effect runs after its children's), so the page is laid out once, with the Modal's body class.
  useLayoutEffect(() => {
    if (created) document.getElementById(TITLE_ID)?.closest('[role="dialog"]')?.querySelector('button')?.focus();
  }, [created]);
  return (
    <Modal
      isOpen={created !== undefined}
      variant="medium"
      onClose={close}
      aria-labelledby={TITLE_ID}
      data-test="tenant-credentials"
    >
      {created && <CredentialsContent {...created} onClose={close} />}
    </Modal>
  );
}

function CredentialsContent(props: CreatedTenant & { readonly onClose: () => void }) {
  const { answer, tenant } = props;
  return (
    <>
      <ModalHeader>
        <h1 id={TITLE_ID} className={css(modalStyles.modalBoxTitle)}>
          <span className={css(modalStyles.modalBoxTitleText)}>{strings.credentials.title}</span>
        </h1>
      </ModalHeader>
      <ModalBody>
        {answer.externalIDP || answer.console.length === 0 ? (
          <p>{strings.credentials.externalIdp}</p>
        ) : (
          <>
            <p className="pf-v6-u-mb-md">{strings.credentials.body}</p>
            {answer.console.map((user, index) => (
              <DescriptionList key={user.access_key} isHorizontal className="pf-v6-u-mb-md">
                <DescriptionListGroup>
                  <DescriptionListTerm>{strings.credentials.accessKey}</DescriptionListTerm>
                  <DescriptionListDescription>
                    <ClipboardCopy
                      isReadOnly
                      hoverTip={strings.credentials.copy}
                      clickTip={strings.credentials.copied}
                      data-test={`credential-access-${index}`}
                    >
                      {user.access_key}
                    </ClipboardCopy>
                  </DescriptionListDescription>
                </DescriptionListGroup>
                <DescriptionListGroup>
                  <DescriptionListTerm>{strings.credentials.secretKey}</DescriptionListTerm>
                  <DescriptionListDescription>
                    <ClipboardCopy
                      isReadOnly
                      hoverTip={strings.credentials.copy}
                      clickTip={strings.credentials.copied}
                      data-test={`credential-secret-${index}`}
                    >
                      {user.secret_key}
                    </ClipboardCopy>
                  </DescriptionListDescription>
                </DescriptionListGroup>
              </DescriptionList>
            ))}
          </>
        )}
      </ModalBody>
      <ModalFooter>
        {answer.console.length > 0 && (
          <Button
            variant="secondary"
            icon={<DownloadIcon />}
            data-test="download-credentials"
            onClick={() => download(tenant, answer)}
          >
            {strings.credentials.download}
          </Button>
        )}
        <Button variant="primary" data-test="credentials-done" onClick={props.onClose}>
          {strings.credentials.done}
        </Button>
      </ModalFooter>
    </>
  );
}
