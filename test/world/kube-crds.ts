import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { kubeCall, type KubeConnection } from './kube-http';
import { sleep } from './processes';

/** The parts of a CustomResourceDefinition this file reads or trims. */
interface Crd {
  kind?: string;
  metadata: { name: string };
  spec: { conversion?: unknown; versions: { name: string; storage?: boolean }[] };
  status?: { conditions?: { type: string; status: string }[] };
}

const CRD_PATH = '/apis/apiextensions.k8s.io/v1/customresourcedefinitions';

/** The checked-in data folder shared by this project's checkouts: `<repo root>/../shared/crds`. */
export function sharedCrdDir(): string {
  return join(__dirname, '..', '..', '..', 'shared', 'crds');
}

function parseCrds(text: string): Crd[] {
  return parseAllDocuments(text)
    .map((doc) => doc.toJS() as Crd | null)
    .filter((crd): crd is Crd => crd?.kind === 'CustomResourceDefinition');
}

/**
 * Without the operator there is no conversion webhook, so the Tenant CRD keeps only its v2 version (the one the
 * console reads and writes); otherwise the API server would try to call the webhook for every v1↔v2 conversion.
 */
export function reduceTenantCrd(crd: Crd): Crd {
  const versions = crd.spec.versions.filter((version) => version.name !== 'v1');
  const { conversion: _dropped, ...spec } = crd.spec;
  return { ...crd, spec: { ...spec, versions: versions.map((v) => ({ ...v, storage: v.name === 'v2' })) } };
}

function moduleDir(module: string): string {
  // On failure go still prints the JSON (with its Error) to stdout and exits non-zero: read it either way.
  const result = spawnSync('go', ['mod', 'download', '-json', module], { encoding: 'utf8' });
  let info: { Dir?: string; Error?: string } = {};
  try {
    info = JSON.parse(result.stdout) as typeof info;
  } catch {
    // no JSON: fall through to the error with stderr
  }
  if (!info.Dir) throw new Error(`go mod download ${module} failed: ${info.Error ?? result.stderr ?? 'no Dir'}`);
  return info.Dir;
}

/**
 * The CRDs from their upstream modules, for checkouts without the shared folder. minio/operator's go.mod has no /v4
 * suffix, so `@v4.5.8` is not a valid module version: the commit that tag points at is requested instead.
 */
function crdsFromModules(): Crd[] {
  const operator = moduleDir('github.com/minio/operator@377337dcda4375721a3293e3d469cc47fb5cdb8f'); // tag v4.5.8
  const directCsi = moduleDir('github.com/minio/direct-csi@v1.3.5');
  const tenant = parseCrds(readFileSync(join(operator, 'resources/base/crds/minio.min.io_tenants.yaml'), 'utf8'));
  const drives = ['direct.csi.min.io_directcsidrives.yaml', 'direct.csi.min.io_directcsivolumes.yaml'].flatMap((file) =>
    parseCrds(readFileSync(join(directCsi, 'config/crd', file), 'utf8')),
  );
  return [...tenant.map(reduceTenantCrd), ...drives];
}

/** The Tenant (v2 only) and direct-csi CRDs, from the shared folder when present, otherwise from the Go modules. */
export function loadCrds(dir = sharedCrdDir()): Crd[] {
  if (!existsSync(dir)) return crdsFromModules();
  return readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .flatMap((file) => parseCrds(readFileSync(join(dir, file), 'utf8')));
}

/** Creates each CRD and waits until the API server reports it Established (its REST endpoints serve). */
export async function installCrds(conn: KubeConnection, crds: readonly Crd[], timeoutMs = 20_000): Promise<void> {
  for (const crd of crds) {
    const { status: _status, ...body } = crd;
    await kubeCall(conn, 'POST', CRD_PATH, body, [409]);
  }
  const deadline = Date.now() + timeoutMs;
  for (const crd of crds) {
    for (;;) {
      const current = await kubeCall<Crd>(conn, 'GET', `${CRD_PATH}/${crd.metadata.name}`);
      const established = current.status?.conditions?.some((c) => c.type === 'Established' && c.status === 'True');
      if (established) break;
      if (Date.now() > deadline) throw new Error(`CRD ${crd.metadata.name} not Established after ${timeoutMs} ms`);
      await sleep(100);
    }
  }
}
