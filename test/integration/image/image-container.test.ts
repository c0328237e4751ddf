import { randomBytes } from 'node:crypto';
import { jsonHeaders, login } from '@test/support/app-under-test';
import { eventually } from '@test/support/eventually';
import { unique } from '@test/support/unique';
import { freePort } from '@test/world/ports';
import { loadWorld, need } from '@test/world/state';
import { builtImage, envArgs, imageUnderTest, podman, podmanOk } from './image-kit';

const { state, skipReason } = imageUnderTest();
const describeImage = skipReason ? describe.skip : describe;

/** The chart's terminationGracePeriodSeconds: CONSOLE_SHUTDOWN_TIMEOUT_MS plus 5 s. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
const GRACE_MS = SHUTDOWN_TIMEOUT_MS + 5_000;

/**
 * The console's container as the Helm chart runs it: read-only root filesystem with a writable /tmp, all
 * capabilities dropped, no privilege escalation, the session key from a passphrase. Host networking, because the
 * test MinIO listens on 127.0.0.1 only; the console listens on a free loopback port.
 */
describeImage('the console container (podman, as the chart runs it)', () => {
  const minio = need(loadWorld().minio.erasure, 'MinIO (erasure)');
  const passphrase = randomBytes(16).toString('hex');
  const salt = randomBytes(16).toString('hex');
  const started: string[] = [];

  async function startContainer(): Promise<{ name: string; base: string }> {
    const name = unique('oc-image');
    const port = await freePort();
    const env = {
      CONSOLE_HOST: '127.0.0.1',
      CONSOLE_PORT: String(port),
      CONSOLE_OPERATOR_MODE: 'off',
      CONSOLE_MINIO_SERVER: minio.endpoint,
      CONSOLE_LOG_LEVEL: 'info',
      CONSOLE_SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      CONSOLE_PBKDF_PASSPHRASE: passphrase,
      CONSOLE_PBKDF_SALT: salt,
    };
    podmanOk(state, [
      'run',
      '--detach',
      '--name',
      name,
      '--network',
      'host',
      '--read-only',
      '--read-only-tmpfs=false',
      '--tmpfs',
      '/tmp:rw,size=64m',
      '--cap-drop',
      'ALL',
      '--security-opt',
      'no-new-privileges',
      ...envArgs(env),
      builtImage(state),
    ]);
    started.push(name);
    const base = `http://127.0.0.1:${port}`;
    await eventually(
      `the container ${name} answering /healthz`,
      async () => {
        const running = podmanOk(state, ['inspect', '--format', '{{.State.Running}}', name]).trim();
        if (running !== 'true') throw new Error(`container ${name} ended:\n${logsOf(name)}`);
        const res = await fetch(`${base}/healthz`).catch(() => undefined);
        return res?.status === 200 ? true : undefined;
      },
      60_000,
    );
    return { name, base };
  }

  const logsOf = (name: string) => {
    const result = podman(state, ['logs', name]);
    return result.stdout + result.stderr;
  };
  /** Runs node inside the running container (the image needs no shell for this either). */
  const execNode = (name: string, script: string) => podman(state, ['exec', name, 'node', '-e', script]);

  let console1: { name: string; base: string };
  beforeAll(async () => {
    console1 = await startContainer();
  }, 90_000);

  afterAll(() => {
    for (const name of started) podman(state, ['rm', '--force', '--time', '0', name]);
  });

  it('answers /healthz and serves the built frontend', async () => {
    const health = await fetch(`${console1.base}/healthz`);
    expect(health.status).toBe(200);
    const page = await fetch(`${console1.base}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/<script[^>]+src=/);
  });

  it('runs node as PID 1 with uid and gid 1000', () => {
    const result = execNode(
      console1.name,
      `const fs = require('fs');
       process.stdout.write(JSON.stringify({
         cmdline: fs.readFileSync('/proc/1/cmdline', 'utf8').split('\\0').filter(Boolean),
         status: fs.readFileSync('/proc/1/status', 'utf8'),
       }));`,
    );
    expect(result.stderr).toBe('');
    const { cmdline, status } = JSON.parse(result.stdout) as { cmdline: string[]; status: string };
    expect(cmdline).toEqual(['node', 'dist/backend/src/main.js']);
    expect(status).toMatch(/^Uid:\s+1000\s+1000\s+1000\s+1000$/m);
    expect(status).toMatch(/^Gid:\s+1000\s+1000\s+1000\s+1000$/m);
    // No capabilities at all, and no way to gain any.
    expect(status).toMatch(/^CapEff:\s+0+$/m);
    expect(status).toMatch(/^NoNewPrivs:\s+1$/m);
  });

  it('runs on a read-only root filesystem, writing only to /tmp', () => {
    const result = execNode(
      console1.name,
      `const fs = require('fs');
       const attempt = (file) => { try { fs.writeFileSync(file, 'x'); return 'written'; } catch (e) { return e.code; } };
       process.stdout.write(JSON.stringify({ app: attempt('/app/probe'), home: attempt('/home/node/probe'),
         tmp: attempt('/tmp/probe') }));`,
    );
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ app: 'EROFS', home: 'EROFS', tmp: 'written' });
    expect(podmanOk(state, ['inspect', '--format', '{{.HostConfig.ReadonlyRootfs}}', console1.name]).trim()).toBe(
      'true',
    );
  });

  it('logs in against the test MinIO from inside the container and lists buckets', async () => {
    const cookie = await login(console1.base, minio.accessKey, minio.secretKey);
    const session = await fetch(`${console1.base}/api/v1/session`, { headers: { Cookie: cookie } });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ status: 'ok', operator: false });
    const buckets = await fetch(`${console1.base}/api/v1/buckets`, { headers: { ...jsonHeaders, Cookie: cookie } });
    expect(buckets.status).toBe(200);
    const wrong = await fetch(`${console1.base}/api/v1/login`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ accessKey: minio.accessKey, secretKey: 'not-the-secret' }),
    });
    expect(wrong.status).toBe(401);
  });

  it('stops on SIGTERM within the grace period, and a new container keeps the session', async () => {
    const console2 = await startContainer();
    const cookie = await login(console2.base, minio.accessKey, minio.secretKey);
    // What the kubelet does: SIGTERM to PID 1, SIGKILL when the grace period is over.
    podmanOk(state, ['kill', '--signal', 'TERM', console2.name]);
    const exit = await eventually(
      `container ${console2.name} ending after SIGTERM`,
      async () => {
        const [running, code] = podmanOk(state, [
          'inspect',
          '--format',
          '{{.State.Running}} {{.State.ExitCode}}',
          console2.name,
        ])
          .trim()
          .split(' ');
        return running === 'false' ? Number(code) : undefined;
      },
      GRACE_MS,
    );
    // 0: the console closed its server and exited itself (a process killed by a signal ends with 128 + signal).
    expect({ exit, log: exit === 0 ? '' : logsOf(console2.name) }).toEqual({ exit: 0, log: '' });
    expect(logsOf(console2.name)).toContain('"msg":"stopped"');
    // A replacement with the same passphrase and salt (the chart's Secret) accepts the session.
    const console3 = await startContainer();
    const session = await fetch(`${console3.base}/api/v1/session`, { headers: { Cookie: cookie } });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ status: 'ok' });
  }, 120_000);
});
