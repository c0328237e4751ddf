import { OperatorPage } from '../pages/operator.page';
import { chooseTheme, saveScreenshot } from '../pages/screenshots';
import { expect, FIRST_ANSWER, test } from './operator-fixtures';

const status = { currentState: 'Initialized', healthStatus: 'green' };

test('pods: the table, a pod page with events and logs, and deleting a pod by its name', async ({
  page,
  operatorConsole,
  operatorIdentity,
  cluster,
}) => {
  test.slow();
  const tenant = await cluster.tenant(`pods-${cluster.namespace.slice(-6)}`, status);
  const bound = `${tenant}-pool-0-0`;
  const loose = `${tenant}-pool-0-1`;
  await cluster.pod(tenant, bound, 'node-1');
  await cluster.pod(tenant, loose);
  await cluster.podEvent(bound, 'Started', 'Started container minio');
  const operator = new OperatorPage(page, operatorConsole.url, cluster.namespace);
  await operator.openTenantAs(operatorIdentity.token, tenant, 'pods');

  const row = page.getByTestId(`row-${bound}`);
  await expect(row).toContainText('Running', FIRST_ANSWER);
  await expect(row).toContainText('10.1.2.3');
  await expect(row).toContainText('node-1');
  await expect(row.locator('td[data-label="Restarts"]')).toHaveText('3');
  await saveScreenshot(page, 'operator-tenant-pods-light');

  await page.getByTestId(`view-${bound}`).click();
  await expect(page).toHaveURL(new RegExp(`/pods/${bound}$`));
  await expect(page.getByTestId('pod-title')).toHaveText(bound);
  const events = page.getByTestId('pod-events');
  await expect(events).toContainText('Started container minio', FIRST_ANSWER);
  await expect(events).toContainText('Started');
  await expect(events).toContainText(cluster.namespace);
  await chooseTheme(page, 'Dark');
  await saveScreenshot(page, 'operator-tenant-pod-events-dark');
  await chooseTheme(page, 'Light');

  // No kubelet runs in the test cluster: the Logs tab shows the backend's explanation instead of a log.
  await page.getByRole('tab', { name: 'Logs' }).click();
  await expect(page.getByTestId('pod-log-failed')).toBeVisible(FIRST_ANSWER);
  await expect(page.getByTestId('pod-log')).toHaveCount(0);
  await saveScreenshot(page, 'operator-tenant-pod-logs');

  await page.getByRole('link', { name: 'Pods' }).click();
  await page.getByTestId(`delete-${loose}`).click();
  const dialog = page.getByTestId('delete-pod-modal');
  await expect(dialog).toContainText(loose);
  await dialog.getByTestId('typed-name').fill(bound);
  await dialog.getByTestId('modal-submit').click();
  await expect(dialog.getByTestId('typed-name-error')).toContainText('Pod name is incorrect');
  await dialog.getByTestId('typed-name').fill(loose);
  await dialog.getByTestId('modal-submit').click();
  await expect(page.getByTestId('snackbar')).toContainText(`Pod ${loose} deleted`);
  await expect(page.getByTestId(`row-${loose}`)).toHaveCount(0);
  await expect.poll(() => cluster.podExists(loose)).toBe(false);
  expect(await cluster.podExists(bound)).toBe(true);
});

test('volumes: the tenant claims with their class, found by a search', async ({
  page,
  operatorConsole,
  operatorIdentity,
  cluster,
}) => {
  const tenant = await cluster.tenant(`pvcs-${cluster.namespace.slice(-6)}`, status);
  await cluster.pvc(tenant, `data0-${tenant}-pool-0-0`, 'fast');
  await cluster.pvc(tenant, `data1-${tenant}-pool-0-0`, 'slow');
  const operator = new OperatorPage(page, operatorConsole.url, cluster.namespace);
  await operator.openTenantAs(operatorIdentity.token, tenant, 'volumes');

  const table = page.getByTestId('pvcs-table');
  await expect(table.getByTestId(`row-data0-${tenant}-pool-0-0`)).toContainText('fast', FIRST_ANSWER);
  await expect(table.getByTestId(`row-data1-${tenant}-pool-0-0`)).toContainText('slow');
  await expect(table.getByTestId(`row-data0-${tenant}-pool-0-0`)).toContainText('Pending');
  await page.getByTestId('pvc-search').locator('input').fill('data1');
  await expect(table.getByTestId(`row-data0-${tenant}-pool-0-0`)).toHaveCount(0);
  await expect(table.getByTestId(`row-data1-${tenant}-pool-0-0`)).toBeVisible();
  await saveScreenshot(page, 'operator-tenant-volumes');
  await page.getByTestId('pvc-search').locator('input').fill('nothing-like-this');
  await expect(table.getByTestId('table-empty')).toHaveText('No volume matches the search.');
});
