import type { components } from '@contract/generated/api';

type KmsMetrics = components['schemas']['KmsMetrics'];

const numberAt = (source: Readonly<Record<string, unknown>>, ...keys: string[]): number | undefined => {
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return undefined;
};

/**
 * MinIO's KMS metrics in one shape: current servers name the counters `kms_req_success|error|failure` and key the
 * latency histogram (`kms_resp_time`) by its bound in nanoseconds; older ones and KES-backed ones used
 * `requestOK`… and `latencyHistogram`. Optional figures are left out when the server does not report them.
 */
export function kmsMetricsView(raw: Readonly<Record<string, unknown>>): KmsMetrics {
  const histogram = (raw.kms_resp_time ?? raw.latencyHistogram ?? {}) as Record<string, unknown>;
  const nanos = raw.kms_resp_time !== undefined;
  const latencyHistogram = Object.entries(histogram)
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(Number(entry[0])))
    .map(([bound, total]) => ({ duration: Math.round(Number(bound) / (nanos ? 1e6 : 1)), total }))
    .sort((a, b) => a.duration - b.duration);
  const optional = {
    requestActive: numberAt(raw, 'requestActive'),
    auditEvents: numberAt(raw, 'auditEvents'),
    errorEvents: numberAt(raw, 'errorEvents'),
    uptime: numberAt(raw, 'uptime'),
    cpus: numberAt(raw, 'cpus'),
    usableCPUs: numberAt(raw, 'usableCPUs'),
    threads: numberAt(raw, 'threads'),
    heapAlloc: numberAt(raw, 'heapAlloc'),
    stackAlloc: numberAt(raw, 'stackAlloc'),
  };
  return {
    requestOK: numberAt(raw, 'kms_req_success', 'requestOK') ?? 0,
    requestErr: numberAt(raw, 'kms_req_error', 'requestErr') ?? 0,
    requestFail: numberAt(raw, 'kms_req_failure', 'requestFail') ?? 0,
    latencyHistogram,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}
