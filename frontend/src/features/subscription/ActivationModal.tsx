import {
  Alert,
  Button,
  Form,
  FormGroup,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  TextArea,
  TextInput,
  Title,
} from '@patternfly/react-core';
import { ExternalLinkAltIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { ApiRequestError } from '@frontend/api/api-error';
import { ModalErrorBanner } from '@frontend/shared/messages/ModalErrorBanner';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { PROVIDER_LINKS, withReference } from './provider-links';
import { useActivateSubscription, type ValidateSubscriptionRequest } from './subscription.queries';
import { subscriptionStrings as strings } from './subscription.strings';

const a = strings.activation;

/**
 * The activation dialog (spec 03 §2): a licence key with Activate, or the provider account's e-mail and password
 * with Activate and 'Sign Up'. Each Activate is disabled while its fields are blank and while one is in progress
 * (spec 03 §5). A service that cannot be reached (no internet) is said plainly, pointing to the licence key.
 */
export function ActivationModal({ operator, onClose }: { operator: boolean; onClose: () => void }) {
  const [licence, setLicence] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [offline, setOffline] = useState(false);
  const activation = useActivateSubscription();
  const notify = useNotify();
  const busy = activation.isPending;
  const activate = (body: ValidateSubscriptionRequest) => {
    notify.clearModalError();
    setOffline(false);
    activation.mutate(body, {
      onSuccess: (info) => {
        notify.showMessage(a.activated(info.organization ?? ''));
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && (error.status === 503 || error.status === undefined)) setOffline(true);
        notify.showModalError(error);
      },
    });
  };
  const submit = (body: ValidateSubscriptionRequest, allowed: boolean) => (event: React.FormEvent) => {
    event.preventDefault();
    if (allowed && !busy) activate(body);
  };
  const keyAllowed = licence.trim() !== '';
  const accountAllowed = email.trim() !== '' && password !== '';
  return (
    <Modal isOpen onClose={onClose} variant="medium" aria-labelledby="activation-title" data-test="activation-modal">
      <ModalHeader title={a.title} labelId="activation-title" />
      <ModalBody>
        <ModalErrorBanner />
        <Form onSubmit={submit({ license: licence.trim() }, keyAllowed)}>
          <Title headingLevel="h3">{a.keyTitle}</Title>
          <FormGroup label={a.key} fieldId="activation-license" isRequired>
            <TextArea
              id="activation-license"
              value={licence}
              onChange={(_e, value) => setLicence(value)}
              placeholder={a.keyPlaceholder}
              rows={4}
              resizeOrientation="vertical"
              data-test="activation-license"
            />
          </FormGroup>
          <div>
            <Button type="submit" isDisabled={!keyAllowed || busy} data-test="activate-license">
              {strings.activate}
            </Button>
          </div>
        </Form>
        <Form className="pf-v6-u-mt-xl" onSubmit={submit({ email: email.trim(), password }, accountAllowed)}>
          <Title headingLevel="h3">{a.accountTitle}</Title>
          {offline && <Alert variant="warning" isInline isPlain title={a.offline} data-test="activation-offline" />}
          <FormGroup label={a.email} fieldId="activation-email" isRequired>
            <TextInput
              id="activation-email"
              type="email"
              value={email}
              onChange={(_e, value) => setEmail(value)}
              autoComplete="username"
              data-test="activation-email"
            />
          </FormGroup>
          <FormGroup label={a.password} fieldId="activation-password" isRequired>
            <TextInput
              id="activation-password"
              type="password"
              value={password}
              onChange={(_e, value) => setPassword(value)}
              autoComplete="current-password"
              data-test="activation-password"
            />
          </FormGroup>
          <div>
            <Button type="submit" isDisabled={!accountAllowed || busy} data-test="activate-account">
              {strings.activate}
            </Button>{' '}
            <Button
              component="a"
              variant="link"
              href={withReference(PROVIDER_LINKS.pricing, operator)}
              target="_blank"
              rel="noopener noreferrer"
              icon={<ExternalLinkAltIcon />}
              iconPosition="end"
            >
              {a.signUp}
            </Button>
          </div>
        </Form>
      </ModalBody>
      <ModalFooter>
        <Button variant="link" onClick={onClose} data-test="activation-close">
          {a.close}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
