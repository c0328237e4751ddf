import { randomUUID } from 'node:crypto';
import type { Client } from 'minio';
import { loadWorld, need } from '@test/world/state';
import type { AdminConnection } from '../admin-request';
import { withS3 } from '../s3/s3-client';
import { assumeRole } from '../sts';
import { getBucketQuota, setBucketQuota } from './bucket-quota';
import { listRemoteTargets, removeRemoteTarget, setRemoteTarget } from './remote-targets';
import { addTier, editTierCredentials, listTiers, removeTier, tierStats, verifyTier, type TierConfig } from './tiers';

jest.setTimeout(60_000);

const world = loadWorld();
const minio = need(world.minio.erasure, 'erasure MinIO');
const second = need(world.minio.second, 'second MinIO');
let session: AdminConnection;
let remote: AdminConnection;

beforeAll(async () => {
  session = { endpoint: minio.endpoint, credentials: await assumeRole(minio.endpoint, minio, 900) };
  remote = { endpoint: second.endpoint, credentials: await assumeRole(second.endpoint, second, 900) };
});

const bucketName = (prefix: string): string => `${prefix}-${randomUUID()}`;

/** Removes every version of every object, then the bucket. */
async function emptyAndRemove(s3: Client, bucket: string): Promise<void> {
  const entries: Array<{ name: string; versionId?: string }> = [];
  for await (const item of s3.listObjects(bucket, '', true, { IncludeVersion: true })) {
    const { name, versionId } = item as { name?: string; versionId?: string };
    if (name) entries.push({ name, ...(versionId ? { versionId } : {}) });
  }
  if (entries.length > 0) await s3.removeObjects(bucket, entries);
  await s3.removeBucket(bucket);
}

describe('bucket quota', () => {
  it('sets, reads and clears a hard quota', async () => {
    const bucket = bucketName('it-quota');
    await withS3(session, (s3) => s3.makeBucket(bucket));
    try {
      expect(await getBucketQuota(session, bucket)).toBeUndefined();
      await setBucketQuota(session, bucket, 5 * 1024 * 1024);
      expect(await getBucketQuota(session, bucket)).toMatchObject({
        quota: 5 * 1024 * 1024,
        size: 5 * 1024 * 1024,
        quotatype: 'hard',
      });
      await setBucketQuota(session, bucket, 0);
      expect(await getBucketQuota(session, bucket)).toBeUndefined();
    } finally {
      await withS3(session, (s3) => s3.removeBucket(bucket));
    }
  });

  it('refuses a quota on a bucket that does not exist', async () => {
    await expect(setBucketQuota(session, bucketName('it-missing'), 1024)).rejects.toMatchObject({
      status: 404,
      code: 'NoSuchBucket',
    });
  });
});

describe('remote targets', () => {
  it('registers a replication target on the second server, lists it and removes it', async () => {
    const source = bucketName('it-repl-src');
    const target = bucketName('it-repl-dst');
    await withS3(session, async (s3) => {
      await s3.makeBucket(source);
      await s3.setBucketVersioning(source, { Status: 'Enabled' });
    });
    await withS3(remote, async (s3) => {
      await s3.makeBucket(target);
      await s3.setBucketVersioning(target, { Status: 'Enabled' });
    });
    try {
      const arn = await setRemoteTarget(session, {
        sourcebucket: source,
        endpoint: new URL(second.endpoint).host,
        credentials: { accessKey: second.accessKey, secretKey: second.secretKey },
        targetbucket: target,
        secure: false,
        bandwidthlimit: 100 * 1024 * 1024,
        healthCheckDuration: 60_000_000_000,
      });
      expect(arn).toMatch(new RegExp(`^arn:minio:replication:[^:]*:[^:]+:${target}$`));

      const targets = await listRemoteTargets(session, source);
      expect(targets).toEqual([
        expect.objectContaining({
          arn,
          sourcebucket: source,
          targetbucket: target,
          endpoint: new URL(second.endpoint).host,
          type: 'replication',
          bandwidthlimit: 100 * 1024 * 1024,
        }),
      ]);
      // The remote's secret never comes back.
      expect(targets[0]?.credentials).not.toHaveProperty('secretKey');
      expect((await listRemoteTargets(session, '')).map((one) => one.arn)).toContain(arn);

      await removeRemoteTarget(session, source, arn);
      expect(await listRemoteTargets(session, source)).toEqual([]);
    } finally {
      await withS3(session, (s3) => s3.removeBucket(source));
      await withS3(remote, (s3) => s3.removeBucket(target));
    }
  });

  it('refuses a target bucket without versioning', async () => {
    const source = bucketName('it-repl-src');
    const target = bucketName('it-repl-plain');
    await withS3(session, async (s3) => {
      await s3.makeBucket(source);
      await s3.setBucketVersioning(source, { Status: 'Enabled' });
    });
    await withS3(remote, (s3) => s3.makeBucket(target));
    try {
      const attempt = setRemoteTarget(session, {
        sourcebucket: source,
        endpoint: new URL(second.endpoint).host,
        credentials: { accessKey: second.accessKey, secretKey: second.secretKey },
        targetbucket: target,
        secure: false,
      });
      await expect(attempt).rejects.toMatchObject({ status: 400, code: 'RemoteTargetNotVersionedError' });
    } finally {
      await withS3(session, (s3) => s3.removeBucket(source));
      await withS3(remote, (s3) => s3.removeBucket(target));
    }
  });
});

describe('tiers', () => {
  it('adds a MinIO tier on the second server, verifies, edits, counts and removes it', async () => {
    const name = `IT${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`;
    const bucket = bucketName('it-tier');
    await withS3(remote, (s3) => s3.makeBucket(bucket));
    const tier: TierConfig = {
      Version: 'v1',
      Type: 'minio',
      Name: name,
      MinIO: {
        Endpoint: second.endpoint,
        AccessKey: second.accessKey,
        SecretKey: second.secretKey,
        Bucket: bucket,
        Prefix: 'tiered/',
        Region: '',
      },
    };
    try {
      await addTier(session, tier);
      const listed = (await listTiers(session)).find((one) => one.Name === name);
      expect(listed).toMatchObject({ Type: 'minio', Name: name, MinIO: { Bucket: bucket, Prefix: 'tiered/' } });
      expect(listed?.MinIO?.SecretKey).toBe('REDACTED');

      await verifyTier(session, name);
      await editTierCredentials(session, name, { access: second.accessKey, secret: second.secretKey });
      await verifyTier(session, name);
      await expect(
        editTierCredentials(session, name, { access: second.accessKey, secret: 'not-the-secret' }),
      ).rejects.toMatchObject({ status: 400, code: 'XMinioAdminTierInsufficientPermissions' });

      // Counted by the scanner, so a new tier is not listed yet; the call itself must work.
      expect(await tierStats(session)).toEqual(expect.any(Array));
      await expect(addTier(session, tier)).rejects.toMatchObject({
        status: 409,
        code: 'XMinioAdminTierAlreadyExists',
      });
    } finally {
      await removeTier(session, name);
      await withS3(remote, (s3) => emptyAndRemove(s3, bucket));
    }
    expect((await listTiers(session)).map((one) => one.Name)).not.toContain(name);
  });

  it('refuses a tier name that is not upper case', async () => {
    const bucket = bucketName('it-tier-lower');
    await withS3(remote, (s3) => s3.makeBucket(bucket));
    try {
      const attempt = addTier(session, {
        Version: 'v1',
        Type: 'minio',
        Name: 'lower-case',
        MinIO: { Endpoint: second.endpoint, AccessKey: second.accessKey, SecretKey: second.secretKey, Bucket: bucket },
      });
      await expect(attempt).rejects.toMatchObject({ status: 400, code: 'XMinioAdminTierNameNotUpperCase' });
    } finally {
      await withS3(remote, (s3) => emptyAndRemove(s3, bucket));
    }
  });
});
