import { loadWorld, need } from '@test/world/state';
import { accountInfo } from './admin/account-info';
import { getConfigKV, setConfigKV } from './admin/config-kv';
import { serverInfo } from './admin/server-info';
import { trace, type TraceEvent } from './admin/trace';
import { addUser, listUsers } from './admin/users';
import { adminRequest, type AdminConnection } from './admin-request';
import { MinioError } from './errors';
import { signedFetch } from './signed-fetch';
import { assumeRole } from './sts';

jest.setTimeout(30_000);

const minio = need(loadWorld().minio.erasure, 'erasure MinIO');
let session: AdminConnection;

beforeAll(async () => {
  // Like a console session: temporary keys, whose secret is also the payload encryption password.
  session = { endpoint: minio.endpoint, credentials: await assumeRole(minio.endpoint, minio, 900) };
});

describe('admin API against a real MinIO', () => {
  it('reports the erasure backend and its drives', async () => {
    const info = await serverInfo(session);
    expect(info.mode).toBe('online');
    expect(info.backend?.backendType).toBe('Erasure');
    expect(info.backend?.onlineDisks).toBeGreaterThanOrEqual(2);
    expect(info.servers?.[0]?.drives?.every((drive) => drive.state === 'ok')).toBe(true);
  });

  it('describes the signed-in account', async () => {
    const account = await accountInfo(session);
    expect(account.AccountName).toBe(minio.accessKey);
  });

  it('adds a user with an encrypted body and finds it in the decrypted user list', async () => {
    const accessKey = `it-user-${Date.now()}`;
    await addUser(session, { accessKey, secretKey: 'it-user-secret-1' });
    try {
      const users = await listUsers(session);
      expect(users[accessKey]).toMatchObject({ status: 'enabled' });
    } finally {
      await adminRequest({ ...session, method: 'DELETE', path: '/remove-user', query: { accessKey } });
    }
    await expect(adminRequest({ ...session, path: '/user-info', query: { accessKey } })).rejects.toMatchObject({
      status: 404,
      code: 'XMinioAdminNoSuchUser',
    });
  });

  it('round-trips a configuration key', async () => {
    const original = await getConfigKV(session, 'api');
    const match = /\bstale_uploads_expiry=(\S+)/.exec(original);
    expect(match).not.toBeNull();
    const originalValue = match?.[1] ?? '24h';
    const newValue = originalValue === '49h' ? '50h' : '49h';
    try {
      const result = await setConfigKV(session, `api stale_uploads_expiry=${newValue}`);
      expect(result.applied).toBe(true);
      expect(await getConfigKV(session, 'api')).toContain(`stale_uploads_expiry=${newValue}`);
    } finally {
      await setConfigKV(session, `api stale_uploads_expiry=${originalValue}`);
    }
    expect(await getConfigKV(session, 'api')).toContain(`stale_uploads_expiry=${originalValue}`);
  });

  it('refuses an unknown configuration subsystem with a MinioError', async () => {
    await expect(getConfigKV(session, 'no_such_subsystem')).rejects.toBeInstanceOf(MinioError);
  });

  it('streams a trace event for an S3 call and stops when aborted', async () => {
    const controller = new AbortController();
    const events = await trace(session, { s3: true, signal: controller.signal });
    const seen: TraceEvent[] = [];
    const reading = (async () => {
      for await (const event of events) {
        seen.push(event);
        if (event.funcname === 's3.ListBuckets') controller.abort(new Error('trace closed by the test'));
      }
    })();
    // The subscription is live once trace() resolved; make an S3 call for it to report.
    const listing = await signedFetch({
      endpoint: minio.endpoint,
      method: 'GET',
      path: '/',
      credentials: session.credentials,
    });
    await listing.bytes();
    const watchdog = setTimeout(() => controller.abort(new Error('no trace event within 15 s')), 15_000);
    await expect(reading).rejects.toThrow('trace closed by the test');
    clearTimeout(watchdog);
    const listBuckets = seen.find((event) => event.funcname === 's3.ListBuckets');
    expect(listBuckets?.http?.response.statuscode).toBe(200);
    expect(listBuckets?.type).toBe(4);
  });
});
