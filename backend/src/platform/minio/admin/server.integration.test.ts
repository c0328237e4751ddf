import { randomUUID } from 'node:crypto';
import { loadWorld, need } from '@test/world/state';
import { adminRequest, type AdminConnection } from '../admin-request';
import { withS3 } from '../s3/s3-client';
import { assumeRole } from '../sts';
import { backgroundHealStatus } from './background-heal';
import { consoleLog, type ConsoleLogEntry } from './console-log';
import { healStatus, startHeal, stopHeal, type HealResultItem } from './heal';
import { healthInfo, type HealthInfoSnapshot } from './health-info';
import { kmsCreateKey, kmsKeyStatus, kmsStatus } from './kms';
import { dataUsageInfo, storageInfo } from './storage-info';

jest.setTimeout(60_000);

const world = loadWorld();
const minio = need(world.minio.erasure, 'erasure MinIO');
const single = need(world.minio.single, 'single-drive MinIO');
let session: AdminConnection;
let singleSession: AdminConnection;

beforeAll(async () => {
  session = { endpoint: minio.endpoint, credentials: await assumeRole(minio.endpoint, minio, 900) };
  singleSession = { endpoint: single.endpoint, credentials: await assumeRole(single.endpoint, single, 900) };
});

describe('storage and usage', () => {
  it('lists the four drives of the erasure server and its layout', async () => {
    const info = await storageInfo(session);
    expect(info.Backend.Type).toBe(2);
    expect(info.Backend.DrivesPerSet).toEqual([4]);
    expect(info.Disks?.map((disk) => disk.path).sort()).toEqual([...minio.drives].sort());
    expect(info.Disks?.every((disk) => disk.state === 'ok' && (disk.totalspace ?? 0) > 0)).toBe(true);
  });

  it("reports the scanner's usage counters", async () => {
    const usage = await dataUsageInfo(session);
    // Before the first scanner cycle the date is Go's zero time and every counter 0.
    expect(Number.isNaN(Date.parse(usage.lastUpdate))).toBe(false);
    expect(usage).toMatchObject({
      objectsCount: expect.any(Number),
      objectsTotalSize: expect.any(Number),
      bucketsCount: expect.any(Number),
    });
  });
});

describe('background heal status', () => {
  it('describes the erasure set', async () => {
    const status = await backgroundHealStatus(session);
    expect(status.sets).toEqual([expect.objectContaining({ id: '0-0', pool_index: 0, set_index: 0 })]);
    expect(status.sets?.[0]?.disks).toHaveLength(4);
  });
});

describe('KMS', () => {
  it('reports the built-in key and that it works', async () => {
    const status = await kmsStatus(session);
    expect(status.name).toBe('MinIO builtin');
    expect(status['default-key-id']).toEqual(expect.any(String));
    const key = await kmsKeyStatus(session);
    expect(key['key-id']).toBe(status['default-key-id']);
    expect(key['encryption-error']).toBeUndefined();
    expect(key['decryption-error']).toBeUndefined();
  });

  it('reports a key that does not exist in the body, not as an HTTP error', async () => {
    const key = await kmsKeyStatus(session, `no-such-key-${randomUUID()}`);
    expect(key['encryption-error']).toEqual(expect.any(String));
  });

  it('cannot create keys in the built-in KMS', async () => {
    await expect(kmsCreateKey(session, `it-key-${randomUUID()}`)).rejects.toMatchObject({
      status: 500,
      code: 'InternalError',
    });
  });
});

describe('heal', () => {
  it('starts a heal on a bucket, polls its items, and stops it', async () => {
    const bucket = `it-heal-${randomUUID()}`;
    await withS3(session, async (s3) => {
      await s3.makeBucket(bucket);
      await s3.putObject(bucket, 'a/one.txt', Buffer.from('one'));
      await s3.putObject(bucket, 'a/two.txt', Buffer.from('two'));
    });
    try {
      const started = await startHeal(session, { bucket }, { recursive: true, scanMode: 1 });
      expect(started.clientToken).toEqual(expect.any(String));
      const items: HealResultItem[] = [];
      let summary = 'running';
      for (let polls = 0; summary === 'running' && polls < 30; polls++) {
        const status = await healStatus(session, { bucket }, started.clientToken);
        items.push(...(status.Items ?? []));
        summary = status.Summary;
        if (summary === 'running') await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(summary).toBe('finished');
      const objects = items.filter((item) => item.type === 'object').map((item) => item.object);
      expect(objects.sort()).toEqual(['a/one.txt', 'a/two.txt']);
      const object = items.find((item) => item.type === 'object');
      expect(object?.after.drives?.filter((drive) => drive.state === 'ok')).toHaveLength(4);
      expect((object?.dataBlocks ?? 0) + (object?.parityBlocks ?? 0)).toBe(4);

      const stopped = await stopHeal(session, { bucket });
      expect(stopped.clientToken).toEqual(expect.any(String));
    } finally {
      await withS3(session, async (s3) => {
        await s3.removeObjects(bucket, ['a/one.txt', 'a/two.txt']);
        await s3.removeBucket(bucket);
      });
    }
  });

  it('does not exist on a single drive', async () => {
    await expect(startHeal(singleSession, {})).rejects.toMatchObject({
      status: 426,
      code: 'XMinioAdminVersionMismatch',
    });
  });
});

describe('console log', () => {
  it('streams a log entry MinIO writes, and stops when aborted', async () => {
    // An unknown service action makes MinIO log an error naming it.
    const marker = `it-action-${randomUUID()}`;
    const controller = new AbortController();
    const entries = await consoleLog(session, { limit: 0, signal: controller.signal });
    const seen: ConsoleLogEntry[] = [];
    // How the reading ends, captured at once: the entry may arrive (and the test abort) before the call below answers.
    const readingEnded = (async () => {
      for await (const entry of entries) {
        seen.push(entry);
        if (JSON.stringify(entry).includes(marker)) controller.abort(new Error('log closed by the test'));
      }
    })().then(
      () => new Error('the log ended by itself'),
      (error: unknown) => error,
    );
    const unknownAction = adminRequest({
      ...session,
      method: 'POST',
      path: '/service',
      query: { action: marker, type: '2' },
    });
    await expect(unknownAction).rejects.toMatchObject({ status: 400 });
    const watchdog = setTimeout(() => controller.abort(new Error('no log entry within 20 s')), 20_000);
    expect(await readingEnded).toMatchObject({ message: 'log closed by the test' });
    clearTimeout(watchdog);
    const entry = seen.find((one) => JSON.stringify(one).includes(marker));
    expect(entry?.level).toBe('ERROR');
    expect(entry?.time).toEqual(expect.any(String));
  });
});

describe('health info', () => {
  it('streams diagnostics snapshots until it is done', async () => {
    const stream = await healthInfo(session, {
      deadlineSeconds: 20,
      minioinfo: true,
      minioconfig: false,
      syscpu: false,
      sysdrivehw: false,
      sysosinfo: false,
      sysmem: false,
      sysnet: false,
      sysprocess: false,
      syserrors: false,
      sysservices: false,
      sysconfig: false,
      replication: false,
    });
    let last: HealthInfoSnapshot | undefined;
    for await (const snapshot of stream) last = snapshot;
    expect(last?.version).toBe('3');
    expect(last?.error).toBeUndefined();
    expect(last?.minio?.['info']).toMatchObject({ deploymentID: expect.any(String), mode: 'online' });
  });
});
