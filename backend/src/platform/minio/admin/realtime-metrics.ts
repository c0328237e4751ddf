import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';
import { expectObject } from './json-shape';

/** The metric kinds of `GET /metrics` (`types`, a bit mask), as MinIO numbers them. */
export const RealtimeMetricType = { scanner: 1, disk: 2, os: 4, net: 32 } as const;

/** Operation counters since the server started, by operation name. */
export type OperationCounts = Readonly<Record<string, number>>;

/** Cumulative counters of a server's network interface (all of them when MinIO has no internode interface set). */
export interface RealtimeNetStats {
  readonly rx_bytes?: number;
  readonly tx_bytes?: number;
}

/** The aggregated part of one realtime sample: every host of the deployment summed by MinIO. */
export interface RealtimeAggregate {
  readonly scanner?: { readonly life_time_ops?: OperationCounts };
  readonly disk?: { readonly n_disks?: number; readonly life_time_ops?: OperationCounts };
  readonly os?: { readonly life_time_ops?: OperationCounts };
  readonly net?: { readonly netstats?: RealtimeNetStats };
}

/** One sample of MinIO's realtime metrics. */
export interface RealtimeSample {
  readonly hosts?: readonly string[];
  readonly aggregated?: RealtimeAggregate;
  /** Hosts that could not be asked, as MinIO words it. */
  readonly errors?: readonly string[];
}

/**
 * `GET /metrics` with `n=1`: one sample of the realtime metrics of the kinds in `types`, aggregated over every host.
 * MinIO answers it once it has collected from its peers (it allows them half the interval), then closes the answer;
 * the caller needs `admin:ServerInfo`.
 */
export async function realtimeMetrics(
  connection: AdminConnection,
  types: number,
  options: AdminCallOptions = {},
): Promise<RealtimeSample> {
  const response = await adminRequest({
    ...connection,
    ...options,
    path: '/metrics',
    // MinIO's router reads every key; the empty ones mean "all hosts, all drives".
    query: { types: String(types), n: '1', interval: '1s', hosts: '', disks: '', flags: '0' },
  });
  // With n=1 the answer is one JSON object followed by a newline.
  return expectObject(response.json(), 'realtime metrics') as RealtimeSample;
}
