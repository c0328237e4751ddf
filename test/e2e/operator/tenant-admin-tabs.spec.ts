import { kubeCall } from '../../world/kube-http';
import { TENANTS } from '../../integration/operator/operator-fixture';
import { ClusterCapacity } from '../../integration/operator/cluster-capacity-fixture';
import { testCertificates } from '../../integration/operator/test-certificates';
import { OperatorPage } from '../pages/operator.page';
import { saveDialogLightAndDark, saveLightAndDark } from '../pages/screenshots';
import { expect, FIRST_ANSWER, test } from './operator-admin-fixtures';

const pem = (name: string, text: string) => ({ name, mimeType: 'application/x-pem-file', buffer: Buffer.from(text) });

test('Security: adds a certificate after Save and Restart, lists it, refuses an expired one with the reason', async ({
  page,
  adminConsole,
  adminIdentity,
  cluster,
}) => {
  test.slow();
  const certs = testCertificates(['tenant.example.com']);
  const name = await cluster.tenant(`sec-${cluster.namespace.slice(-6)}`);
  const operator = new OperatorPage(page, adminConsole.url, cluster.namespace);
  await operator.openTenantAs(adminIdentity.token, name, 'security');

  await expect(page.getByTestId('security-auto-cert')).toBeVisible(FIRST_ANSWER);
  await expect(page.getByLabel('Manage Inter-Node Certificates Automatically')).not.toBeChecked();
  await page.locator('label[for=security-custom]').click();
  await page
    .getByTestId('certificate-file-0')
    .locator('input[type=file]')
    .setInputFiles(pem('tenant.crt', certs.valid.crt));
  await page.getByTestId('key-file-0').locator('input[type=file]').setInputFiles(pem('tenant.key', certs.valid.key));
  await expect(page.getByTestId('certificate-file-0').getByRole('textbox').first()).toHaveValue('tenant.crt');
  await page.getByTestId('security-save').click();
  const confirm = page.getByTestId('security-confirm');
  await expect(confirm.getByRole('heading')).toHaveText('Save and Restart');
  await expect(confirm.getByTestId('confirm-text')).toHaveText(
    'Are you sure you want to save the changes and restart the service?',
  );
  await saveDialogLightAndDark(page, 'operator-tenant-security-confirm');
  await confirm.getByRole('button', { name: 'Restart' }).click();
  await expect(confirm).toBeHidden(FIRST_ANSWER);

  const installed = page.getByTestId('installed-certificates');
  await expect(installed.getByText('tenant.example.com')).toBeVisible(FIRST_ANSWER);
  const expiry = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await expect(installed.getByTestId('certificate-expiry')).toHaveText(
    new RegExp(`${expiry}|${new Date().toISOString().slice(0, 10)}`),
  );
  const tenant = await kubeCall<{ spec: { externalCertSecret?: { name: string }[] } }>(
    cluster.admin,
    'GET',
    `${TENANTS}/namespaces/${cluster.namespace}/tenants/${name}`,
  );
  expect(tenant.spec.externalCertSecret).toHaveLength(1);
  await saveLightAndDark(page, 'operator-tenant-security');

  // An expired certificate is refused with the reason, in the dialog, and nothing changes.
  await page.getByRole('button', { name: 'Follow the system theme' }).click();
  await page
    .getByTestId('certificate-file-0')
    .locator('input[type=file]')
    .setInputFiles(pem('old.crt', certs.expired.crt));
  await page.getByTestId('key-file-0').locator('input[type=file]').setInputFiles(pem('old.key', certs.expired.key));
  await page.getByTestId('security-save').click();
  await page.getByTestId('security-confirm').getByRole('button', { name: 'Restart' }).click();
  await expect(page.getByTestId('modal-error-banner')).toContainText('The certificate #1 has expired', FIRST_ANSWER);
  await saveDialogLightAndDark(page, 'operator-tenant-security-refused');
});

test('Pools: Expand Tenant adds a pool; decommission shows progress as the operator reports it', async ({
  page,
  adminConsole,
  adminIdentity,
  cluster,
}) => {
  test.slow();
  const name = await cluster.tenant(`pools-${cluster.namespace.slice(-6)}`);
  const capacity = new ClusterCapacity(cluster.admin);
  const storageClass = await capacity.storageClass('e2e-pool-sc');
  try {
    const operator = new OperatorPage(page, adminConsole.url, cluster.namespace);
    await operator.openTenantAs(adminIdentity.token, name, 'pools');

    const table = page.getByTestId('pools-table');
    await expect(table.getByRole('row')).toHaveCount(2, FIRST_ANSWER);
    await page.getByTestId('expand-tenant').click();
    const dialog = page.getByTestId('add-pool-modal');
    await dialog.getByTestId('pool-servers').fill('4');
    await dialog.getByTestId('pool-drives').fill('4');
    await dialog.getByTestId('pool-sizeGi').fill('10');
    // The storage class is a choice of the cluster's classes (the wizard's helper), not a text field.
    const classes = dialog.locator('select[data-test="pool-storage-class"]');
    await expect(classes.locator(`option[value="${storageClass}"]`)).toBeAttached(FIRST_ANSWER);
    await classes.selectOption(storageClass);
    await expect(dialog.getByTestId('pool-total')).toHaveText('Total raw capacity: 160 GiB');
    // 16 drives: the erasure-code parities such a pool allows.
    await expect(dialog.getByTestId('pool-parity')).toContainText(/Erasure code parity: EC:\d/, FIRST_ANSWER);
    await saveDialogLightAndDark(page, 'operator-tenant-add-pool');
    await dialog.getByTestId('modal-submit').click();
    await expect(dialog).toBeHidden(FIRST_ANSWER);
    await expect(table.getByRole('row')).toHaveCount(3, FIRST_ANSWER);
    const added = table.getByRole('row').filter({ hasText: 'pool-1' });
    await expect(added).toContainText('160 GiB');
    await expect(added).toContainText('16');
    const expanded = await cluster.readTenant(name);
    const pools = (expanded?.spec as { pools: Array<{ volumeClaimTemplate: { spec: unknown } }> }).pools;
    expect(pools[1]?.volumeClaimTemplate.spec).toMatchObject({ storageClassName: storageClass });

    // Decommission pool-0: asked for, then draining as the operator reports it in the status (none runs here).
    await page.getByRole('button', { name: 'Decommission pool pool-0' }).click();
    await expect(page.getByTestId('decommission-modal')).toContainText('Decommission pool pool-0?');
    await page.getByTestId('decommission-modal').getByTestId('modal-submit').click();
    const first = table.getByRole('row').filter({ hasText: 'pool-0' });
    await expect(first.getByTestId('pool-decommission')).toHaveText('Decommission requested', FIRST_ANSWER);

    const path = `${TENANTS}/namespaces/${cluster.namespace}/tenants/${name}`;
    const current = await kubeCall<Record<string, unknown>>(cluster.admin, 'GET', path);
    await kubeCall(cluster.admin, 'PUT', `${path}/status`, {
      ...current,
      status: {
        availableReplicas: 8,
        revision: 0,
        syncVersion: 'v4.5.8',
        currentState: 'Initialized',
        certificates: { autoCertEnabled: false },
        pools: [
          { ssName: `${name}-pool-0`, state: 'PoolDecommissioning' },
          { ssName: `${name}-pool-1`, state: 'PoolInitialized' },
        ],
      },
    });
    await page.getByTestId('refresh-tenant').click();
    await expect(first.getByTestId('pool-decommission')).toHaveText('Decommissioning', FIRST_ANSWER);
    await expect(table.getByRole('row').filter({ hasText: 'pool-1' })).toContainText('PoolInitialized');
    await saveLightAndDark(page, 'operator-tenant-pools');
  } finally {
    await capacity.remove();
  }
});

test('License: activate the product by key, refresh it, attach it to the tenant', async ({
  page,
  adminConsole,
  adminIdentity,
  licenceKeys,
  subnetRenewals,
  cluster,
}) => {
  test.slow();
  const name = await cluster.tenant(`lic-${cluster.namespace.slice(-6)}`);
  const operator = new OperatorPage(page, adminConsole.url, cluster.namespace);
  await operator.openTenantAs(adminIdentity.token, name, 'license');
  // The console has no licence yet: the tab leads to the licence page.
  await expect(page.getByTestId('activate-product')).toBeVisible(FIRST_ANSWER);
  await saveLightAndDark(page, 'operator-tenant-license-none');
  await page.getByTestId('activate-product').click();
  await expect(page).toHaveURL(/\/license$/);

  const licence = await licenceKeys.licence({ org: 'E2E Org', plan: 'STANDARD', cap: 100, sub: 'e2e@example.com' });
  subnetRenewals[licence] = await licenceKeys.licence({ org: 'E2E Org', plan: 'ENTERPRISE', cap: 300 });
  await page.getByTestId('open-activation').click();
  await page.getByTestId('activation-license').fill(licence);
  await page.getByTestId('activate-license').click();
  await expect(page.getByTestId('registered-license')).toBeVisible(FIRST_ANSWER);
  await expect(page.getByTestId('license-plan')).toHaveText('STANDARD');
  await page.getByTestId('refresh-license').click();
  await expect(page.getByTestId('license-plan')).toHaveText('ENTERPRISE', FIRST_ANSWER);
  await expect(page.getByTestId('license-capacity')).toHaveText('300 TiB');
  await saveLightAndDark(page, 'operator-license-page');

  await operator.openTenant(name, 'license');
  await page.getByTestId('attach-license').click();
  await expect(page.getByTestId('registered-license')).toBeVisible(FIRST_ANSWER);
  await expect(page.getByTestId('license-organization')).toHaveText('E2E Org');
  await saveLightAndDark(page, 'operator-tenant-license');
});
