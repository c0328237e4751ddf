import { Button, Card, CardBody, Content } from '@patternfly/react-core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@frontend/api/client';
import { RouterLink } from '@frontend/shared/components/RouterLink';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { RegisteredLicense, UnusableLicense } from '@frontend/features/subscription/RegisteredLicense';
import { useSubscription } from '@frontend/features/subscription/subscription.queries';
import { tenantParams, useInvalidateTenants, type Tenant, type TenantRef } from '../tenant.queries';
import { licenceStrings as strings } from './licence.strings';

/**
 * License (spec 03 §2): the licence attached to the tenant as a licence card; without one, 'Attach License' when
 * the console has a valid subscription, else a link to activate the product on /license.
 */
export function LicenseTab({ tenant, detail }: { tenant: TenantRef; detail: Tenant }) {
  const subscription = useSubscription();
  const invalidate = useInvalidateTenants();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const attach = useMutation({
    mutationFn: () =>
      call(
        api().POST('/api/v1/subscription/namespaces/{namespace}/tenants/{tenant}/activate', {
          params: tenantParams(tenant),
        }),
      ),
    onSuccess: async () => {
      notify.showMessage(strings.attached);
      await Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: ['subscription'] })]);
    },
    onError: (error) => notify.showError(error),
  });
  const attachedLicence = detail.subnet_license;
  if (attachedLicence?.status === 'valid') return <RegisteredLicense info={attachedLicence} />;
  const console = subscription.data;
  return (
    <Card data-test="tenant-license">
      <CardBody>
        {attachedLicence && <UnusableLicense info={attachedLicence} />}
        <Content component="p">{strings.none}</Content>
        {console?.status === 'valid' ? (
          <>
            <Content component="p">{strings.attachHint(console.organization ?? '')}</Content>
            <Button
              onClick={() => attach.mutate()}
              isLoading={attach.isPending}
              isDisabled={attach.isPending}
              data-test="attach-license"
            >
              {strings.attach}
            </Button>
          </>
        ) : (
          <>
            <Content component="p">{strings.activateProductHint}</Content>
            <Button variant="link" isInline component={RouterLink} href="/license" data-test="activate-product">
              {strings.activateProduct}
            </Button>
          </>
        )}
      </CardBody>
    </Card>
  );
}
