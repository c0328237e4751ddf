import { readFileSync } from 'node:fs';
import { kubeCall, kubeRequest } from '../../world/kube-http';
import { adminOf, createTenant, mintIdentity, TENANTS } from '../../integration/operator/operator-fixture';
import { ClusterCapacity, removeSecrets, WIZARD_RULES } from '../../integration/operator/cluster-capacity-fixture';
import { unique } from '../../support/unique';
import { saveDialogLightAndDark, saveLightAndDark, saveScreenshot } from '../pages/screenshots';
import { expect, FIRST_ANSWER, operatorLogin, test } from './operator-fixtures';

/**
 * The create-tenant wizard in Chromium against the real API server: an operator fixes what the Setup step refuses
 * (a name that is not DNS-1123, a namespace that does not exist — created from the wizard —, a size that does not
 * divide across the drives, more memory than the nodes have), walks the advanced steps, creates the tenant, saves
 * the credentials file, and the Tenant and its Secrets are read back from the API server. The nodes are Node
 * objects the test registers with capacity and labels as a kubelet would (no kubelet runs here).
 */
test('an operator creates a tenant with the wizard and gets its credentials once', async ({
  page,
  operatorConsole,
  kube,
}) => {
  test.slow();
  const admin = adminOf(kube);
  const cluster = new ClusterCapacity(admin);
  const identity = await mintIdentity(admin, kube.namespace, WIZARD_RULES);
  const namespace = unique('e2e-wiz');
  const tenant = unique('wiz');
  const rack = unique('rack');
  try {
    const storageClass = await cluster.storageClass('e2e-sc');
    for (let i = 0; i < 4; i++) await cluster.node('64Gi', { 'e2e.example.com/rack': rack });

    await operatorLogin(page, operatorConsole.url, identity.token);
    await page.getByTestId('create-tenant').first().click();
    await expect(page).toHaveURL(/\/tenants\/add$/);
    await expect(page.getByTestId('page-title')).toHaveText('Create New Tenant');
    const create = page.getByTestId('wizard-create');
    await expect(create).toBeDisabled();

    const setup = page.getByTestId('create-tenant-wizard');
    await page.getByTestId('tenant-name').fill('-Bad_Name');
    await expect(
      setup.getByText("Name only can contain lowercase letters, numbers and '-'. Min. Length: 3"),
    ).toBeVisible();
    await page.getByTestId('tenant-name').fill(tenant);

    // The browser's Back on a wizard with input asks first; Stay keeps what was typed.
    await page.goBack();
    const leave = page.getByRole('dialog', { name: 'Leave the create-tenant wizard?' });
    await expect(leave).toContainText('The settings you entered will be lost.');
    await saveDialogLightAndDark(page, 'operator-create-tenant-leave');
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/tenants\/add$/);
    await expect(page.getByTestId('tenant-name')).toHaveValue(tenant);

    // A namespace that does not exist: the step says so and offers to create it.
    await page.getByTestId('tenant-namespace').fill(namespace);
    await expect(setup.getByText(`The namespace ${namespace} does not exist`)).toBeVisible(FIRST_ANSWER);
    await page.getByTestId('create-namespace').click();
    await page.getByTestId('create-namespace-modal').getByRole('button', { name: 'Create' }).click();
    await expect(page.getByTestId('create-namespace')).toBeHidden(FIRST_ANSWER);
    await expect(page.getByTestId('snackbar')).toContainText(`Namespace ${namespace} created`);
    await page.getByTestId('snackbar').getByRole('button').click();
    expect((await kubeRequest(admin, 'GET', `/api/v1/namespaces/${namespace}`)).status).toBe(200);
    await page.getByTestId('tenant-storage-class').selectOption(storageClass);

    // A total that does not split evenly over 4 × 3 drives, then one that does.
    await page.getByTestId('tenant-drives').fill('3');
    await expect(
      setup.getByText('The total size does not divide evenly across 12 drives; try 96Gi or 108Gi'),
    ).toBeVisible();
    await page.getByTestId('tenant-drives').fill('1');
    await expect(page.getByTestId('allocation-volume-size')).toHaveText('25Gi');
    await expect(page.getByTestId('allocation-parity')).toHaveText('EC:2', FIRST_ANSWER);
    await expect(page.getByTestId('allocation-usable')).toHaveText('50Gi');

    // More memory per server than any 4 nodes of the cluster have.
    await page.getByTestId('tenant-memory').fill('9999999');
    await expect(
      setup.getByText('The requested memory is greater than the max available memory for the selected number of nodes'),
    ).toBeVisible(FIRST_ANSWER);
    await expect(create).toBeDisabled();
    await page.getByTestId('tenant-memory').fill('2');
    await expect(create).toBeEnabled(FIRST_ANSWER);
    await page.getByTestId('tenant-name').scrollIntoViewIfNeeded();
    await saveLightAndDark(page, 'operator-create-tenant-setup');

    // The advanced steps: node selector from the cluster's labels, the generated built-in user.
    const toggle = (id: string) => page.locator(`label.pf-v6-c-switch[for="${id}"]`).click();
    await toggle('wizard-advanced');
    const next = page.getByTestId('wizard-next');
    await next.click();
    await expect(page.getByTestId('expose-minio')).toBeChecked();
    await next.click();
    await toggle('custom-image');
    await page.getByTestId('image-imageName').fill('minio');
    await expect(setup.getByText("Format must be of form: 'minio/minio:VERSION'")).toBeVisible();
    await expect(create).toBeDisabled();
    await page.getByTestId('image-imageName').fill('minio/minio:RELEASE.2022-12-12T19-27-27Z');
    await next.click();
    await page.getByTestId('pod-affinity-nodeSelector').check();
    await expect(setup.getByText('You need to add at least one label key-pair')).toBeVisible();
    // The keys become a choice once the nodes' labels have been read.
    await expect(page.locator('select[data-test="label-key-0"]')).toBeVisible(FIRST_ANSWER);
    await page.getByTestId('label-key-0').selectOption('e2e.example.com/rack');
    await page.getByTestId('label-value-0').selectOption(rack);
    await saveScreenshot(page, 'operator-create-tenant-placement-light');
    await next.click();
    const accessKey = await page.getByTestId('access-key-0').inputValue();
    expect(accessKey).toMatch(/^[A-Za-z0-9]{16}$/);
    await saveScreenshot(page, 'operator-create-tenant-identity-light');
    await next.click();
    await expect(page.getByTestId('enable-auto-cert')).toBeChecked();
    await next.click();
    await expect(page.getByTestId('enable-encryption')).not.toBeChecked();

    // A tenant appears in the namespace meanwhile: the server's refusal shows in the step whose rule it is.
    await createTenant(admin, namespace, 'blocker');
    await create.click();
    await expect(page.getByTestId('create-tenant-error')).toContainText(
      'You can only create one tenant per namespace',
      FIRST_ANSWER,
    );
    await expect(page.getByTestId('tenant-name')).toBeVisible();
    await saveScreenshot(page, 'operator-create-tenant-refused-light');
    await kubeCall(admin, 'DELETE', `${TENANTS}/namespaces/${namespace}/tenants/blocker`);

    // The modal covers the masthead's theme switch: follow the system theme and switch the emulated scheme instead.
    await page.getByRole('button', { name: 'Follow the system theme' }).click();
    await page.emulateMedia({ colorScheme: 'light' });
    // The credentials dialog is drawn beforehand, hidden: no dialog is there for a screen reader or the keyboard yet.
    const modal = page.getByTestId('tenant-credentials');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(modal).toBeHidden();
    await create.click();
    await expect(modal).toBeVisible(FIRST_ANSWER);
    await expect(page.getByRole('dialog', { name: 'New Tenant Created' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(modal.getByTestId('credential-access-0').locator('code')).toHaveText(accessKey);
    // The refusal shown before is gone with the success.
    await expect(page.getByTestId('create-tenant-error')).toBeHidden();
    const secretKey = (await modal.getByTestId('credential-secret-0').locator('code').textContent()) ?? '';
    expect(secretKey).toMatch(/^[A-Za-z0-9]{32}$/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByTestId('download-credentials').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${tenant}-credentials.json`);
    const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as { console: unknown[] };
    expect(file.console).toEqual([{ access_key: accessKey, secret_key: secretKey }]);
    await saveScreenshot(page, 'operator-create-tenant-credentials-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await saveScreenshot(page, 'operator-create-tenant-credentials-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // What the API server now holds, made with the operator's own token.
    const created = await kubeCall<{ spec: Record<string, unknown> }>(
      admin,
      'GET',
      `${TENANTS}/namespaces/${namespace}/tenants/${tenant}`,
    );
    expect(created.spec).toMatchObject({
      image: 'minio/minio:RELEASE.2022-12-12T19-27-27Z',
      requestAutoCert: true,
      pools: [
        {
          servers: 4,
          volumesPerServer: 1,
          volumeClaimTemplate: {
            spec: { storageClassName: storageClass, resources: { requests: { storage: '25Gi' } } },
          },
          affinity: {
            nodeAffinity: {
              requiredDuringSchedulingIgnoredDuringExecution: {
                nodeSelectorTerms: [
                  { matchExpressions: [{ key: 'e2e.example.com/rack', operator: 'In', values: [rack] }] },
                ],
              },
            },
          },
        },
      ],
    });
    const user = await kubeCall<{ data: Record<string, string> }>(
      admin,
      'GET',
      `/api/v1/namespaces/${namespace}/secrets/${tenant}-user-0`,
    );
    expect(Buffer.from(user.data.CONSOLE_SECRET_KEY ?? '', 'base64').toString()).toBe(secretKey);

    // Closing the modal goes to the tenants list without asking, and the wizard opened again starts afresh.
    await modal.getByTestId('credentials-done').click();
    await expect(page).toHaveURL(/\/tenants$/);
    await page.getByTestId('create-tenant').first().click();
    // The wizard's field, not the list's tenant cards (also `tenant-name`), which can still show for a moment.
    const nameField = page.locator('input[data-test="tenant-name"]');
    await expect(nameField).toHaveValue('');
    // Back with input, and Leave: the list again.
    await nameField.fill(tenant);
    await page.goBack();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/tenants$/);
    await expect(leave).toBeHidden();
  } finally {
    await kubeCall(admin, 'DELETE', `${TENANTS}/namespaces/${namespace}/tenants/${tenant}`, undefined, [404]);
    await removeSecrets(admin, namespace);
    await kubeCall(admin, 'DELETE', `/api/v1/namespaces/${namespace}`, undefined, [404]);
    await cluster.remove();
    await identity.remove();
  }
});
