import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { debianTools, ensureDebianTools } from './install';
import { freePort } from './ports';
import { ManagedProcess } from './processes';
import type { SqlServer } from './state';

/**
 * Starts MariaDB (Debian's package; MinIO's `notify_mysql` target speaks the MySQL protocol) on 127.0.0.1 with
 * fresh system tables, a database and a password user created by an init file. As root it runs with `--user=root`,
 * MariaDB's supported way (it refuses root otherwise).
 */
export async function startMariadb(options: { runDir: string; logDir: string }): Promise<SqlServer> {
  ensureDebianTools([debianTools.mariadb]);
  const dir = join(options.runDir, 'mariadb');
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
  await promisify(execFile)(
    debianTools.mariadbInstallDb.path,
    ['--no-defaults', `--datadir=${dataDir}`, '--skip-test-db', '--auth-root-authentication-method=normal', ...asRoot],
    {},
  );
  const password = randomBytes(12).toString('base64url');
  const user = 'minio';
  const database = 'minio_events';
  const initFile = join(dir, 'init.sql');
  writeFileSync(
    initFile,
    [
      `CREATE DATABASE IF NOT EXISTS ${database};`,
      `CREATE USER IF NOT EXISTS '${user}'@'127.0.0.1' IDENTIFIED BY '${password}';`,
      `GRANT ALL ON ${database}.* TO '${user}'@'127.0.0.1';`,
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const mariadb = new ManagedProcess({
    name: 'mariadb',
    command: debianTools.mariadb.path,
    args: [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--socket=${join(dir, 'mysqld.sock')}`,
      `--pid-file=${join(dir, 'mysqld.pid')}`,
      '--bind-address=127.0.0.1',
      `--port=${port}`,
      `--init-file=${initFile}`,
      '--skip-name-resolve',
      '--innodb-flush-log-at-trx-commit=0',
      ...asRoot,
    ],
    logDir: options.logDir,
  });
  const server: SqlServer = { host: '127.0.0.1', port, user, password, database, logFile: mariadb.logFile };
  await mariadb.waitUntil(() => sqlReady(server), 60_000);
  return server;
}

async function sqlReady(server: SqlServer): Promise<boolean> {
  const { host, port, user, password, database } = server;
  const connection = await createConnection({ host, port, user, password, database, connectTimeout: 2000 });
  try {
    await connection.query('select 1');
    return true;
  } finally {
    await connection.end().catch(() => undefined);
  }
}
