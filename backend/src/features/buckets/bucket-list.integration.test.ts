import { randomUUID } from 'node:crypto';
import { createUserWithPolicy } from '@test/support/minio-admin';
import { loadWorld, need } from '@test/world/state';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { trace, type TraceEvent } from '../../platform/minio/admin/trace';
import { withS3 } from '../../platform/minio/s3/s3-client';
import { assumeRole } from '../../platform/minio/sts';
import { listSessionBuckets } from './bucket-list';

jest.setTimeout(60_000);

const minio = need(loadWorld().minio.erasure, 'erasure MinIO');
const LISTS = 5;

/** The admin calls MinIO traced for `connection`'s keys while `work` ran (admin calls are traced as internal). */
async function adminCallsDuring(connection: AdminConnection, work: () => Promise<void>): Promise<string[]> {
  const root = { endpoint: minio.endpoint, credentials: minio };
  const stop = new AbortController();
  const events = await trace(root, { s3: false, internal: true, signal: stop.signal });
  const seen: TraceEvent[] = [];
  const reading = (async () => {
    try {
      for await (const event of events) seen.push(event);
    } catch {
      // aborted below
    }
  })();
  await work();
  // The trace delivers each call after it answered; a moment lets the last ones arrive.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  stop.abort();
  await reading;
  const credential = `Credential=${connection.credentials.accessKey}/`;
  return seen
    .filter((event) => (event.http?.request.headers?.Authorization ?? []).some((value) => value.includes(credential)))
    .map((event) => event.funcname);
}

/** A login session (STS AssumeRole, as the console's login makes) of root or of the given user. */
async function sessionOf(keys: { accessKey: string; secretKey: string } = minio): Promise<AdminConnection> {
  return { endpoint: minio.endpoint, credentials: await assumeRole(minio.endpoint, keys, 900) };
}

describe('the bucket list asks MinIO for the scanner time at most once in a while', () => {
  it(`makes at most one accountinfo per list but one datausageinfo for ${LISTS} lists`, async () => {
    const session = await sessionOf();
    const calls = await adminCallsDuring(session, async () => {
      for (let i = 0; i < LISTS; i += 1) await listSessionBuckets(session);
    });
    // accountinfo is reused for a second within a login (recent-account-info.ts), so lists in a row may share one.
    const accountInfos = calls.filter((name) => name === 'admin.AccountInfo').length;
    expect(accountInfos).toBeGreaterThanOrEqual(1);
    expect(accountInfos).toBeLessThanOrEqual(LISTS);
    expect(calls.filter((name) => name === 'admin.DataUsageInfo')).toHaveLength(1);
  });

  it('never asks, nor answers, the scanner time for a session whose policy does not grant admin:DataUsageInfo', async () => {
    // A user holding the built-in readonly policy (no admin action); MinIO reports its policy in accountinfo.
    const user = await createUserWithPolicy(minio, 'readonly');
    const session = await sessionOf(user);
    let answers: Awaited<ReturnType<typeof listSessionBuckets>>[] = [];
    const calls = await adminCallsDuring(session, async () => {
      answers = [await listSessionBuckets(session), await listSessionBuckets(session)];
    });
    expect(calls).toContain('admin.AccountInfo');
    expect(calls).not.toContain('admin.DataUsageInfo');
    for (const answer of answers) expect(answer.usageLastUpdate).toBeUndefined();
  });
});

describe('the bucket list follows S3 ListBuckets, not the lagging account view', () => {
  it('shows a bucket made straight on MinIO at once, with its creation time, and drops it once deleted', async () => {
    const session = await sessionOf();
    // Warm the account view (reused for a second) so it cannot know the bucket made next.
    await listSessionBuckets(session);
    const bucket = `list-now-${randomUUID().slice(0, 8)}`;
    const root = { endpoint: minio.endpoint, credentials: minio };
    const before = Date.now();
    await withS3(root, (s3) => s3.makeBucket(bucket));
    try {
      const listed = (await listSessionBuckets(session)).buckets.find((item) => item.name === bucket);
      expect(listed).toBeDefined();
      const created = Date.parse(listed?.creation_date ?? '');
      expect(new Date(created).toISOString()).toBe(listed?.creation_date);
      expect(Math.abs(created - before)).toBeLessThan(60_000);
    } finally {
      await withS3(root, (s3) => s3.removeBucket(bucket));
    }
    expect((await listSessionBuckets(session)).buckets.map((item) => item.name)).not.toContain(bucket);
  });
});
