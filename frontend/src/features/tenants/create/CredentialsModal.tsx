import {
  Button,
  ClipboardCopy,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  ModalBody,
  ModalFooter,
  ModalHeader,
} from '@patternfly/react-core';
import { DownloadIcon } from '@patternfly/react-icons';
import { css } from '@patternfly/react-styles';
import modalStyles from '@patternfly/react-styles/css/components/ModalBox/modal-box';
import { useImperativeHandle, useState, type Ref } from 'react';
import type { CreateTenantResponse } from '@contract/generated/api';
import { PreparedModal } from '@frontend/shared/components/PreparedModal';
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

/** What the modal holds before a tenant is created: the shape of the usual answer (one user), with no text. */
const PREPARED: CreatedTenant = {
  tenant: '',
  answer: { console: [{ access_key: '', secret_key: '' }], externalIDP: false },
};

/**
 * The success modal (spec 03 §2): the generated credentials, shown once, with a download; closing resets the wizard.
 *
 * It keeps what it shows itself and is opened through `opener`, so Create's answer renders this modal and, of the
 * wizard, only its footer's buttons; the footer keeps its height under the modal (the wizard is left when the modal
 * closes), so the page is not laid out again in the modal's frame.
 *
 * Drawn with the wizard, hidden, in the shape of the usual answer (a {@link PreparedModal}): the answer fills in its
 * text and makes it visible, so the frame the person waits for does not style and lay out a new dialog. The title is
 * a plain heading rather than `ModalHeader`'s `title`, whose truncation check reads the heading's width in a layout
 * effect and so lays out the whole page inside the answer's render. The keys are shown as text with a copy button
 * (`inline-compact`), not in read-only inputs: setting an input's value lays the page out at once, twice in the
 * answer's render. Closed again, it holds no credentials.
 */
export function CredentialsModal(props: { readonly opener: Ref<CredentialsOpener>; readonly onClose: () => void }) {
  const [created, setCreated] = useState<CreatedTenant>();
  useImperativeHandle(props.opener, () => ({ open: setCreated }), []);
  const close = () => {
    setCreated(undefined);
    props.onClose();
  };
  return (
    <PreparedModal isOpen={created !== undefined} onClose={close} titleId={TITLE_ID} data-test="tenant-credentials">
      <CredentialsContent {...(created ?? PREPARED)} onClose={close} />
    </PreparedModal>
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
              // By place, not by key: the prepared modal's empty user becomes the first created one in place.
              <DescriptionList key={index} isHorizontal className="pf-v6-u-mb-md">
                <DescriptionListGroup>
                  <DescriptionListTerm>{strings.credentials.accessKey}</DescriptionListTerm>
                  <DescriptionListDescription>
                    <ClipboardCopy
                      variant="inline-compact"
                      isCode
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
                      variant="inline-compact"
                      isCode
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
