/**
 * Operator-mode benchmarks of issue #21, against the test world's kube-apiserver (`source /tmp/shared-world.env`)
 * and the console as built (`OBJECT_CONSOLE_DIST=… npm run build` first):
 *
 * - list: 500 tenants in 50 namespaces; the tenants page's first card after clicking Login in Chromium (fresh
 *   browser context each round) vs `kubectl get tenants -A -o json` (kubectl built from k8s.io/kubernetes at the
 *   API server's version, the world's cached build) with the same token, interleaved. Target ≤ 2×.
 * - wizard: Create clicked → the credentials modal, vs the same API calls the console makes for it (the reads of its
 *   checks, then the Secrets and the Tenant it created, renamed), made one after another with the same token.
 *   Target ≤ 1.5×.
 *
 * `npx tsx hack/bench/tenants-operator.ts [rounds]`; `TENANTS_BENCH_ONLY=list|wizard` runs one part. Everything it
 * makes (namespaces, tenants, nodes, storage class, identity) is removed at the end.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, selectors, type Browser, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { startConsole, type ConsoleInstance } from '../../test/support/console-process';
import { unique } from '../../test/support/unique';
import { kubeCall, kubeRequest, type KubeConnection } from '../../test/world/kube-http';
import { ensureNodeBinaries } from '../../test/world/kube-node-build';
import { loadWorld, need } from '../../test/world/state';
import { stopAll } from '../../test/world/processes';
import { ClusterCapacity, WIZARD_RULES } from '../../test/integration/operator/cluster-capacity-fixture';
import {
  adminOf,
  createTenant,
  mintIdentity,
  TENANTS,
  type MintedIdentity,
} from '../../test/integration/operator/operator-fixture';
import { median } from './stats';

const rounds = Number(process.argv[2] ?? 5);
const only = process.env.TENANTS_BENCH_ONLY;
const NAMESPACES = 50;
const PER_NAMESPACE = 10;
const ms = (value: number) => `${value.toFixed(0)} ms`;

const kube = need(loadWorld().kube, 'Kubernetes API server');
const admin = adminOf(kube);

function uptime(): string {
  return execFileSync('uptime', { encoding: 'utf8' }).trim();
}

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

async function removeNamespaces(namespaces: readonly string[]): Promise<void> {
  await inBatches(namespaces, 5, async (ns) => {
    await kubeCall(admin, 'DELETE', `${TENANTS}/namespaces/${ns}/tenants`, undefined, [404]);
    await kubeCall(admin, 'DELETE', `/api/v1/namespaces/${ns}/secrets`, undefined, [404]);
    await kubeCall(admin, 'DELETE', `/api/v1/namespaces/${ns}`, undefined, [404]);
  });
}

async function createNamespaces(prefix: string, count: number): Promise<string[]> {
  const names = Array.from({ length: count }, (_, i) => `${prefix}-${String(i).padStart(2, '0')}`);
  await inBatches(names, 10, (name) =>
    kubeCall(admin, 'POST', '/api/v1/namespaces', { apiVersion: 'v1', kind: 'Namespace', metadata: { name } }),
  );
  return names;
}

async function login(page: Page, base: string, token: string): Promise<void> {
  await page.goto(`${base}login`);
  await page.getByTestId('login-jwt').fill(token);
  await page.getByTestId('login-button').click();
}

/** Part 1: the tenants list. */
async function listBench(browser: Browser, console: ConsoleInstance, identity: MintedIdentity) {
  const prefix = unique('bench-tn');
  const namespaces = await createNamespaces(prefix, NAMESPACES);
  try {
    const started = Date.now();
    const tenants = namespaces.flatMap((ns) =>
      Array.from({ length: PER_NAMESPACE }, (_, i) => ({ ns, name: `tenant-${i}` })),
    );
    await inBatches(tenants, 10, ({ ns, name }) =>
      createTenant(admin, ns, name, {
        currentState: 'Initialized',
        healthStatus: 'green',
        usage: { capacity: 4 * 2 ** 30, rawCapacity: 8 * 2 ** 30, usage: 2 ** 29, rawUsage: 2 ** 30 },
      }),
    );
    process.stderr.write(
      `created ${tenants.length} tenants in ${namespaces.length} namespaces (${Date.now() - started} ms)\n`,
    );
    const total = (await kubeCall<{ items: unknown[] }>(admin, 'GET', `${TENANTS}/tenants`)).items.length;

    const kubectl = ensureNodeBinaries().kubectl;
    const dir = mkdtempSync(join(tmpdir(), 'bench-kubectl-'));
    const kubeconfig = join(dir, 'config');
    writeFileSync(join(dir, 'ca.crt'), admin.ca);
    writeFileSync(
      kubeconfig,
      JSON.stringify({
        apiVersion: 'v1',
        kind: 'Config',
        clusters: [{ name: 'world', cluster: { server: kube.server, 'certificate-authority': join(dir, 'ca.crt') } }],
        users: [{ name: 'bench', user: { token: identity.token } }],
        contexts: [{ name: 'bench', context: { cluster: 'world', user: 'bench' } }],
        'current-context': 'bench',
      }),
    );
    const runKubectl = () => {
      const t0 = performance.now();
      const out = execFileSync(
        kubectl,
        ['--kubeconfig', kubeconfig, '--cache-dir', join(dir, 'cache'), 'get', 'tenants', '-A', '-o', 'json'],
        { encoding: 'utf8', maxBuffer: 256 * 2 ** 20 },
      );
      const elapsed = performance.now() - t0;
      const count = (JSON.parse(out) as { items: unknown[] }).items.length;
      if (count < tenants.length) throw new Error(`kubectl listed ${count} tenants`);
      return elapsed;
    };
    runKubectl(); // fills kubectl's discovery cache, as any user's second call has it

    const browserMs: number[] = [];
    const kubectlMs: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      kubectlMs.push(runKubectl());
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${console.url}login`);
      await page.getByTestId('login-jwt').fill(identity.token);
      const t0 = performance.now();
      await page.getByTestId('login-button').click();
      await page.locator('[data-test^="tenant-card-"]').first().waitFor({ state: 'visible', timeout: 120_000 });
      browserMs.push(performance.now() - t0);
      const shown = await page.getByTestId('tenants-shown').textContent();
      if (round === 0) process.stderr.write(`tenants page: ${shown ?? '?'}\n`);
      await context.close();
      process.stderr.write(
        `round ${round + 1}: console ${ms(browserMs.at(-1) ?? 0)}, kubectl ${ms(kubectlMs.at(-1) ?? 0)}\n`,
      );
    }
    rmSync(dir, { recursive: true, force: true });
    const ours = median(browserMs);
    const theirs = median(kubectlMs);
    return [
      `| tenants list, ${total} tenants (500 in 50 namespaces), login click → first card vs kubectl (median of ${rounds}) | ${ms(ours)} | ${ms(theirs)} | ${(ours / theirs).toFixed(2)} | ≤ 2 |`,
      `|   per round: console ${browserMs.map(ms).join(' / ')}; kubectl ${kubectlMs.map(ms).join(' / ')} | | | | |`,
    ];
  } finally {
    await removeNamespaces(namespaces);
  }
}

/** The Secrets and the Tenant the console made, as a client would send them again (server-set fields removed). */
async function createdObjects(ns: string, tenant: string) {
  const strip = (object: Record<string, unknown>) => {
    const metadata = object.metadata as Record<string, unknown>;
    const { status: _status, ...rest } = object;
    return {
      ...rest,
      metadata: { name: metadata.name, labels: metadata.labels, annotations: metadata.annotations },
    };
  };
  const secrets = await kubeCall<{ items: Array<Record<string, unknown>> }>(
    admin,
    'GET',
    `/api/v1/namespaces/${ns}/secrets?labelSelector=${encodeURIComponent(`v1.min.io/tenant=${tenant}`)}`,
  );
  const tenantObject = await kubeCall<Record<string, unknown>>(
    admin,
    'GET',
    `${TENANTS}/namespaces/${ns}/tenants/${tenant}`,
  );
  return {
    secrets: secrets.items.map((item) => ({ ...strip(item), apiVersion: 'v1', kind: 'Secret' })),
    tenant: strip(tenantObject),
  };
}

/** Part 2: the wizard's Create. */
async function wizardBench(browser: Browser, console: ConsoleInstance) {
  const cluster = new ClusterCapacity(admin);
  const identity = await mintIdentity(admin, kube.namespace, WIZARD_RULES);
  const user: KubeConnection = { ...admin, token: identity.token };
  const namespaces = await createNamespaces(unique('bench-wiz'), rounds * 2);
  try {
    const storageClass = await cluster.storageClass('bench-sc');
    for (let i = 0; i < 4; i++) await cluster.node('4000Ti');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await login(page, console.url, identity.token);
    await page.getByTestId('side-menu').waitFor({ timeout: 60_000 });

    const consoleMs: number[] = [];
    const directMs: number[] = [];
    const apiMs: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const ns = namespaces[round * 2] ?? '';
      const tenant = `wiz-${round}`;
      await page.goto(`${console.url}tenants/add`);
      await page.getByTestId('tenant-name').fill(tenant);
      await page.getByTestId('tenant-namespace').fill(ns);
      await page.locator(`select[data-test="tenant-storage-class"] option[value="${storageClass}"]`).waitFor({
        state: 'attached',
        timeout: 60_000,
      });
      await page.getByTestId('tenant-storage-class').selectOption(storageClass);
      await page.getByTestId('tenant-drives').fill('1');
      await page.getByTestId('tenant-size').fill('100');
      await page.getByTestId('tenant-memory').fill('2');
      const create = page.getByTestId('wizard-create');
      await page.waitForFunction(
        () => !(document.querySelector('[data-test="wizard-create"]') as HTMLButtonElement | null)?.disabled,
        undefined,
        { timeout: 60_000 },
      );
      const posted = page.waitForResponse(
        (response) => response.url().endsWith('/api/v1/tenants') && response.request().method() === 'POST',
      );
      const t0 = performance.now();
      await create.click();
      await page.getByTestId('tenant-credentials').waitFor({ state: 'visible', timeout: 60_000 });
      consoleMs.push(performance.now() - t0);
      // The API call alone, as the browser timed it (request sent → last byte): the rest is the page's own work.
      const answered = await posted;
      await answered.finished();
      apiMs.push(answered.request().timing().responseEnd);
      await page.getByTestId('credentials-done').click();

      // The same calls, directly: the checks' reads, then the objects it made, renamed into a fresh namespace.
      const objects = await createdObjects(ns, tenant);
      const directNs = namespaces[round * 2 + 1] ?? '';
      const renamed = (object: unknown) =>
        JSON.parse(JSON.stringify(object).split(ns).join(directNs)) as Record<string, unknown>;
      const t1 = performance.now();
      await kubeCall(user, 'GET', `/api/v1/namespaces/${directNs}`);
      await kubeCall(user, 'GET', `${TENANTS}/namespaces/${directNs}/tenants?limit=10`);
      await kubeCall(user, 'GET', '/api/v1/nodes');
      const quota = await kubeRequest(
        user,
        'GET',
        `/api/v1/namespaces/${directNs}/resourcequotas/${directNs}-storagequota`,
      );
      if (quota.status !== 404) throw new Error(`quota read: ${quota.status}`);
      await kubeCall(user, 'GET', `/api/v1/namespaces/${directNs}`);
      await kubeCall(user, 'GET', '/apis/storage.k8s.io/v1/storageclasses');
      for (const secret of objects.secrets) {
        await kubeCall(user, 'POST', `/api/v1/namespaces/${directNs}/secrets`, renamed(secret));
      }
      await kubeCall(user, 'POST', `${TENANTS}/namespaces/${directNs}/tenants`, renamed(objects.tenant));
      directMs.push(performance.now() - t1);
      process.stderr.write(
        `round ${round + 1}: console ${ms(consoleMs.at(-1) ?? 0)} (POST ${ms(apiMs.at(-1) ?? 0)}), direct ${ms(directMs.at(-1) ?? 0)} (${objects.secrets.length} secrets + tenant)\n`,
      );
    }
    await context.close();
    const ours = median(consoleMs);
    const theirs = median(directMs);
    return [
      `| wizard Create click → credentials modal vs the same API calls made directly, one after another (median of ${rounds}) | ${ms(ours)} | ${ms(theirs)} | ${(ours / theirs).toFixed(2)} | ≤ 1.5 |`,
      `|   per round: console ${consoleMs.map(ms).join(' / ')}; direct ${directMs.map(ms).join(' / ')} | | | | |`,
      `| of which \`POST /api/v1/tenants\` as the browser timed it vs the same calls made directly (median of ${rounds}) | ${ms(median(apiMs))} | ${ms(theirs)} | ${(median(apiMs) / theirs).toFixed(2)} | |`,
    ];
  } finally {
    await removeNamespaces(namespaces);
    await cluster.remove();
    await identity.remove();
  }
}

async function main(): Promise<void> {
  const before = uptime();
  const started = Date.now();
  const identity = await mintIdentity(admin, kube.namespace, [
    { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list'] },
  ]);
  const console = await startConsole({
    CONSOLE_OPERATOR_MODE: 'on',
    CONSOLE_K8S_API_SERVER: kube.server,
    CONSOLE_K8S_CA_FILE: kube.caFile,
  });
  selectors.setTestIdAttribute('data-test');
  const browser = await chromium.launch({ ...playwrightConfig.use?.launchOptions, headless: true });
  const rows: string[] = [];
  try {
    if (only !== 'wizard') rows.push(...(await listBench(browser, console, identity)));
    if (only !== 'list') rows.push(...(await wizardBench(browser, console)));
  } finally {
    await browser.close();
    await console.stop();
    await identity.remove();
    await stopAll();
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  process.stdout.write(
    [
      `uptime at the start: ${before}`,
      `uptime at the end (${minutes} min): ${uptime()}`,
      '',
      '| measure | console | reference | ratio | target |',
      '| ------- | ------- | --------- | ----- | ------ |',
      ...rows,
      '',
    ].join('\n'),
  );
}

void main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
