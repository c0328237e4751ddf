import { readFile } from 'node:fs/promises';
import { getFullConfig } from '../../../backend/src/platform/minio/admin/config-full';
import { getConfigTargets } from '../../../backend/src/platform/minio/admin/config-kv';
import { parseConfigExport } from '../../../backend/src/platform/minio/admin/config-export-text';
import { startAnsweringWebhook } from '../../support/answering-webhook';
import { startConsole } from '../../support/console-process';
import { rootConnection } from '../../support/minio-admin';
import { startOwnMinio } from '../../support/own-minio';
import { expect, test } from '../fixtures';
import { IamPage } from '../pages/iam.page';
import { chooseTheme, saveLightAndDark, saveScreenshot } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

/** What MinIO holds for a key, read without the console. */
async function runningValue(endpoint: Parameters<typeof rootConnection>[0], subSys: string, key: string) {
  const [target] = await getConfigTargets(rootConnection(endpoint), subSys);
  return target?.kvs.find((kv) => kv.key === key)?.value;
}

test('an administrator changes settings, manages webhook targets, imports a configuration and restarts', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // A MinIO and a console of this test's own: it is restarted and reconfigured.
  const minio = await startOwnMinio('e2e-settings');
  const receiver = await startAnsweringWebhook();
  const hook = receiver.url('/logs');
  const console_ = await startConsole({
    CONSOLE_MINIO_SERVER: minio.server.endpoint,
    CONSOLE_OUTBOUND_ALLOW_LOOPBACK: 'on',
  });
  try {
    const ui = new IamPage(page);
    await startSession(page, console_.url, minio.server);
    await ui.open(console_.url, 'account');
    await page.getByTestId('side-menu').getByRole('link', { name: 'Settings' }).click();
    await expect(ui.title).toHaveText('Settings');
    const labels = {
      region: 'Region',
      cache: 'Cache',
      compression: 'Compression',
      api: 'API',
      heal: 'Heal',
      scanner: 'Scanner',
      etcd: 'Etcd',
      identity_openid: 'Identity OpenID',
      identity_ldap: 'Identity LDAP',
      logger_webhook: 'Logger Webhook',
      audit_webhook: 'Audit Webhook',
    };
    for (const [id, label] of Object.entries(labels)) {
      await expect(page.locator(`#settings-category-${id}-title`)).toHaveText(label);
    }
    await expect(page.getByTestId('help-panel')).toContainText('Learn more about SETTINGS');
    await saveLightAndDark(page, 'settings-grid');

    // Compression applies live: no restart needed.
    await page.getByTestId('settings-category-compression').click();
    await expect(ui.title).toHaveText('Compression Settings');
    await expect(page.getByRole('link', { name: 'Return to Settings' })).toBeVisible();
    await page.locator('label.pf-v6-c-switch[for="setting-enable"]').click();
    await page.getByTestId('setting-extensions').fill('.e2e, .log');
    await saveLightAndDark(page, 'settings-compression');
    await page.getByTestId('settings-save').click();
    await expect(ui.title).toHaveText('Settings');
    await expect(ui.snackbar).toContainText('Compression settings saved');
    await expect(page.getByTestId('restart-banner')).toBeHidden();
    expect(await runningValue(minio.server, 'compression', 'extensions')).toBe('.e2e,.log');

    // Validation before saving.
    await page.goto(`${console_.url}settings/api`);
    await page.getByTestId('setting-requests_max').fill('many');
    await expect(page.getByTestId('setting-requests_max-message')).toContainText('Must be a number.');
    await expect(page.getByTestId('settings-save')).toBeDisabled();
    await saveScreenshot(page, 'settings-api-invalid');

    // A subsystem this MinIO no longer has.
    await page.goto(`${console_.url}settings/cache`);
    await expect(ui.title).toHaveText('Cache Settings');
    await expect(page.getByTestId('settings-not-available')).toContainText('no cache settings');
    await saveLightAndDark(page, 'settings-cache');

    // Named logger webhook targets: add one with a secret, see it masked, remove it.
    await page.goto(`${console_.url}settings/logger_webhook`);
    await expect(ui.title).toHaveText('Logger Webhook Settings');
    await page.getByTestId('settings-add-target').click();
    await page.getByTestId('settings-target-name').fill('e2e1');
    await page.getByTestId('settings-add-target-modal').getByTestId('modal-submit').click();
    await expect(ui.title).toHaveText('Logger Webhook Settings - e2e1');
    await page.locator('label.pf-v6-c-switch[for="setting-enable"]').click();
    await page.getByTestId('setting-endpoint').fill('not a url');
    await expect(page.getByTestId('setting-endpoint-message')).toContainText('Must be a URL');
    await page.getByTestId('setting-endpoint').fill(hook);
    await page.getByTestId('setting-auth_token').fill('e2e-secret-token');
    await page.getByTestId('settings-save').click();
    await expect(ui.title).toHaveText('Logger Webhook Settings');
    await expect(page.getByTestId('settings-target-e2e1')).toBeVisible();
    await page.getByTestId('settings-targets').scrollIntoViewIfNeeded();
    await saveLightAndDark(page, 'settings-logger-targets');
    await page.getByTestId('settings-edit-target-e2e1').click();
    await expect(page.getByTestId('setting-endpoint')).toHaveValue(hook);
    await expect(page.getByTestId('setting-auth_token')).toHaveValue('********');
    await page.getByRole('link', { name: 'Logger Webhook Settings' }).click();
    await page.getByTestId('settings-remove-target-e2e1').click();
    await page.getByTestId('settings-remove-target-modal').getByTestId('modal-submit').click();
    await expect(page.getByTestId('settings-target-e2e1')).toBeHidden();

    // Export, then import an edited copy after a malformed file is refused.
    await page.getByRole('link', { name: 'Return to Settings' }).click();
    await expect(ui.title).toHaveText('Settings');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('settings-export').click();
    const exported = await readFile((await (await downloading).path()) ?? '', 'utf8');
    expect(exported).toMatch(/^api requests_max=/m);
    const broken = { name: 'broken.txt', mimeType: 'text/plain', buffer: Buffer.from('this is no configuration') };
    const edited = {
      name: 'edited.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(exported.replace(/^api requests_max=\S*/m, 'api requests_max=77')),
    };
    const modal = page.getByTestId('import-config-modal');
    const file = modal.locator('input[type="file"]');
    // The theme switch is behind an open dialog: each theme gets a dialog of its own.
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') await chooseTheme(page, 'Dark');
      await page.getByTestId('settings-import').click();
      await file.setInputFiles(broken);
      await expect(modal).toContainText('The file is not a server configuration');
      await expect(modal.getByTestId('modal-submit')).toBeDisabled();
      await saveScreenshot(page, `settings-import-malformed-${theme}`);
      await file.setInputFiles(edited);
      const table = modal.getByTestId('import-changes-table');
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table).toContainText('requests_max');
      await expect(table).toContainText('77');
      await expect(modal).not.toContainText('The file is not a server configuration');
      await saveScreenshot(page, `settings-import-preview-${theme}`);
      if (theme === 'light') await modal.getByRole('button', { name: 'Cancel' }).click();
    }
    await modal.getByTestId('modal-submit').click();
    await expect(modal).toBeHidden();
    await chooseTheme(page, 'Light');
    // The region, like the import, applies after a restart: the restart bar stays.
    await page.goto(`${console_.url}settings/region`);
    await page.getByTestId('setting-name').fill('e2e-region');
    await page.getByTestId('settings-save').click();
    await expect(ui.snackbar).toContainText('after a server restart');
    await expect(page.getByTestId('restart-banner')).toBeVisible();
    // While the confirmation shows (5 s), the bar's Restart is within reach: a click on it fails if the toast (or
    // anything else) would take the pointer, where Playwright's default would wait for the toast to go.
    await expect(ui.snackbar).toBeVisible();
    await page.getByTestId('restart-button').click({ trial: true, timeout: 2_000 });
    await saveLightAndDark(page, 'settings-restart-banner');

    // Restart from the bar: progress, then the console carries on by itself with the new configuration.
    await page.getByTestId('restart-button').click();
    await expect(page.getByTestId('restart-progress-text')).toHaveText('The server is restarting.');
    await expect(page.getByTestId('restart-banner')).toBeHidden({ timeout: 90_000 });
    expect(await runningValue(minio.server, 'api', 'requests_max')).toBe('77');
    // MinIO keeps the old `region` setting as the region of `site`.
    const site = parseConfigExport(await getFullConfig(rootConnection(minio.server))).find((t) => t.subSys === 'site');
    const region = await runningValue(minio.server, 'region', 'name');
    expect([region, site?.kvs.find((kv) => kv.key === 'region')?.value]).toContain('e2e-region');
    await page.goto(`${console_.url}settings/region`);
    await expect(page.getByTestId('setting-name')).toHaveValue('e2e-region');
    await page.goto(`${console_.url}settings/compression`);
    await expect(page.getByTestId('setting-extensions')).toHaveValue('.e2e,.log');
  } finally {
    await console_.stop();
    await minio.stop();
    await receiver.close();
  }
});
