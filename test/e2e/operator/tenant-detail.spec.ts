import { expectInWindowAndClickable, NARROW_WINDOW, USUAL_WINDOW } from '../pages/narrow-window';
import { OperatorPage } from '../pages/operator.page';
import { chooseTheme, saveScreenshot } from '../pages/screenshots';
import { expect, FIRST_ANSWER, GiB, test } from './operator-fixtures';

const status = {
  currentState: 'Initialized',
  healthStatus: 'yellow',
  usage: { capacity: 6 * GiB, rawCapacity: 8 * GiB, usage: 2 * GiB, rawUsage: 2 * GiB },
  drivesOnline: 7,
  writeQuorum: 5,
};

test('the tenant page shows its header, summary panels and sections, each at its own address', async ({
  page,
  operatorConsole,
  operatorIdentity,
  cluster,
}) => {
  test.slow();
  const name = await cluster.tenant(`detail-${cluster.namespace.slice(-6)}`, status);
  const bare = await cluster.tenant(`bare-${cluster.namespace.slice(-6)}`);
  const operator = new OperatorPage(page, operatorConsole.url, cluster.namespace);
  await operator.openTenantAs(operatorIdentity.token, name);
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByTestId('page-title')).toHaveText(name);
  await expect(page.getByTestId('page-subtitle')).toContainText(
    `Namespace ${cluster.namespace} · Capacity 8 GiB`,
    FIRST_ANSWER,
  );
  await expect(page.getByTestId('page-subtitle').getByTestId('tenant-health')).toHaveAttribute('data-health', 'yellow');

  const details = page.getByTestId('tenant-details-panel');
  await expect(details.getByTestId('tenant-instances')).toHaveText('4');
  await expect(details.getByTestId('tenant-clusters')).toHaveText('1');
  await expect(details.getByTestId('tenant-volumes')).toHaveText('8');
  await expect(details.getByTestId('tenant-image')).toHaveText('minio/minio:RELEASE.2022-12-12T19-27-27Z');
  await expect(details.getByTestId('tenant-state')).toHaveText('Initialized');
  const health = page.getByTestId('tenant-health-panel');
  await expect(health.getByTestId('tenant-drives-online')).toHaveText('7');
  await expect(health.getByTestId('tenant-drives-offline')).toHaveText('0');
  await expect(health.getByTestId('tenant-write-quorum')).toHaveText('5');
  await expect(health.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  const features = page.getByTestId('tenant-features-panel');
  // The fixture turns automatic certificates off and configures no logging, monitoring, KMS or identity provider.
  for (const feature of ['tls', 'logs', 'monitoring', 'encryption', 'ldap', 'openid']) {
    await expect(features.getByTestId(`feature-${feature}`)).toHaveAttribute('data-enabled', 'false');
  }
  await expect(page.getByTestId('tenant-manage')).not.toHaveAttribute('aria-disabled', 'true');
  await saveScreenshot(page, 'operator-tenant-summary-light');
  await chooseTheme(page, 'Dark');
  await saveScreenshot(page, 'operator-tenant-summary-dark');
  await chooseTheme(page, 'Light');

  // In a narrow window the sections fold into a toggle over the content, which gets the page's whole width.
  await page.setViewportSize(NARROW_WINDOW);
  const sections = page.getByRole('button', { name: /Tenant sections/ });
  await expect(sections).toHaveText('Summary');
  await expectInWindowAndClickable(sections, 'the sections toggle at 800 px');
  expect((await details.boundingBox())?.width).toBeGreaterThan(600);
  await sections.click();
  await page.getByTestId('tab-pools').click();
  await expect(page).toHaveURL(/\/pools$/);
  await expect(sections).toHaveText('Pools');
  await expect(page.getByTestId('tab-summary')).toBeHidden();
  await saveScreenshot(page, 'operator-tenant-pools-800-light');
  await chooseTheme(page, 'Dark');
  await saveScreenshot(page, 'operator-tenant-pools-800-dark');
  await chooseTheme(page, 'Light');
  await page.setViewportSize(USUAL_WINDOW);

  await page.getByTestId('tab-volumes').click();
  await expect(page).toHaveURL(/\/volumes$/);
  await expect(page.getByTestId('pvc-search')).toBeVisible(FIRST_ANSWER);
  await page.getByTestId('tab-pods').click();
  await expect(page).toHaveURL(/\/pods$/);
  await expect(page.getByTestId('pods-table').getByTestId('table-empty')).toHaveText(
    'There are no pods yet.',
    FIRST_ANSWER,
  );

  // A tenant the operator has not reported on yet: health zeros, grey, not manageable.
  await operator.openTenant(bare, 'summary');
  const bareHealth = page.getByTestId('tenant-health-panel');
  for (const id of ['drives-online', 'drives-offline', 'write-quorum']) {
    await expect(bareHealth.getByTestId(`tenant-${id}`)).toHaveText('0', FIRST_ANSWER);
  }
  await expect(bareHealth.getByTestId('tenant-health')).toHaveAttribute('data-health', 'grey');
  await expect(page.getByTestId('tenant-manage')).toHaveAttribute('aria-disabled', 'true');

  // A tenant that does not exist explains itself and leads back.
  await operator.openTenant('missing-tenant', 'summary');
  await expect(page.getByTestId('load-failed')).toBeVisible(FIRST_ANSWER);
});

test('Edit YAML saves a valid change, explains invalid YAML and a refused update inside the dialog', async ({
  page,
  operatorConsole,
  operatorIdentity,
  cluster,
}) => {
  test.slow();
  const name = await cluster.tenant(`yaml-${cluster.namespace.slice(-6)}`, status);
  const operator = new OperatorPage(page, operatorConsole.url, cluster.namespace);
  await operator.openTenantAs(operatorIdentity.token, name, 'summary');

  // This dialog is looked at in the dark theme (the summary test covers the light one); a modal hides the switch.
  await chooseTheme(page, 'Dark');
  await page.getByTestId('edit-tenant-yaml').click();
  const dialog = page.getByTestId('tenant-yaml-modal');
  const editor = dialog.getByTestId('tenant-yaml-editor');
  await expect(editor).toContainText('kind: Tenant', FIRST_ANSWER);
  // The code editor draws only the lines in view: the whole document is read where the dialog read it.
  const answer = await page.request.get(
    `${operatorConsole.url}api/v1/namespaces/${cluster.namespace}/tenants/${name}/yaml`,
  );
  const original = ((await answer.json()) as { yaml: string }).yaml;
  await expect(editor).toContainText(original.split('\n')[0] ?? '');
  expect(original).not.toMatch(/^status:/m);
  await saveScreenshot(page, 'operator-tenant-yaml-dark');

  // Broken YAML: explained under the editor, Save disabled, nothing sent.
  await editor.fill(`${original}\n  broken: [unclosed\n`);
  await expect(dialog.getByTestId('policy-editor-error')).toContainText('Invalid YAML');
  await expect(dialog.getByTestId('modal-submit')).toBeDisabled();
  await saveScreenshot(page, 'operator-tenant-yaml-invalid-dark');

  // Valid YAML the API server refuses (servers must be an integer): the refusal shows inside the dialog.
  await editor.fill(original.replace(/servers: 4/, 'servers: four'));
  await expect(dialog.getByTestId('modal-submit')).toBeEnabled();
  await dialog.getByTestId('modal-submit').click();
  await expect(dialog.getByTestId('modal-error-banner')).toBeVisible();
  await expect(dialog).toBeVisible();
  await saveScreenshot(page, 'operator-tenant-yaml-refused-dark');

  // A valid change is saved and the API server has it.
  await editor.fill(original.replace('RELEASE.2022-12-12T19-27-27Z', 'RELEASE.2023-01-01T00-00-00Z'));
  await dialog.getByTestId('modal-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('snackbar')).toContainText('Tenant YAML saved');
  const saved = (await cluster.readTenant(name)) as { spec?: { image?: string } } | undefined;
  expect(saved?.spec?.image).toBe('minio/minio:RELEASE.2023-01-01T00-00-00Z');
  await expect(page.getByTestId('tenant-image')).toHaveText('minio/minio:RELEASE.2023-01-01T00-00-00Z');
});

test('Delete asks for the exact tenant name, then removes the tenant and returns to the list', async ({
  page,
  operatorConsole,
  operatorIdentity,
  cluster,
}) => {
  test.slow();
  const name = await cluster.tenant(`gone-${cluster.namespace.slice(-6)}`, status);
  const operator = new OperatorPage(page, operatorConsole.url, cluster.namespace);
  await operator.openTenantAs(operatorIdentity.token, name, 'summary');

  await expect(page.getByTestId('tenant-details-panel')).toBeVisible(FIRST_ANSWER);
  await page.getByTestId('delete-tenant').click();
  const dialog = page.getByTestId('delete-tenant-modal');
  await expect(dialog.getByTestId('modal-submit')).toBeDisabled();
  await dialog.getByTestId('typed-name').fill(`${name}x`);
  await dialog.getByTestId('modal-submit').click();
  await expect(dialog.getByTestId('typed-name-error')).toContainText('Tenant name is incorrect');
  await saveScreenshot(page, 'operator-tenant-delete');
  expect(await cluster.readTenant(name)).toBeDefined();

  await dialog.getByTestId('typed-name').fill(name);
  await dialog.getByTestId('modal-submit').click();
  await expect(page).toHaveURL(/\/tenants$/);
  await expect(page.getByTestId('snackbar')).toContainText('Tenant Deleted');
  await expect.poll(() => cluster.readTenant(name)).toBeUndefined();
});

test('the update-version dialog refuses a malformed image and saves a well-formed one', async ({
  page,
  operatorConsole,
  operatorIdentity,
  cluster,
}) => {
  test.slow();
  const name = await cluster.tenant(`image-${cluster.namespace.slice(-6)}`, status);
  const operator = new OperatorPage(page, operatorConsole.url, cluster.namespace);
  await operator.openTenantAs(operatorIdentity.token, name, 'summary');

  await page.getByTestId('tenant-image-button').click(FIRST_ANSWER);
  const dialog = page.getByTestId('update-version-modal');
  const image = dialog.getByTestId('update-image');
  await expect(image).toHaveValue('minio/minio:RELEASE.2022-12-12T19-27-27Z');
  await image.fill('minio');
  await expect(dialog.getByTestId('update-image-helper')).toContainText(
    "Format must be of form: 'minio/minio:VERSION'",
  );
  await expect(dialog.getByTestId('modal-submit')).toBeDisabled();
  // A private registry needs all three of endpoint, user name and password.
  await image.fill('registry.example:5000/minio/minio:RELEASE.2024-05-01T01-11-10Z');
  await dialog.getByText('Use a private registry').click();
  await dialog.getByTestId('update-registry').fill('registry.example:5000');
  await dialog.getByTestId('update-username').fill('puller');
  await expect(dialog.getByTestId('modal-submit')).toBeDisabled();
  await dialog.getByText('Use a private registry').click();
  await saveScreenshot(page, 'operator-tenant-update-version');
  await dialog.getByTestId('modal-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('snackbar')).toContainText('Tenant image updated');
  await expect
    .poll(async () => ((await cluster.readTenant(name)) as { spec?: { image?: string } } | undefined)?.spec?.image)
    .toBe('registry.example:5000/minio/minio:RELEASE.2024-05-01T01-11-10Z');
});
