import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { debianTools, ensureDebianTools } from './install';
import { freePort } from './ports';
import { ManagedProcess, tempDir } from './processes';
import { giveTo, systemUserWhenRoot } from './run-as';
import type { SqlServer } from './state';

/**
 * Starts PostgreSQL (Debian's package) on 127.0.0.1 with a fresh cluster, one database and one password user, as a
 * notification target. PostgreSQL refuses to run as root, so a root run starts it as the `postgres` system user;
 * its directory is a temporary one of its own because the world's run directory is private to root.
 */
export async function startPostgres(options: { logDir: string }): Promise<SqlServer> {
  ensureDebianTools([debianTools.postgres]);
  const bin = join(debianTools.postgres.path, '..');
  const runAs = systemUserWhenRoot('postgres');
  const dir = tempDir('postgres');
  giveTo(dir, runAs);
  const dataDir = join(dir, 'data');
  const password = randomBytes(12).toString('base64url');
  const pwFile = join(dir, 'pw');
  writeFileSync(pwFile, password);
  giveTo(pwFile, runAs);
  const user = 'minio';
  await promisify(execFile)(
    join(bin, 'initdb'),
    ['-D', dataDir, '-U', user, `--pwfile=${pwFile}`, '--auth=scram-sha-256', '--no-sync', '-E', 'UTF8'],
    { uid: runAs?.uid, gid: runAs?.gid, cwd: dir },
  );
  const port = await freePort();
  const postgres = new ManagedProcess({
    name: 'postgres',
    command: join(bin, 'postgres'),
    args: ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-k', dir, '-c', 'fsync=off'],
    uid: runAs?.uid,
    gid: runAs?.gid,
    cwd: dir,
    logDir: options.logDir,
  });
  const server: SqlServer = {
    host: '127.0.0.1',
    port,
    user,
    password,
    database: 'postgres',
    logFile: postgres.logFile,
  };
  await postgres.waitUntil(() => sqlReady(server), 30_000);
  return server;
}

async function sqlReady(server: SqlServer): Promise<boolean> {
  const client = new Client({ ...server, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}
