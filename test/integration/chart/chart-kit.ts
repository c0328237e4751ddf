import type { V1PolicyRule } from '@kubernetes/client-node';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { ensureHelm } from '../../world/helm';
import { KUBE_VERSION } from '../../world/kube-build';
import type { KubeServer } from '../../world/state';

/** The chart under test. */
export const CHART_DIR = join(__dirname, '..', '..', '..', 'charts', 'object-console');

/** The scenarios in the chart's `ci/` folder (as chart-testing would run them), by file name. */
export function ciValuesFiles(): string[] {
  return readdirSync(join(CHART_DIR, 'ci'))
    .filter((file) => file.endsWith('-values.yaml'))
    .sort();
}

/** One object of a rendered chart; the fields tests read are typed where they use them. */
export interface K8sObject {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: {
    readonly name: string;
    readonly namespace?: string;
    readonly labels?: Record<string, string>;
    readonly annotations?: Record<string, string>;
  };
  readonly [field: string]: unknown;
}

export interface HelmRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * A scratch folder for one test file: helm's own config/cache/data homes (so tests never read or write the user's
 * helm settings), values files and kubeconfigs. Remove it in afterAll.
 */
export class HelmScratch {
  readonly dir = mkdtempSync(join(tmpdir(), 'oc-chart-'));
  private files = 0;

  /** Runs the cached helm binary (built on first use) with `args`. */
  helm(args: readonly string[]): HelmRun {
    const result = spawnSync(ensureHelm(), [...args], {
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH ?? '',
        HOME: this.dir,
        HELM_CONFIG_HOME: join(this.dir, 'helm-config'),
        HELM_CACHE_HOME: join(this.dir, 'helm-cache'),
        HELM_DATA_HOME: join(this.dir, 'helm-data'),
      },
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  /** Writes values (JSON is YAML) to a file of this scratch folder and returns its path. */
  valuesFile(values: object): string {
    const file = join(this.dir, `values-${++this.files}.yaml`);
    writeFileSync(file, JSON.stringify(values));
    return file;
  }

  /** A kubeconfig for the test API server as its admin, for helm install/upgrade/uninstall. */
  kubeconfig(kube: KubeServer): string {
    const file = join(this.dir, 'kubeconfig');
    const config = {
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [{ name: 'test', cluster: { server: kube.server, 'certificate-authority': kube.caFile } }],
      users: [{ name: 'admin', user: { token: kube.adminToken } }],
      contexts: [{ name: 'test', context: { cluster: 'test', user: 'admin' } }],
      'current-context': 'test',
    };
    writeFileSync(file, JSON.stringify(config), { mode: 0o600 });
    return file;
  }

  /** `helm template` of the chart with these values (files in `ci/` by name, or objects), as helm answered. */
  template(options: RenderOptions = {}): HelmRun {
    // A go-installed helm lacks the release build's Kubernetes version stamp (it would assume v1.20): render for
    // the version the test API server runs.
    const release = options.release ?? 'console';
    return this.helm(['template', release, CHART_DIR, '--kube-version', KUBE_VERSION, ...this.renderArgs(options)]);
  }

  /** The objects `helm template` renders; fails on any error. */
  render(options: RenderOptions = {}): K8sObject[] {
    const run = this.template(options);
    if (run.status !== 0) throw new Error(`helm template failed (${run.status}): ${run.stderr}`);
    return parseObjects(run.stdout);
  }

  /** The arguments naming the namespace and values of a render or install. */
  renderArgs(options: RenderOptions): string[] {
    const files = [
      ...(options.ciFile ? [join(CHART_DIR, 'ci', options.ciFile)] : []),
      ...(options.values ? [this.valuesFile(options.values)] : []),
    ];
    return ['--namespace', options.namespace ?? 'consoles', ...files.flatMap((file) => ['--values', file])];
  }

  /** `helm <command>` (install, upgrade) of the chart as the test API server's admin; fails on any error. */
  deploy(kube: KubeServer, command: 'install' | 'upgrade', release: string, options: RenderOptions = {}): string {
    const args = [command, release, CHART_DIR, '--kubeconfig', this.kubeconfig(kube), ...this.renderArgs(options)];
    const run = this.helm(args);
    if (run.status !== 0) throw new Error(`helm ${command} failed (${run.status}): ${run.stderr}`);
    return run.stdout;
  }

  /** `helm uninstall`; a release that is already gone is fine. */
  uninstall(kube: KubeServer, release: string, namespace: string): void {
    const run = this.helm(['uninstall', release, '--namespace', namespace, '--kubeconfig', this.kubeconfig(kube)]);
    if (run.status !== 0 && !/not found/.test(run.stderr)) throw new Error(`helm uninstall failed: ${run.stderr}`);
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export interface RenderOptions {
  readonly release?: string;
  readonly namespace?: string;
  /** A file of the chart's `ci/` folder, applied first. */
  readonly ciFile?: string;
  /** Values applied after `ciFile`. */
  readonly values?: object;
}

/** The objects of a multi-document YAML stream (empty documents left out). */
export function parseObjects(yaml: string): K8sObject[] {
  return parseAllDocuments(yaml)
    .map((doc) => doc.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null && typeof object === 'object');
}

/** The one object of `kind` in a render; fails when there is none or more than one. */
export function only<T = K8sObject>(objects: readonly K8sObject[], kind: string): T {
  const matches = objects.filter((object) => object.kind === kind);
  if (matches.length !== 1) throw new Error(`expected one ${kind}, found ${matches.length}`);
  return matches[0] as T;
}

/** Every `verb group/resource` a list of RBAC rules allows (`pods/log` stays one resource). */
export function granted(rules: readonly V1PolicyRule[]): string[] {
  return rules.flatMap((rule) =>
    (rule.apiGroups ?? []).flatMap((group) =>
      (rule.resources ?? []).flatMap((resource) => rule.verbs.map((verb) => `${verb} ${group}/${resource}`)),
    ),
  );
}
