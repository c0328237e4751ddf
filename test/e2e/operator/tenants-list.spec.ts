import { OperatorPage } from '../pages/operator.page';
import { chooseTheme, saveScreenshot } from '../pages/screenshots';
import { expect, FIRST_ANSWER, GiB, test } from './operator-fixtures';

const usage = { capacity: 6 * GiB, rawCapacity: 8 * GiB, usage: 3 * GiB, rawUsage: 4 * GiB };

test('an operator logs in with a token and sees the tenants as cards, filters them and opens one', async ({
  page,
  operatorConsole,
  operatorIdentity,
  cluster,
}) => {
  test.slow();
  const suffix = cluster.namespace.slice(-6);
  const green = await cluster.tenant(`green-${suffix}`, { currentState: 'Initialized', healthStatus: 'green', usage });
  const yellow = await cluster.tenant(`yellow-${suffix}`, { currentState: 'Initialized', healthStatus: 'yellow' });
  const fresh = await cluster.tenant(`fresh-${suffix}`);

  const operator = new OperatorPage(page, operatorConsole.url, cluster.namespace);
  await operator.login(operatorIdentity.token);
  // Operator mode opens on the tenants list, and its menu is the operator's.
  await expect(page).toHaveURL(/\/tenants$/);
  await expect(page.getByTestId('page-title')).toHaveText('Tenants');
  await expect(page.getByTestId('side-menu').getByRole('link', { name: 'Tenants' })).toBeVisible();

  const card = (name: string) => page.getByTestId(`tenant-card-${cluster.namespace}-${name}`);
  await page.getByTestId('tenant-filter').locator('input').fill(suffix);
  await expect(page.getByTestId('tenant-list').locator('[data-test^="tenant-card-"]')).toHaveCount(3, FIRST_ANSWER);

  const greenCard = card(green);
  await expect(greenCard.getByTestId('tenant-namespace')).toHaveText(cluster.namespace);
  await expect(greenCard.getByTestId('tenant-pools')).toHaveText('1');
  await expect(greenCard.getByTestId('tenant-state')).toHaveText('Initialized');
  await expect(greenCard.getByTestId('tenant-health')).toHaveAttribute('data-health', 'green');
  await expect(greenCard.getByTestId('tenant-raw-capacity')).toHaveText('8 GiB');
  await expect(greenCard.getByTestId('tenant-capacity')).toHaveText('6 GiB');
  // Usage = capacity × raw usage ÷ raw capacity = 6 × 4 ÷ 8 = 3 GiB, half of the capacity.
  await expect(greenCard.getByTestId('tenant-usage')).toContainText('3 GiB of 6 GiB');
  await expect(greenCard.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  await expect(greenCard.getByTestId('tenant-manage')).toBeEnabled();
  await expect(greenCard.getByTestId('tenant-manage')).not.toHaveAttribute('aria-disabled', 'true');

  await expect(card(yellow).getByTestId('tenant-health')).toHaveAttribute('data-health', 'yellow');
  await expect(card(yellow).getByTestId('tenant-usage')).toContainText('0 B of 0 B');
  // Without a state (no operator has seen it yet) the tenant is grey and cannot be managed.
  await expect(card(fresh).getByTestId('tenant-health')).toHaveAttribute('data-health', 'grey');
  await expect(card(fresh).getByTestId('tenant-state')).toHaveText('Not reported');
  await expect(card(fresh).getByTestId('tenant-manage')).toHaveAttribute('aria-disabled', 'true');

  await saveScreenshot(page, 'operator-tenants-light');
  await chooseTheme(page, 'Dark');
  await saveScreenshot(page, 'operator-tenants-dark');
  await chooseTheme(page, 'Light');

  // In a narrow window the cards are narrow too: every value stays inside its card, readable.
  await page.setViewportSize({ width: 800, height: 800 });
  const cardBox = await greenCard.boundingBox();
  for (const id of ['tenant-state', 'tenant-capacity']) {
    const box = await greenCard.getByTestId(id).boundingBox();
    expect(box && cardBox && box.width > 0 && box.x + box.width <= cardBox.x + cardBox.width).toBe(true);
  }
  await saveScreenshot(page, 'operator-tenants-narrow');
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByTestId('tenant-filter').locator('input').fill(`yellow-${suffix}`);
  await expect(card(yellow)).toBeVisible();
  await expect(card(green)).toBeHidden();
  await page.getByTestId('tenant-filter').locator('input').fill(`none-${suffix}`);
  await expect(page.getByTestId('tenants-no-match')).toBeVisible();

  // A tenant created meanwhile appears on Refresh.
  await page.getByTestId('tenant-filter').locator('input').fill(suffix);
  const late = await cluster.tenant(`late-${suffix}`, { currentState: 'Initialized', healthStatus: 'red' });
  await page.getByTestId('refresh-tenants').click();
  await expect(card(late).getByTestId('tenant-health')).toHaveAttribute('data-health', 'red');
  await expect(card(late).getByTestId('tenant-manage')).toHaveAttribute('aria-disabled', 'true');

  await card(green).getByTestId('tenant-view').click();
  await expect(page).toHaveURL(new RegExp(`/namespaces/${cluster.namespace}/tenants/${green}/summary$`));
  await expect(page.getByTestId('page-title')).toHaveText(green);
});
