import { need } from '../../world/state';
import { OperatorPage } from '../pages/operator.page';
import { chooseTheme, saveScreenshot } from '../pages/screenshots';
import { expect, FIRST_ANSWER, test } from './operator-fixtures';
import { serveTenantConsole } from './tenant-console';

test('Manage opens the tenant’s own console through the proxy, full width, with Reload and a way back', async ({
  page,
  world,
  operatorConsole,
  operatorIdentity,
  cluster,
}) => {
  test.slow();
  const tenant = await cluster.tenant(`hop-${cluster.namespace.slice(-6)}`, {
    currentState: 'Initialized',
    healthStatus: 'green',
  });
  const standIn = await serveTenantConsole(cluster, tenant, need(world.minio.erasure, 'erasure MinIO'));
  try {
    const operator = new OperatorPage(page, operatorConsole.url, cluster.namespace);
    await operator.openTenantAs(operatorIdentity.token, tenant, 'summary');
    await page.getByTestId('tenant-manage').click(FIRST_ANSWER);

    await expect(page).toHaveURL(new RegExp(`/namespaces/${cluster.namespace}/tenants/${tenant}/hop$`));
    await expect(page.getByTestId('page-title')).toHaveText(`${tenant} Management`);
    // The management page has no side menu (spec 01 §2).
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
    const frame = page.getByTestId('hop-frame');
    await expect(frame).toHaveAttribute('src', new RegExp(`/api/proxy/${cluster.namespace}/${tenant}/\\?cp=y$`));
    await expect(frame).toHaveAttribute('data-loaded', 'true', FIRST_ANSWER);
    // Inside the frame: the tenant's console, logged in by the proxy with the tenant's root credentials.
    const inside = page.frameLocator('[data-test="hop-frame"]');
    await expect(inside.getByTestId('shell')).toBeVisible(FIRST_ANSWER);
    await expect(inside.getByTestId('page-title')).toBeVisible();
    await saveScreenshot(page, 'operator-hop-light');
    await chooseTheme(page, 'Dark');
    await saveScreenshot(page, 'operator-hop-dark');
    await chooseTheme(page, 'Light');

    await page.getByTestId('hop-reload').click();
    await expect(inside.getByTestId('shell')).toBeVisible(FIRST_ANSWER);

    await page.getByTestId('hop-back').click();
    await expect(page).toHaveURL(new RegExp(`/tenants/${tenant}/summary$`));
    await expect(page.getByTestId('side-menu')).toBeVisible();
  } finally {
    await standIn.stop();
  }
});

test('Metrics frames the tenant console’s metrics page through the proxy', async ({
  page,
  world,
  operatorConsole,
  operatorIdentity,
  cluster,
}) => {
  test.slow();
  const tenant = await cluster.tenant(`metrics-${cluster.namespace.slice(-6)}`, {
    currentState: 'Initialized',
    healthStatus: 'green',
  });
  const standIn = await serveTenantConsole(cluster, tenant, need(world.minio.erasure, 'erasure MinIO'));
  try {
    const operator = new OperatorPage(page, operatorConsole.url, cluster.namespace);
    await operator.openTenantAs(operatorIdentity.token, tenant, 'metrics');
    const frame = page.getByTestId('metrics-frame');
    await expect(frame).toHaveAttribute('src', new RegExp(`/api/proxy/${cluster.namespace}/${tenant}/metrics\\?cp=y$`));
    await expect(frame).toHaveAttribute('data-loaded', 'true', FIRST_ANSWER);
    await expect(page.frameLocator('[data-test="metrics-frame"]').getByTestId('shell')).toBeVisible({
      timeout: 30_000,
    });
    await saveScreenshot(page, 'operator-tenant-metrics');
  } finally {
    await standIn.stop();
  }
});

test('a tenant whose console the proxy cannot open: the frame says why instead of showing raw JSON', async ({
  page,
  operatorConsole,
  operatorIdentity,
  cluster,
}) => {
  // No credentials Secret and no console running: the proxy refuses with the API's error.
  const tenant = await cluster.tenant(`nocreds-${cluster.namespace.slice(-6)}`, {
    currentState: 'Initialized',
    healthStatus: 'green',
  });
  const operator = new OperatorPage(page, operatorConsole.url, cluster.namespace);
  await operator.openTenantAs(operatorIdentity.token, tenant, 'metrics');
  const refusal = page.getByTestId('tenant-frame-refusal');
  await expect(refusal).toContainText("The tenant's console could not be opened", FIRST_ANSWER);
  await expect(refusal).toContainText(`Tenant ${tenant} has no root credentials`);
  await expect(page.getByTestId('metrics-frame')).toBeHidden();
  await saveScreenshot(page, 'operator-tenant-metrics-refused');
});
