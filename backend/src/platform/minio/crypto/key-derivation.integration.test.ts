import { readFileSync } from 'node:fs';
import { login } from '@test/support/app-under-test';
import { startConsoleFromSource, type ConsoleInstance } from '@test/support/console-process';
import { loadWorld, need } from '@test/world/state';

/**
 * Every encrypted MinIO admin answer (list-users, service accounts, configuration reads) costs one Argon2id
 * derivation over 64 MiB that the `argon2` package allocates afresh. The console is started with glibc's malloc
 * backing such blocks with huge pages (hack/lib/malloc-tunables.cjs): ~40 page faults per derivation instead of
 * 16,384, and ~40 % less CPU. Observed from outside, on the process as it is started: its page-fault counter.
 */
const minio = need(loadWorld().minio.erasure, 'erasure MinIO');
const LISTS = 4;

/** Transparent huge pages can back madvise'd memory (`always` or `madvise`), and the libc is glibc. */
function hugePagesAvailable(): boolean {
  try {
    const setting = readFileSync('/sys/kernel/mm/transparent_hugepage/enabled', 'utf8');
    const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
    return !setting.includes('[never]') && report.header?.glibcVersionRuntime !== undefined;
  } catch {
    return false;
  }
}

/** Minor page faults of a process so far (/proc/<pid>/stat, field 10). */
function minorFaults(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[7]);
}

const describeWhereAvailable = hugePagesAvailable() ? describe : describe.skip;

jest.setTimeout(120_000);

describeWhereAvailable('an encrypted admin answer does not fault in 64 MiB page by page', () => {
  let app: ConsoleInstance;
  let base: string;
  let cookie: string;

  beforeAll(async () => {
    app = await startConsoleFromSource({ CONSOLE_MINIO_SERVER: minio.endpoint, CONSOLE_LOG_LEVEL: 'warn' });
    base = app.url.replace(/\/$/, '');
    cookie = await login(base, minio.accessKey, minio.secretKey);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it(`lists users ${LISTS} times with far fewer page faults than 64 MiB of 4-KiB pages each`, async () => {
    const pid = app.process.pid ?? 0;
    const list = async () => {
      const res = await fetch(`${base}/api/v1/users`, {
        headers: { Cookie: cookie, 'X-Requested-With': 'object-console' },
      });
      expect(res.status).toBe(200);
      expect(Array.isArray(((await res.json()) as { users?: unknown }).users)).toBe(true);
    };
    // The first call loads and compiles code; count from the second on.
    await list();
    const before = minorFaults(pid);
    for (let i = 0; i < LISTS; i += 1) await list();
    const perList = (minorFaults(pid) - before) / LISTS;
    // 16,384 faults for the derivation alone with 4-KiB pages; with huge pages a few dozen plus the request's own.
    expect(perList).toBeLessThan(4_000);
  });
});
