import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { login } from '@test/support/app-under-test';
import { startConsoleFromSource, type ConsoleInstance } from '@test/support/console-process';
import { asRoot } from '@test/support/minio-root';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';
import { tempDir } from '@test/world/processes';
import { auditStatus, configureWebhook, entryLine, ingest, search, searchUntil } from './audit-support';

// MinIO's audit webhook → the console's ingest → the embedded store (PGlite) → GET /logs/search. A MinIO of this
// file's own: the webhook is a server-wide setting the other tests must not see. The console runs as a process of
// its own (PGlite loads its WASM through dynamic imports, which Jest's module sandbox does not run).
let minio: OwnMinio;
let app: ConsoleInstance & { base: string };
let cookie: string;
const bucket = `audit-${randomUUID()}`;

beforeAll(async () => {
  minio = await startOwnMinio(`audit-embedded-${randomUUID().slice(0, 8)}`);
  const started = await startConsoleFromSource({
    CONSOLE_MINIO_SERVER: minio.server.endpoint,
    CONSOLE_LOG_LEVEL: 'warn',
    CONSOLE_AUDIT_DATA_DIR: join(tempDir('audit-store'), 'data'),
  });
  app = { ...started, base: started.url.replace(/\/$/, '') };
  cookie = await login(app.base, minio.server.accessKey, minio.server.secretKey);
}, 120_000);
afterAll(async () => {
  await app?.stop();
  await minio?.stop();
});

describe('audit logs in the embedded store', () => {
  it('configures MinIO to send to the console when asked, then finds what MinIO served', async () => {
    // The embedded store opens on first use, which takes seconds (tens of them on a loaded 2-core machine: initdb).
    // Setting up the webhook does not wait for it: the generated token is kept beside the store's files, so the
    // answer comes while the store is still starting, and what MinIO sends meanwhile waits in memory.
    expect((await auditStatus(app.base, cookie)).body).toMatchObject({
      store: 'embedded',
      webhook: { configured: false },
    });
    const change = await configureWebhook(app.base, cookie);
    expect(change.status).toBe(200);
    expect(change.body).toMatchObject({
      subSys: 'audit_webhook',
      target: 'objectconsole',
      endpoint: `${app.base}/api/v1/logs/audit/ingest`,
      applied: true,
    });
    expect((await auditStatus(app.base, cookie)).body.webhook).toMatchObject({
      configured: true,
      target: 'objectconsole',
    });

    await asRoot(minio.server, async (s3) => {
      await s3.makeBucket(bucket);
      await s3.putObject(bucket, 'photos/cat.jpg', Buffer.from('meow'));
      await s3.putObject(bucket, 'photos/dog.jpg', Buffer.from('woof!'));
    });
    const puts = await searchUntil(app.base, cookie, [`bucket:${bucket}`, 'api_name:PutObject'], 2, 90_000);
    expect(puts.map((r) => r.object).sort()).toEqual(['photos/cat.jpg', 'photos/dog.jpg']);
    const cat = puts.find((r) => r.object === 'photos/cat.jpg');
    expect(cat).toMatchObject({
      api_name: 'PutObject',
      bucket,
      response_status: 'OK',
      response_status_code: 200,
      request_content_length: 4,
      remote_host: expect.stringMatching(/127\.0\.0\.1/),
      request_id: expect.stringMatching(/^[0-9A-F]{10,}$/),
      entry: expect.objectContaining({ api: expect.objectContaining({ name: 'PutObject' }) }),
    });
    expect(Number(cat?.time_to_response_ns)).toBeGreaterThan(0);
  }, 120_000);

  it('filters with wildcards, sorts by time and pages', async () => {
    await searchUntil(app.base, cookie, [`bucket:${bucket}`, 'api_name:PutObject'], 2);
    const star = await search(app.base, cookie, [`bucket:${bucket.slice(0, 12)}*`, 'object:photos/*.jpg']);
    expect(star.body.results?.map((r) => r.object).sort()).toEqual(['photos/cat.jpg', 'photos/dog.jpg']);
    const dot = await search(app.base, cookie, [`bucket:${bucket}`, 'object:photos/.at.jpg']);
    expect(dot.body.results?.map((r) => r.object)).toEqual(['photos/cat.jpg']);
    // A backslash makes the dot literal: no object has "photos\.cat" with anything else in place of the dot.
    const escaped = await search(app.base, cookie, [`bucket:${bucket}`, 'object:photos/cat\\.jpg']);
    expect(escaped.body.results?.map((r) => r.object)).toEqual(['photos/cat.jpg']);
    const none = await search(app.base, cookie, [`bucket:${bucket}`, 'object:photos/cat\\*']);
    expect(none.body.results).toEqual([]);
    const status = await search(app.base, cookie, [`bucket:${bucket}`, 'response_status:200', 'api_name:PutObject']);
    expect(status.body.results).toHaveLength(2);

    const asc = await search(app.base, cookie, [`bucket:${bucket}`, 'api_name:PutObject'], { order: 'timeAsc' });
    const desc = await search(app.base, cookie, [`bucket:${bucket}`, 'api_name:PutObject'], { order: 'timeDesc' });
    expect(asc.body.results?.map((r) => r.object)).toEqual(desc.body.results?.map((r) => r.object).reverse());
    const page0 = await search(app.base, cookie, [`bucket:${bucket}`, 'api_name:PutObject'], {
      pageSize: '1',
      pageNo: '0',
    });
    const page1 = await search(app.base, cookie, [`bucket:${bucket}`, 'api_name:PutObject'], {
      pageSize: '1',
      pageNo: '1',
    });
    expect([...(page0.body.results ?? []), ...(page1.body.results ?? [])].map((r) => r.object)).toEqual(
      desc.body.results?.map((r) => r.object),
    );

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const later = await search(app.base, cookie, [`bucket:${bucket}`], { timeStart: future });
    expect(later.body.results).toEqual([]);
    const within = await search(app.base, cookie, [`bucket:${bucket}`, 'api_name:PutObject'], {
      timeStart: new Date(Date.now() - 3_600_000).toISOString(),
      timeEnd: future,
    });
    expect(within.body.results).toHaveLength(2);
  }, 120_000);

  it('refuses bad searches with a message', async () => {
    const now = Date.now();
    const backwards = await search(app.base, cookie, [], {
      timeStart: new Date(now).toISOString(),
      timeEnd: new Date(now - 60_000).toISOString(),
    });
    expect(backwards).toMatchObject({ status: 400, body: { code: 400, message: 'Invalid time range' } });
    const long = await search(app.base, cookie, [`bucket:${'a'.repeat(10_000)}`]);
    expect(long.status).toBe(400);
    expect(long.body.detailedMessage).toEqual(expect.any(String));
    expect((await search(app.base, cookie, ['colour:red'])).status).toBe(400);
    expect((await search(app.base, cookie, ['bucket:'])).body).toMatchObject({
      code: 400,
      message: 'Malformed filter',
    });
    expect((await search(app.base, cookie, [], { timeStart: 'yesterday' })).status).toBe(400);
  });

  it('stores nothing sent with a wrong token', async () => {
    const wrong = `wrong-${randomUUID()}`;
    expect((await ingest(app.base, 'Bearer not-the-token', `${entryLine(wrong)}\n`)).status).toBe(401);
    expect((await ingest(app.base, undefined, `${entryLine(wrong)}\n`)).status).toBe(401);
    // The right token is MinIO's: the console generated it and wrote it into MinIO's audit_webhook.
    const marker = `marker-${randomUUID()}`;
    await asRoot(minio.server, (s3) => s3.makeBucket(marker));
    await searchUntil(app.base, cookie, [`bucket:${marker}`]);
    expect((await search(app.base, cookie, [`bucket:${wrong}`])).body.results).toEqual([]);
  }, 120_000);
});
