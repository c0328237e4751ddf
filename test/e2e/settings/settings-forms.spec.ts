import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { IamPage } from '../pages/iam.page';
import { saveLightAndDark } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

/**
 * Every settings category opens its own form on the real MinIO, read-only here (the saves are tested on MinIOs of
 * their own in settings.spec.ts and the integration tests): its title, its return link, and a field MinIO's help API
 * describes for it — or, for the webhook categories, the list of named targets; for `cache`, which this MinIO no
 * longer has, the notice that says so.
 */
const forms = [
  { id: 'region', label: 'Region', shows: 'setting-name' },
  { id: 'cache', label: 'Cache', shows: 'settings-not-available' },
  { id: 'compression', label: 'Compression', shows: 'setting-extensions' },
  { id: 'api', label: 'API', shows: 'setting-requests_max' },
  { id: 'heal', label: 'Heal', shows: 'setting-max_io' },
  { id: 'scanner', label: 'Scanner', shows: 'setting-speed' },
  { id: 'etcd', label: 'Etcd', shows: 'setting-endpoints' },
  { id: 'identity_openid', label: 'Identity OpenID', shows: 'setting-config_url' },
  { id: 'identity_ldap', label: 'Identity LDAP', shows: 'setting-server_addr' },
  { id: 'logger_webhook', label: 'Logger Webhook', shows: 'settings-add-target' },
  { id: 'audit_webhook', label: 'Audit Webhook', shows: 'settings-add-target' },
] as const;

test('each of the 11 settings categories opens its form with the keys MinIO accepts', async ({
  page,
  world,
  consoleServer,
}) => {
  test.setTimeout(180_000);
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const errors: string[] = [];
  // Script errors only: an answer such as the 404 for `cache` (a subsystem this MinIO no longer has) is the page's
  // input, and the browser logs every 4xx it loads.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  const ui = new IamPage(page);
  await startSession(page, consoleServer.url, minio);
  for (const form of forms) {
    await page.goto(`${consoleServer.url}settings/${form.id}`);
    await expect(ui.title).toHaveText(`${form.label} Settings`);
    await expect(page.getByRole('link', { name: 'Return to Settings' })).toBeVisible();
    await expect(page.getByTestId(form.shows)).toBeVisible();
    await saveLightAndDark(page, `settings-form-${form.id}`);
  }
  expect(errors).toEqual([]);
});
