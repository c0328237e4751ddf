import type { V1Pod } from '@kubernetes/client-node';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startApp } from '@test/support/app-under-test';
import { unique } from '@test/support/unique';
import { kubeCall, kubeRequest } from '../../world/kube-http';
import { loadWorld, need } from '../../world/state';
import { adminOf, createNamespace, mintIdentity } from '../operator/operator-fixture';
import { startOperatorApp } from '../operator/operator-app';
import { HelmScratch, only, type RenderOptions } from './chart-kit';

jest.setTimeout(120_000);

interface HookRun {
  readonly code: number | null;
  readonly output: string;
}

/**
 * The `helm test` pod of a render, run here: its container's command and script, by this machine's node, with its
 * environment except what a kubelet would supply (the Service address, the mounted token, Secret values), which
 * `env` gives. There is no kubelet in the test world to run the pod itself.
 */
function runHook(scratch: HelmScratch, options: RenderOptions, env: Record<string, string>): Promise<HookRun> {
  const pod = only<V1Pod>(scratch.render(options), 'Pod');
  expect(pod.metadata?.annotations?.['helm.sh/hook']).toBe('test');
  const container = pod.spec?.containers[0];
  const [command, ...flags] = container?.command ?? [];
  expect(command).toBe('node');
  const rendered = Object.fromEntries((container?.env ?? []).map((v) => [v.name, v.value ?? '']));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...flags, ...(container?.args ?? [])], {
      env: { PATH: process.env.PATH ?? '', ...rendered, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('chart: the helm test hook that logs in', () => {
  const world = loadWorld();
  const kube = need(world.kube, 'Kubernetes API server');
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const admin = adminOf(kube);
  const scratch = new HelmScratch();
  let namespace = '';

  beforeAll(async () => {
    namespace = await createNamespace(admin, 'chart-hook');
  });

  afterAll(async () => {
    scratch.remove();
    await kubeCall(admin, 'DELETE', `/api/v1/namespaces/${namespace}`, undefined, [404]);
  });

  it('in operator mode, logs in with the service account token, and fails with a token Kubernetes refuses', async () => {
    const identity = await mintIdentity(admin, namespace, []);
    const app = await startOperatorApp(kube);
    try {
      const tokenFile = join(scratch.dir, 'token');
      writeFileSync(tokenFile, `${identity.token}\n`);
      const env = { CONSOLE_URL: `${app.base}/`, TOKEN_FILE: tokenFile };
      const passed = await runHook(scratch, {}, env);
      expect(passed).toEqual({ code: 0, output: 'logged in, read the session and logged out\n' });

      const [header, payload] = identity.token.split('.');
      writeFileSync(tokenFile, `${header}.${payload}.${Buffer.from('forged').toString('base64url')}`);
      const failed = await runHook(scratch, {}, env);
      expect(failed.code).toBe(1);
      expect(failed.output).toMatch(/^login: 401 /);
    } finally {
      await app.close();
      await identity.remove();
    }
  });

  it('in console mode, logs in with the keys of tests.credentialsSecret, and fails with a wrong one', async () => {
    const app = await startApp({ CONSOLE_MINIO_SERVER: minio.endpoint });
    try {
      const options = {
        values: { mode: 'console', minio: { server: minio.endpoint }, tests: { credentialsSecret: 'minio-keys' } },
      };
      const keys = { CONSOLE_URL: `${app.base}/`, ACCESS_KEY: minio.accessKey };
      const passed = await runHook(scratch, options, { ...keys, SECRET_KEY: minio.secretKey });
      expect(passed).toEqual({ code: 0, output: 'logged in, read the session and logged out\n' });
      const failed = await runHook(scratch, options, { ...keys, SECRET_KEY: `${minio.secretKey}-wrong` });
      expect(failed.code).toBe(1);
      expect(failed.output).toMatch(/^login: 40[13] /);
    } finally {
      await app.close();
    }
  });

  it('is a test hook helm creates on the API server: `helm test` makes the pod (no kubelet runs it here)', async () => {
    const release = unique('hook');
    const fullname = `${release}-object-console`;
    scratch.deploy(kube, 'install', release, { namespace });
    try {
      // Helm creates the pod, then waits for it to finish; nothing runs it here, so it gives up after the timeout.
      const run = scratch.helm([
        'test',
        release,
        '--namespace',
        namespace,
        '--kubeconfig',
        scratch.kubeconfig(kube),
        '--timeout',
        '3s',
      ]);
      expect(run.status).not.toBe(0);
      const res = await kubeRequest<V1Pod>(admin, 'GET', `/api/v1/namespaces/${namespace}/pods/${fullname}-test-login`);
      expect(res.status).toBe(200);
      const pod = res.body;
      expect(pod.metadata?.annotations?.['helm.sh/hook']).toBe('test');
      expect(pod.spec?.serviceAccountName).toBe(fullname);
      expect(pod.spec?.automountServiceAccountToken).toBe(true);
      const env = Object.fromEntries((pod.spec?.containers[0]?.env ?? []).map((v) => [v.name, v.value]));
      expect(env.CONSOLE_URL).toBe(`http://${fullname}.${namespace}.svc:9090/`);
      // The Service the pod logs in through selects the console's pods, not the test pod itself.
      const service = await kubeCall<{ spec: { selector: Record<string, string> } }>(
        admin,
        'GET',
        `/api/v1/namespaces/${namespace}/services/${fullname}`,
      );
      const labels = pod.metadata?.labels ?? {};
      expect(Object.entries(service.spec.selector).every(([k, v]) => labels[k] === v)).toBe(false);
    } finally {
      scratch.uninstall(kube, release, namespace);
    }
  });
});
