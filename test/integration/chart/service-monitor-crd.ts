import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { installCrds } from '../../world/kube-crds';
import type { KubeConnection } from '../../world/kube-http';

/** The prometheus-operator release whose ServiceMonitor CRD the chart's ServiceMonitor is checked against. */
const PROMETHEUS_OPERATOR = 'github.com/prometheus-operator/prometheus-operator@v0.78.2';
const CRD_FILE = 'example/prometheus-operator-crd/monitoring.coreos.com_servicemonitors.yaml';

type Crd = Parameters<typeof installCrds>[1][number];

/** The real ServiceMonitor CRD, from prometheus-operator's Go module (downloaded once into Go's module cache). */
function serviceMonitorCrd(): Crd {
  const result = spawnSync('go', ['mod', 'download', '-json', PROMETHEUS_OPERATOR], { encoding: 'utf8' });
  const dir = (JSON.parse(result.stdout || '{}') as { Dir?: string; Error?: string }).Dir;
  if (!dir) throw new Error(`go mod download ${PROMETHEUS_OPERATOR} failed: ${result.stdout}${result.stderr}`);
  const [crd] = parseAllDocuments(readFileSync(join(dir, CRD_FILE), 'utf8')).map((doc) => doc.toJS() as Crd);
  if (!crd) throw new Error(`${CRD_FILE} holds no CRD`);
  return crd;
}

/**
 * Installs the ServiceMonitor CRD into the test API server (once per server: an existing one is kept), so the chart's
 * ServiceMonitor is validated by the API server against prometheus-operator's own schema, as in a real cluster.
 */
export async function ensureServiceMonitorCrd(admin: KubeConnection): Promise<void> {
  await installCrds(admin, [serviceMonitorCrd()]);
}
