import type { V1ClusterRole } from '@kubernetes/client-node';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { granted, HelmScratch, only } from './chart-kit';

const ROOT = join(__dirname, '..', '..', '..');
/** Where operator mode calls Kubernetes (with the user's token). */
const SOURCES = [
  'backend/src/features/tenants',
  'backend/src/features/storage',
  'backend/src/features/subscription',
  'backend/src/features/session/operator',
  'backend/src/platform/k8s',
];

/** A client-node method's verb, from its name prefix (longest first: deleteCollection… before delete…). */
const VERBS: ReadonlyArray<[string, string]> = [
  ['deleteCollection', 'deletecollection'],
  ['list', 'list'],
  ['read', 'get'],
  ['get', 'get'],
  ['create', 'create'],
  ['replace', 'update'],
  ['patch', 'patch'],
  ['delete', 'delete'],
];

/** A client-node method's resource, from the kind in its name. Unknown kinds fail the test until added here. */
const RESOURCES: Readonly<Record<string, { group: string; resource: string } | 'any user may'>> = {
  Pod: { group: '', resource: 'pods' },
  PodLog: { group: '', resource: 'pods/log' },
  Event: { group: '', resource: 'events' },
  PersistentVolumeClaim: { group: '', resource: 'persistentvolumeclaims' },
  Service: { group: '', resource: 'services' },
  Secret: { group: '', resource: 'secrets' },
  Namespace: { group: '', resource: 'namespaces' },
  Endpoints: { group: '', resource: 'endpoints' },
  EndpointSlice: { group: 'discovery.k8s.io', resource: 'endpointslices' },
  Node: { group: '', resource: 'nodes' },
  ResourceQuota: { group: '', resource: 'resourcequotas' },
  // Operator mode's only custom resource; each call site is checked to name TENANT_CRD.
  CustomObject: { group: 'minio.min.io', resource: 'tenants' },
  // Granted to every authenticated user by the default `system:basic-user` ClusterRole.
  SelfSubjectReview: 'any user may',
  SelfSubjectAccessReview: 'any user may',
};

/** Generic-object calls on resources other than the Tenant, by call site: what each one reads or writes. */
const OTHER_OBJECTS: Readonly<Record<string, ReadonlyArray<{ group: string; resource: string }>>> = {
  // The wizard's storage classes (no typed storage.k8s.io client is held for one list call).
  'backend/src/features/tenants/create/storage-quota.ts: listClusterCustomObject': [
    { group: 'storage.k8s.io', resource: 'storageclasses' },
  ],
  // Cluster storage: direct-csi drives and volumes (listAll takes either), drives formatted by replacing them.
  'backend/src/features/storage/direct-csi.ts: listClusterCustomObject': [
    { group: 'direct.csi.min.io', resource: 'directcsidrives' },
    { group: 'direct.csi.min.io', resource: 'directcsivolumes' },
  ],
  'backend/src/features/storage/direct-csi.ts: replaceClusterCustomObject': [
    { group: 'direct.csi.min.io', resource: 'directcsidrives' },
  ],
};

/** Calls the console makes only for users this ClusterRole does not describe, with the reason. */
const NOT_FOR_THE_CLUSTER_ROLE: Readonly<Record<string, string>> = {
  'list /namespaces':
    'access/user-namespaces.ts lists namespaces only when the cluster-wide tenant list is refused (namespace-scoped users)',
  // The chart runs the console in a pod, where the proxy reaches a tenant's console by the Service's DNS name.
  'list discovery.k8s.io/endpointslices': 'proxy/console-target.ts, only with CONSOLE_TENANT_ADDRESS_MODE=endpoints',
  'get /endpoints': 'proxy/console-target.ts, only with CONSOLE_TENANT_ADDRESS_MODE=endpoints',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The API groups of `K8sClients` (`core: CoreV1Api` …), so only calls on those objects are read. */
function clientGroups(): string[] {
  const text = readFileSync(join(ROOT, 'backend/src/platform/k8s/k8s-clients.ts'), 'utf8');
  return [...text.matchAll(/readonly (\w+): \w+Api;/g)].map((match) => match[1] ?? '');
}

/**
 * The plain JSON calls (`K8sClients.json(method, path)`, where the user waits on a chain of calls) by the path they
 * are given: the resource it names, and whether it names one object (get) or the collection (list). Unknown paths
 * fail the test until added here.
 */
const JSON_PATHS: ReadonlyArray<{ readonly path: RegExp; readonly group: string; readonly resource: string }> = [
  { path: /^`?\$?\{?tenantsPath\(/, group: 'minio.min.io', resource: 'tenants' },
  { path: /^secretsPath\(/, group: '', resource: 'secrets' },
  { path: /^`\/api\/v1\/namespaces\/\$\{[^}]*\}\/resourcequotas/, group: '', resource: 'resourcequotas' },
  { path: /^'\/api\/v1\/nodes'/, group: '', resource: 'nodes' },
  { path: /^`\/api\/v1\/namespaces\/\$\{[^}]*\}`/, group: '', resource: 'namespaces' },
];
const JSON_VERBS: Readonly<Record<string, (item: boolean) => string>> = {
  GET: (item) => (item ? 'get' : 'list'),
  POST: () => 'create',
  DELETE: () => 'delete',
};

/** `verb group/resource` of one `.json('METHOD', path…)` call, from the text after its method. */
function jsonCall(where: string, method: string, rest: string): string {
  const path = rest.trimStart();
  const known = JSON_PATHS.find((entry) => entry.path.test(path));
  const verb = JSON_VERBS[method];
  if (!known || !verb) throw new Error(`${where}: add this JSON call to the chart test's tables (and the chart)`);
  // One object: a helper given a name as well as the namespace, or a path that goes on past the collection.
  const helperArgs = /^`?\$?\{?\w+Path\(([^)]*)\)/.exec(path)?.[1];
  const item =
    helperArgs !== undefined
      ? helperArgs.includes(',')
      : known.resource === 'namespaces' || /\/resourcequotas\/\$\{/.test(path.slice(0, 120));
  return `${verb(item)} ${known.group}/${known.resource}`;
}

/** `verb group/resource` for every Kubernetes call in the operator backend, with where it is made. */
function callsInSource(): Map<string, string> {
  const groups = clientGroups().join('|');
  const calls = new Map<string, string>();
  for (const file of SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(new RegExp(`\\.(?:${groups})\\.(\\w+)\\(`, 'g'))) {
      const method = match[1] ?? '';
      const where = `${relative(ROOT, file)}: ${method}`;
      const [prefix, verb] = VERBS.find(([p]) => method.startsWith(p)) ?? [];
      const kind = method
        .slice(prefix?.length ?? 0)
        .replace(/^(Namespaced|Cluster)/, '')
        .replace(/ForAllNamespaces$/, '');
      const target = RESOURCES[kind];
      if (!verb || !target) throw new Error(`${where}: add this call to the chart test's tables (and the chart)`);
      if (target === 'any user may') continue;
      const others = OTHER_OBJECTS[where];
      if (kind === 'CustomObject' && others) {
        for (const other of others) calls.set(`${verb} ${other.group}/${other.resource}`, where);
        continue;
      }
      if (kind === 'CustomObject' && !text.slice(match.index, match.index + 200).includes('TENANT_CRD')) {
        throw new Error(`${where}: a custom object other than the Tenant needs its own entry in OTHER_OBJECTS`);
      }
      calls.set(`${verb} ${target.group}/${target.resource}`, where);
    }
    for (const match of text.matchAll(/\.json(?:<[^(]*>)?\(\s*'(\w+)',([\s\S]{0,200})/g)) {
      const where = `${relative(ROOT, file)}: json ${match[1] ?? ''}`;
      calls.set(jsonCall(where, match[1] ?? '', match[2] ?? ''), where);
    }
  }
  return calls;
}

/** The chart's ClusterRole against the calls the backend makes: every call allowed, no right that nothing uses. */
describe('chart: RBAC follows the operator backend', () => {
  const scratch = new HelmScratch();
  afterAll(() => scratch.remove());

  it('finds the calls it compares against', () => {
    expect(callsInSource().size).toBeGreaterThanOrEqual(5);
  });

  it('grants every Kubernetes call the operator pages make, and nothing else', () => {
    const role = only<V1ClusterRole>(scratch.render(), 'ClusterRole');
    const rules = granted(role.rules ?? []);
    expect(rules.filter((rule) => rule.includes('*'))).toEqual([]);
    expect(new Set(rules).size).toBe(rules.length);
    const needed = [...callsInSource().keys()].filter((call) => !(call in NOT_FOR_THE_CLUSTER_ROLE));
    expect([...rules].sort()).toEqual(needed.sort());
  });

  it('leaves out only calls the backend still makes', () => {
    expect(Object.keys(NOT_FOR_THE_CLUSTER_ROLE).filter((call) => !callsInSource().has(call))).toEqual([]);
  });
});
