import { getFullConfig } from '@platform/minio/admin/config-full';
import { setConfigKV } from '@platform/minio/admin/config-kv';
import { parseConfigKV } from '@platform/minio/admin/config-kv-text';
import { startApp } from '@test/support/app-under-test';
import { logIn } from '@test/support/api-client';
import { fakeSubnetService, type FakeSubnetService } from '@test/support/fake-subnet-service';
import { consoleFixture } from '@test/support/fixtures';
import { LicenceKeys } from '@test/support/licence-keys';
import { rootConnection } from '@test/support/minio-admin';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';

jest.setTimeout(120_000);

/**
 * The licence page's calls against a MinIO of this file's own (the licence is one per server, and these tests
 * change it), with the console configured with the public key of a key pair made here, and the provider's service
 * (on the internet) replaced by `fakeSubnetService`.
 */
const keys = new LicenceKeys();
const otherKeys = new LicenceKeys();
let minio: OwnMinio;
let service: FakeSubnetService;
let accountLicence: string;
const env: Record<string, string> = { CONSOLE_SUBSCRIPTION_PUBLIC_KEY: keys.publicKeyPem };

beforeAll(async () => {
  minio = await startOwnMinio('subscription');
  accountLicence = await keys.licence({ org: 'Account Org', plan: 'ENTERPRISE', cap: 250, sub: 'owner@example.com' });
  service = await fakeSubnetService({ 'owner@example.com': { password: 'right-password', licence: accountLicence } });
  env.CONSOLE_SUBSCRIPTION_SERVICE_URL = service.url;
});
// After the MinIO above starts; its own clean-up runs before the MinIO stops (afterAll hooks run in this order).
const world = consoleFixture({ minio: () => minio.server, env });
afterAll(async () => {
  await service.close();
  await minio.stop();
});

/** The licence MinIO keeps, read from its stored configuration as root. */
async function storedLicence(): Promise<string> {
  const subnet = parseConfigKV(await getFullConfig(rootConnection(minio.server))).find((t) => t.subSys === 'subnet');
  return subnet?.kvs.find((kv) => kv.key === 'license')?.value ?? '';
}

/** Puts a licence into MinIO directly, as an administrator with `mc admin config set` would. */
const storeLicence = (licence: string) =>
  setConfigKV(rootConnection(minio.server), `subnet license=${licence === '' ? '""' : licence}`);

const info = () => world.root.GET('/api/v1/subscription/info');
const validate = (body: { license?: string; email?: string; password?: string }) =>
  world.root.POST('/api/v1/subscription/validate', { body });

describe('the subscription licence kept in MinIO', () => {
  beforeEach(() => storeLicence(''));

  it('says there is none without a licence (a normal state, not a 404)', async () => {
    const none = await info();
    expect(none.status).toBe(200);
    expect(none.data).toEqual({ status: 'none' });
  });

  it('activates a licence key: checks it, keeps it in MinIO and shows it as registered', async () => {
    const licence = await keys.licence({ org: 'Example Corp', cap: 100, plan: 'STANDARD', sub: 'buyer@example.com' });
    const activated = await validate({ license: licence });
    expect(activated.status).toBe(200);
    expect(activated.data).toMatchObject({ status: 'valid', organization: 'Example Corp', storage_capacity: 100 });
    expect(await storedLicence()).toBe(licence);
    expect((await info()).data).toMatchObject({
      status: 'valid',
      organization: 'Example Corp',
      storage_capacity: 100,
      plan: 'STANDARD',
      email: 'buyer@example.com',
      expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('refuses keys that are not valid licences with a clear message, keeping nothing', async () => {
    const cases: [string, string][] = [
      [await otherKeys.licence(), 'This licence key is not valid'],
      [await keys.licence({ expiresIn: -86_400 }), 'This licence has expired'],
      ['not a licence', 'This is not a licence key'],
      ['a.b.c api_key=stolen', 'This is not a licence key'],
    ];
    for (const [license, message] of cases) {
      expect(await validate({ license })).toMatchObject({ status: 400, error: { message } });
    }
    expect((await validate({})).status).toBe(400);
    expect(await storedLicence()).toBe('');
  });

  it('never shows a licence with a bad signature or an expired one as registered', async () => {
    await storeLicence(await otherKeys.licence({ org: 'Forged Org' }));
    const forged = await info();
    expect(forged.data).toEqual({ status: 'invalid', problem: expect.stringContaining('signature') });

    await storeLicence(await keys.licence({ org: 'Lapsed Org', expiresIn: -86_400 }));
    expect((await info()).data).toMatchObject({ status: 'expired', organization: 'Lapsed Org' });
  });

  it('activates with the account e-mail and password through the provider service', async () => {
    const before = service.calls();
    const wrong = await validate({ email: 'owner@example.com', password: 'wrong-password' });
    expect(wrong).toMatchObject({
      status: 400,
      error: { message: 'The subscription service refused the e-mail or password' },
    });
    const activated = await validate({ email: 'owner@example.com', password: 'right-password' });
    expect(activated.data).toMatchObject({ status: 'valid', organization: 'Account Org', plan: 'ENTERPRISE' });
    expect(service.calls()).toBe(before + 2);
    expect(await storedLicence()).toBe(accountLicence);
  });

  it('says so when the provider service cannot be reached', async () => {
    // A console whose service address answers nothing: a closed port stands for a console without internet.
    const offline = await startApp({
      CONSOLE_MINIO_SERVER: minio.server.endpoint,
      CONSOLE_SUBSCRIPTION_PUBLIC_KEY: keys.publicKeyPem,
      CONSOLE_SUBSCRIPTION_SERVICE_URL: 'http://127.0.0.1:9',
    });
    try {
      const root = await logIn(offline.base, minio.server.accessKey, minio.server.secretKey);
      const answer = await root.POST('/api/v1/subscription/validate', {
        body: { email: 'owner@example.com', password: 'right-password' },
      });
      expect(answer).toMatchObject({ status: 503, error: { message: 'The subscription service cannot be reached' } });
    } finally {
      await offline.close();
    }
  });

  it('refuses a user who may not read or change the configuration, as MinIO does', async () => {
    await storeLicence(await keys.licence());
    const reader = await world.persona('readonly');
    expect((await reader.GET('/api/v1/subscription/info')).status).toBe(403);
    const licence = await keys.licence({ org: 'Intruder' });
    expect((await reader.POST('/api/v1/subscription/validate', { body: { license: licence } })).status).toBe(403);
  });
});
