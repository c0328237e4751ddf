import { randomBytes } from 'node:crypto';
import { associateLdapPolicies } from '../../../backend/src/platform/minio/admin/policy-mappings';
import { startConsole, type ConsoleInstance } from '../../support/console-process';
import { rootConnection } from '../../support/minio-admin';
import { startOwnMinio, type OwnMinio } from '../../support/own-minio';
import { need, type LdapServer } from '../../world/state';
import { expect, test } from '../fixtures';
import { LoginPage } from '../pages/login.page';
import { saveLightAndDark } from '../pages/screenshots';

/**
 * LDAP login in Chromium: the world's slapd directory, a MinIO of this file's own with identity_ldap pointing at it,
 * policies attached to a group DN (readwrite → writers) and a user DN (readonly → bob).
 */
test.describe('LDAP login', () => {
  test.describe.configure({ mode: 'serial' });
  let ldap: LdapServer;
  let minio: OwnMinio;
  let console_: ConsoleInstance;

  test.beforeAll(async ({ world }) => {
    test.setTimeout(120_000);
    ldap = need(world.ldap, 'LDAP directory (part ldap)');
    minio = await startOwnMinio(`ldap-e2e-${randomBytes(3).toString('hex')}`, 'single', {
      MINIO_IDENTITY_LDAP_SERVER_ADDR: ldap.address,
      MINIO_IDENTITY_LDAP_SERVER_INSECURE: 'on',
      MINIO_IDENTITY_LDAP_LOOKUP_BIND_DN: ldap.adminDn,
      MINIO_IDENTITY_LDAP_LOOKUP_BIND_PASSWORD: ldap.adminPassword,
      MINIO_IDENTITY_LDAP_USER_DN_SEARCH_BASE_DN: ldap.usersDn,
      MINIO_IDENTITY_LDAP_USER_DN_SEARCH_FILTER: '(uid=%s)',
      MINIO_IDENTITY_LDAP_GROUP_SEARCH_BASE_DN: ldap.groupsDn,
      MINIO_IDENTITY_LDAP_GROUP_SEARCH_FILTER: '(&(objectclass=groupOfNames)(member=%d))',
    });
    const root = rootConnection(minio.server);
    await associateLdapPolicies(root, 'attach', { group: ldap.groups.writers! }, ['readwrite']);
    await associateLdapPolicies(root, 'attach', { user: ldap.users.bob!.dn }, ['readonly']);
    console_ = await startConsole({ CONSOLE_MINIO_SERVER: minio.server.endpoint, CONSOLE_LDAP: 'on' });
  });

  test.afterAll(async () => {
    await console_?.stop();
    await minio?.stop();
  });

  test("a member of the writers group gets the group's policy: Create Bucket is offered", async ({ page }) => {
    const login = new LoginPage(page);
    await login.open(console_.url);
    await login.login('alice', ldap.users.alice!.password);
    await expect(page.getByTestId('current-user')).toHaveText('alice');
    await page.goto(`${console_.url}buckets`);
    await expect(page.getByTestId('create-bucket')).toBeVisible();
  });

  test('a user with readonly sees buckets without Create Bucket', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open(console_.url);
    await login.login('bob', ldap.users.bob!.password);
    await expect(page.getByTestId('current-user')).toHaveText('bob');
    await page.goto(`${console_.url}buckets`);
    await expect(page.getByRole('button', { name: /refresh/i }).first()).toBeVisible();
    await expect(page.getByTestId('create-bucket')).toHaveCount(0);
  });

  test('a filter injection in the user name is refused in words', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open(console_.url);
    await login.login('*)(uid=*', 'anything');
    await expect(page.getByTestId('login-error')).toContainText('Invalid login');
    await expect(page).toHaveURL(`${console_.url}login`);
    await saveLightAndDark(page, 'ldap-invalid-login');
  });
});
