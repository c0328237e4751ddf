import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { login } from '@test/support/app-under-test';
import { startConsoleFromSource, type ConsoleInstance } from '@test/support/console-process';
import { eventually } from '@test/support/eventually';
import { asRoot } from '@test/support/minio-root';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';
import { loadWorld, need } from '@test/world/state';
import { auditStatus, configureWebhook, entryLine, ingest, search, searchUntil } from './audit-support';

// The same path into the world's real PostgreSQL (Debian's), in a database of this file's own that does not exist
// when the console starts: first the store is unavailable (ingest buffers, search says so), then it is created and
// the buffered entries are written. Two consoles share it, as replicas do.
const pg = need(loadWorld().notify?.postgres, 'PostgreSQL');
const database = `audit_${randomUUID().replace(/-/g, '')}`;
const url = `postgres://${pg.user}:${encodeURIComponent(pg.password)}@${pg.host}:${pg.port}/${database}`;
const token = `token-${randomUUID()}`;
let minio: OwnMinio;
const consoles: Array<ConsoleInstance & { base: string }> = [];
let cookie: string;

async function admin<T>(call: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({
    host: pg.host,
    port: pg.port,
    user: pg.user,
    password: pg.password,
    database: pg.database,
  });
  await client.connect();
  try {
    return await call(client);
  } finally {
    await client.end();
  }
}

async function startReplica(env: Record<string, string> = {}) {
  const started = await startConsoleFromSource({
    CONSOLE_MINIO_SERVER: minio.server.endpoint,
    CONSOLE_LOG_LEVEL: 'error',
    CONSOLE_AUDIT_POSTGRES_URL: url,
    CONSOLE_AUDIT_INGEST_TOKEN: token,
    ...env,
  });
  const replica = { ...started, base: started.url.replace(/\/$/, '') };
  consoles.push(replica);
  return replica;
}

beforeAll(async () => {
  minio = await startOwnMinio(`audit-pg-${randomUUID().slice(0, 8)}`);
  await startReplica({ CONSOLE_AUDIT_BUFFER_ENTRIES: '100' });
  cookie = await login(consoles[0]!.base, minio.server.accessKey, minio.server.secretKey);
}, 120_000);
afterAll(async () => {
  await Promise.all(consoles.map((c) => c.stop()));
  await minio?.stop();
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
});

describe('audit logs in PostgreSQL', () => {
  it('buffers while PostgreSQL cannot serve, refuses beyond the bound, then writes what it buffered', async () => {
    const { base } = consoles[0]!;
    const early = `early-${randomUUID()}`;
    const down = await search(base, cookie, [`bucket:${early}`]);
    expect(down).toMatchObject({ status: 503, body: { code: 503, message: 'The audit log store is unavailable' } });
    expect(down.body.detailedMessage).toContain(database);

    const batch = Array.from({ length: 100 }, () => entryLine(early)).join('\n');
    expect(await ingest(base, `Bearer ${token}`, batch)).toMatchObject({ status: 200, body: { accepted: 100 } });
    const over = await ingest(base, `Bearer ${token}`, entryLine(early));
    expect(over).toMatchObject({ status: 503, body: { code: 503, message: 'The audit log store is unavailable' } });
    expect((await auditStatus(base, cookie)).body).toMatchObject({
      store: 'postgres',
      available: false,
      buffered: 100,
      bufferLimit: 100,
      refused: 1,
    });

    await admin((client) => client.query(`CREATE DATABASE ${database}`));
    const stored = await searchUntil(base, cookie, [`bucket:${early}`], 100, 90_000);
    expect(stored).toHaveLength(100);
    await eventually('the buffer to drain', async () => {
      const status = await auditStatus(base, cookie);
      return status.body.available === true && status.body.buffered === 0 ? status : undefined;
    });
  }, 180_000);

  it("stores what MinIO's audit webhook sends, and a second replica finds it", async () => {
    const change = await configureWebhook(consoles[0]!.base, cookie);
    expect(change).toMatchObject({ status: 200, body: { target: 'objectconsole', applied: true } });
    const bucket = `audit-pg-${randomUUID()}`;
    await asRoot(minio.server, async (s3) => {
      await s3.makeBucket(bucket);
      await s3.putObject(bucket, 'report.csv', Buffer.from('a,b\n1,2\n'));
    });
    const [put] = await searchUntil(consoles[0]!.base, cookie, [`bucket:${bucket}`, 'api_name:PutObject']);
    expect(put).toMatchObject({ bucket, object: 'report.csv', response_status_code: 200, request_content_length: 8 });

    const replica = await startReplica();
    const fromReplica = await search(
      replica.base,
      await login(replica.base, minio.server.accessKey, minio.server.secretKey),
      [`bucket:${bucket}`, 'api_name:PutObject'],
    );
    expect(fromReplica.body.results).toEqual([put]);
  }, 180_000);

  it('takes a batch of lines whole, and refuses a malformed or oversize batch whole', async () => {
    const { base } = consoles[0]!;
    const batched = `batched-${randomUUID()}`;
    const lines = ['a', 'b', 'c'].map((name) => entryLine(batched, name)).join('\n');
    expect(await ingest(base, `Bearer ${token}`, `${lines}\n`)).toMatchObject({ status: 200, body: { accepted: 3 } });
    expect(await ingest(base, token, JSON.stringify([JSON.parse(entryLine(batched, 'd'))]))).toMatchObject({
      status: 200,
      body: { accepted: 1 },
    });

    const refused = `refused-${randomUUID()}`;
    const malformed = await ingest(base, `Bearer ${token}`, `${entryLine(refused)}\n{"time": "not a time"}\n`);
    expect(malformed).toMatchObject({ status: 400, body: { code: 400, message: 'Malformed audit batch' } });
    expect(malformed.body.detailedMessage).toContain('line 2');
    expect((await ingest(base, `Bearer ${token}`, `${entryLine(refused)}\nnot json\n`)).status).toBe(400);
    const oversize = Buffer.alloc(17 * 1024 * 1024, 0x20);
    expect((await ingest(base, `Bearer ${token}`, oversize)).status).toBe(413);
    expect((await ingest(base, 'Bearer wrong', `${entryLine(refused)}\n`)).status).toBe(401);

    const found = await searchUntil(base, cookie, [`bucket:${batched}`], 4);
    expect(found.map((r) => r.object).sort()).toEqual(['a', 'b', 'c', 'd']);
    expect((await search(base, cookie, [`bucket:${refused}`])).body.results).toEqual([]);
  }, 120_000);
});
