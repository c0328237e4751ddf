import {
  Alert,
  Button,
  Card,
  CardBody,
  CardTitle,
  Content,
  PageSection,
  Stack,
  StackItem,
} from '@patternfly/react-core';
import { ExternalLinkAltIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { describeError } from '@frontend/api/api-error';
import { useCurrentSession } from '@frontend/api/session.queries';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { useCan } from '@frontend/shared/hooks/useCan';
import { ActivationModal } from './ActivationModal';
import { LicenseTextModal } from './LicenseTextModal';
import { PlansTable } from './PlansTable';
import { PROVIDER_LINKS } from './provider-links';
import { RegisteredLicense, UnusableLicense } from './RegisteredLicense';
import { currentPlan, useRefreshSubscription, useSubscription } from './subscription.queries';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { subscriptionStrings as strings } from './subscription.strings';

const link = (href: string, label: string) => (
  <Button
    component="a"
    variant="link"
    isInline
    href={href}
    target="_blank"
    rel="noopener noreferrer"
    icon={<ExternalLinkAltIcon />}
    iconPosition="end"
  >
    {label}
  </Button>
);

/**
 * /license (spec 03 §2): the subscription licence kept in MinIO (checked offline: only a valid one shows as
 * registered), or the open-source licence summary with its full text and 'Choosing between'; the plan comparison
 * with the current plan; activation by licence key or account. Operator mode adds Refresh License, and activation
 * there needs no IAM right (the licence Secret's RBAC decides).
 */
export function LicensePage() {
  const subscription = useSubscription();
  const session = useCurrentSession();
  const can = useCan();
  const [reading, setReading] = useState(false);
  const [activating, setActivating] = useState(false);
  const info = subscription.data;
  const registered = info?.status === 'valid';
  const refresh = useRefreshSubscription();
  const notify = useNotify();
  const refreshLicence = () =>
    refresh.mutate(undefined, {
      onSuccess: () => notify.showMessage(strings.refreshed),
      onError: (error) => notify.showError(error),
    });
  return (
    <>
      <PageHeading
        title={strings.title}
        actions={
          <>
            {session.operator && info && (
              <Button
                variant="link"
                onClick={refreshLicence}
                isLoading={refresh.isPending}
                isDisabled={refresh.isPending}
                data-test="refresh-license"
              >
                {strings.refresh}
              </Button>
            )}
            {(session.operator || can('admin:ConfigUpdate')) && (
              <Button onClick={() => setActivating(true)} data-test="open-activation">
                {strings.activate}
              </Button>
            )}
          </>
        }
      />
      <PageSection isFilled>
        <Stack hasGutter>
          {subscription.error && (
            <StackItem>
              <Alert variant="warning" isInline title={strings.notReadable} data-test="license-unreadable">
                {describeError(subscription.error).message}
              </Alert>
            </StackItem>
          )}
          {info && info.status !== 'valid' && (
            <StackItem>
              <UnusableLicense info={info} />
            </StackItem>
          )}
          <StackItem>
            {registered ? (
              <RegisteredLicense info={info} />
            ) : (
              <Card data-test="open-source-license">
                <CardTitle>{strings.openSource.title}</CardTitle>
                <CardBody>
                  <Content component="p">{strings.openSource.summary}</Content>
                  <Button variant="link" isInline onClick={() => setReading(true)} data-test="read-license">
                    {strings.openSource.readMore}
                  </Button>
                </CardBody>
              </Card>
            )}
          </StackItem>
          <StackItem>
            <PlansTable current={currentPlan(info)} operator={session.operator} />
          </StackItem>
          {!registered && (
            <StackItem>
              <Card data-test="choosing-between">
                <CardTitle>{strings.choosing.title}</CardTitle>
                <CardBody>
                  {strings.choosing.body.map((paragraph) => (
                    <Content component="p" key={paragraph}>
                      {paragraph}
                    </Content>
                  ))}
                  {link(PROVIDER_LINKS.compliance, strings.choosing.compliance)}
                  {' · '}
                  {link(PROVIDER_LINKS.trademarks, strings.choosing.trademarks)}
                </CardBody>
              </Card>
            </StackItem>
          )}
        </Stack>
      </PageSection>
      {reading && <LicenseTextModal onClose={() => setReading(false)} />}
      {activating && <ActivationModal operator={session.operator} onClose={() => setActivating(false)} />}
    </>
  );
}
