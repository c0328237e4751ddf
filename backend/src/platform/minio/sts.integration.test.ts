import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { loadWorld, need } from '@test/world/state';
import { MinioError, MinioUnreachableError } from './errors';
import { assumeRole } from './sts';

const minio = need(loadWorld().minio.erasure, 'erasure MinIO');

describe('assumeRole against a real MinIO', () => {
  it('exchanges the root keys for working temporary credentials', async () => {
    const before = Date.now();
    const credentials = await assumeRole(minio.endpoint, minio, 900);
    expect(credentials.accessKey).not.toBe(minio.accessKey);
    expect(credentials.secretKey.length).toBeGreaterThan(0);
    expect(credentials.sessionToken.length).toBeGreaterThan(0);
    // MinIO rounds to seconds; allow clock slack of a minute either way.
    expect(credentials.expiration.getTime()).toBeGreaterThan(before + 840_000);
    expect(credentials.expiration.getTime()).toBeLessThan(before + 960_000);
  });

  it("answers a wrong secret with a 403 MinioError carrying MinIO's code", async () => {
    const attempt = assumeRole(
      minio.endpoint,
      { accessKey: minio.accessKey, secretKey: `${minio.secretKey}-wrong` },
      900,
    );
    await expect(attempt).rejects.toBeInstanceOf(MinioError);
    // MinIO's STS reports both a bad signature and an unknown key as AccessDenied; only the message differs.
    await expect(attempt).rejects.toMatchObject({ status: 403, code: 'AccessDenied' });
    await expect(attempt).rejects.toThrow(/signature/i);
    const unknown = assumeRole(minio.endpoint, { accessKey: 'no-such-user', secretKey: 'whatever-secret' }, 900);
    await expect(unknown).rejects.toMatchObject({ status: 403, code: 'AccessDenied' });
  });

  it('tells an unreachable server apart from bad credentials', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const attempt = assumeRole(`http://127.0.0.1:${port}`, minio, 900);
    await expect(attempt).rejects.toBeInstanceOf(MinioUnreachableError);
    await expect(attempt).rejects.toThrow(`cannot reach the storage server at http://127.0.0.1:${port}`);
  });
});
