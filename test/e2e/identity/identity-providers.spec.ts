import { randomBytes } from 'node:crypto';
import { startConsole, type ConsoleInstance } from '../../support/console-process';
import { startOwnMinio, type OwnMinio } from '../../support/own-minio';
import { need, type LdapServer, type OidcServer } from '../../world/state';
import { expect, test } from '../fixtures';
import { IamPage } from '../pages/iam.page';
import { saveLightAndDark } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

/**
 * The identity-provider pages in Chromium against a MinIO of this file's own (every change needs a restart), the
 * world's oidc-provider and slapd: add an OpenID configuration (bad input first), restart from the bar, edit and
 * delete it; configure LDAP, restart, attach and detach policies of directory DNs.
 */
test.describe('identity providers', () => {
  test.describe.configure({ mode: 'serial' });
  let oidc: OidcServer;
  let ldap: LdapServer;
  let minio: OwnMinio;
  let console_: ConsoleInstance;
  const name = `e2e${randomBytes(3).toString('hex')}`;

  test.beforeAll(async ({ world }) => {
    test.setTimeout(120_000);
    oidc = need(world.oidc, 'OpenID provider (part oidc)');
    ldap = need(world.ldap, 'LDAP directory (part ldap)');
    minio = await startOwnMinio(`idp-e2e-${randomBytes(3).toString('hex')}`);
    console_ = await startConsole({
      CONSOLE_MINIO_SERVER: minio.server.endpoint,
      CONSOLE_OUTBOUND_ALLOW_LOOPBACK: 'on',
    });
  });

  test.afterAll(async () => {
    await console_?.stop();
    await minio?.stop();
  });

  /** Restarts the server with the restart bar, as a person does after saving. */
  async function restartFromBar(ui: IamPage) {
    await expect(ui.page.getByTestId('restart-banner')).toBeVisible();
    await ui.page.getByTestId('restart-button').click();
    await expect(ui.page.getByTestId('restart-banner')).toBeHidden({ timeout: 90_000 });
  }

  test('OpenID: bad input is refused in words, a good configuration is saved, restarted, edited, deleted', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const ui = new IamPage(page);
    await startSession(page, console_.url, minio.server);
    await ui.open(console_.url, 'account');
    await page.getByTestId('side-menu').getByRole('link', { name: 'OpenID' }).click();
    await expect(ui.title).toHaveText('OpenID');
    await expect(page.getByTestId('table-empty')).toBeVisible();
    await saveLightAndDark(page, 'idp-openid-empty');

    await page.getByTestId('add-openid').click();
    await expect(ui.title).toHaveText('Create OpenID Configuration');
    await page.getByTestId('idp-name').fill(name);
    await page.getByTestId('idp-config_url').fill('idp.example.com/no-scheme');
    await page.getByTestId('idp-client_id').fill(oidc.client.clientId);
    await page.getByTestId('idp-save').click();
    await expect(page.getByText('Give a URL with its scheme (https://…).')).toBeVisible();
    await expect(page.getByText('Required.')).toBeVisible(); // the client secret
    await page.getByTestId('idp-name').scrollIntoViewIfNeeded();
    await saveLightAndDark(page, 'idp-openid-invalid');

    await page.getByTestId('idp-config_url').fill('http://169.254.169.254/.well-known/openid-configuration');
    await page.getByTestId('idp-client_secret').fill(oidc.client.clientSecret);
    await page.getByTestId('idp-test').click();
    await expect(page.getByTestId('idp-test-error')).toContainText('The remote server cannot be used');
    await page.getByTestId('idp-save').click();
    await expect(page.getByTestId('idp-save-error')).toContainText('The remote server cannot be used');
    await saveLightAndDark(page, 'idp-openid-refused');

    await page.getByTestId('idp-config_url').fill(oidc.configUrl);
    await page.getByTestId('idp-display_name').fill('E2E provider');
    await page.getByTestId('idp-claim_name').fill('policy');
    await page.getByTestId('idp-test').click();
    await expect(page.getByTestId('idp-test-result')).toContainText(`Reached the OpenID provider ${oidc.issuer}`);
    await page.getByTestId('idp-save').click();
    await expect(page.getByTestId('idp-restart-note')).toContainText('only after it restarts');
    await saveLightAndDark(page, 'idp-openid-saved');
    await restartFromBar(ui);

    await ui.open(console_.url, 'identity/idp/openid');
    await expect(page.getByTestId(`row-${name}`)).toContainText('Enabled');
    await saveLightAndDark(page, 'idp-openid-list');
    await page.getByTestId(`row-${name}`).click();
    await expect(ui.title).toHaveText(name);
    await expect(page.getByTestId('idp-display_name')).toHaveValue('E2E provider');
    await expect(page.getByTestId('idp-client_secret')).toHaveValue('');
    await saveLightAndDark(page, 'idp-openid-detail');
    // A change MinIO rejects: its reason is shown.
    await page.getByTestId('idp-config_url').fill('http://127.0.0.1:1/.well-known/openid-configuration');
    await page.getByTestId('idp-save').click();
    await expect(page.getByTestId('idp-save-error')).toContainText('connection refused');

    await page.getByTestId('delete-openid').click();
    await page.getByTestId('delete-idp-modal').getByTestId('modal-submit').click();
    await expect(ui.title).toHaveText('OpenID');
    await expect(ui.snackbar).toContainText('it goes away when the server restarts');
  });

  test('LDAP: configure the directory, restart, then attach, look up and detach policies of DNs', async ({ page }) => {
    test.setTimeout(180_000);
    const ui = new IamPage(page);
    await startSession(page, console_.url, minio.server);
    await ui.open(console_.url, 'account');
    await page.getByTestId('side-menu').getByRole('link', { name: 'LDAP' }).click();
    await expect(page.getByTestId('ldap-not-configured')).toContainText('No LDAP directory is configured');
    await saveLightAndDark(page, 'idp-ldap-not-configured');
    await page.getByTestId('configure-ldap').click();
    await page.getByTestId('idp-server_addr').fill('127.0.0.1:1');
    await page.getByTestId('idp-save').click();
    await expect(page.getByTestId('idp-save-error')).toContainText('LDAP Server Connection Error');
    await page.getByTestId('idp-server_addr').fill(ldap.address);
    await page.getByTestId('idp-lookup_bind_dn').fill(ldap.adminDn);
    await page.getByTestId('idp-lookup_bind_password').fill(ldap.adminPassword);
    await page.getByTestId('idp-user_dn_search_base_dn').fill(ldap.usersDn);
    await page.getByTestId('idp-user_dn_search_filter').fill('(uid=%s)');
    await page.getByTestId('idp-group_search_base_dn').fill(ldap.groupsDn);
    await page.getByTestId('idp-group_search_filter').fill('(&(objectclass=groupOfNames)(member=%d))');
    await page.locator('label.pf-v6-c-switch[for="idp-server_insecure"]').click();
    await page.getByTestId('idp-test').click();
    await expect(page.getByTestId('idp-test-result')).toContainText('Reached the directory');
    await page.getByTestId('idp-save').click();
    await expect(page.getByTestId('idp-restart-note')).toBeVisible();
    await saveLightAndDark(page, 'idp-ldap-saved');
    await restartFromBar(ui);

    await ui.open(console_.url, 'identity/ldap/configuration');
    await expect(page.getByTestId('idp-server_addr')).toHaveValue(ldap.address);
    await saveLightAndDark(page, 'idp-ldap-configuration');

    await page.getByTestId('ldap-tab-entities').click();
    await page.getByTestId('attach-ldap-policies').click();
    await page.getByTestId('ldap-dn').fill(ldap.groups.readers!);
    await page.getByTestId('ldap-attach-policies').fill('readonly, diagnostics');
    await page.getByTestId('modal-submit').click();
    await expect(ui.snackbar).toContainText('Policies attached.');
    await page.getByTestId('ldap-groups').fill(ldap.groups.readers!);
    await page.getByTestId('ldap-policies').fill('readonly');
    await page.getByTestId('ldap-lookup').click();
    const groups = page.getByTestId('ldap-results-groups');
    await expect(groups.getByTestId('ldap-policy-readonly')).toBeVisible();
    await expect(groups.getByTestId('ldap-policy-diagnostics')).toBeVisible();
    await expect(page.getByTestId('ldap-results-policies')).toContainText(ldap.groups.readers!);
    await saveLightAndDark(page, 'idp-ldap-entities');
    await groups.getByRole('button', { name: `Detach diagnostics from ${ldap.groups.readers!}` }).click();
    await expect(ui.snackbar).toContainText('Policy detached.');
    await expect(groups.getByTestId('ldap-policy-diagnostics')).toHaveCount(0);
    await expect(groups.getByTestId('ldap-policy-readonly')).toBeVisible();

    // A DN that is not in the directory: MinIO's reason, in the dialog.
    await page.getByTestId('attach-ldap-policies').click();
    await page.getByTestId('ldap-dn').fill(`uid=nobody,${ldap.usersDn}`);
    await page.getByTestId('ldap-entity-type').selectOption('user');
    await page.getByTestId('ldap-attach-policies').fill('readonly');
    await page.getByTestId('modal-submit').click();
    await expect(page.getByTestId('attach-ldap-modal')).toContainText(/not|no such/i);
  });
});
