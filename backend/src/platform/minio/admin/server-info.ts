import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';
import { expectObject } from './json-shape';

/** One drive as `/info` reports it. */
export interface DriveInfo {
  readonly endpoint?: string;
  readonly path?: string;
  /** `ok`, `offline`, `unformatted`, … */
  readonly state?: string;
  readonly uuid?: string;
  readonly totalspace?: number;
  readonly usedspace?: number;
  readonly availspace?: number;
  readonly healing?: boolean;
  readonly pool_index?: number;
  readonly set_index?: number;
  readonly disk_index?: number;
}

/** One server (node) of the deployment. */
export interface ServerProperties {
  /** `online` or `offline`. */
  readonly state?: string;
  readonly endpoint?: string;
  readonly scheme?: string;
  /** Seconds. */
  readonly uptime?: number;
  readonly version?: string;
  readonly commitID?: string;
  /** Peer endpoint → `online` / `offline`. */
  readonly network?: Readonly<Record<string, string>>;
  readonly drives?: readonly DriveInfo[];
  readonly poolNumber?: number;
  readonly poolNumbers?: readonly number[];
  readonly edition?: string;
}

/** The subset of MinIO's InfoMessage the console shows. Counters come from the scanner and start at zero. */
export interface ServerInfo {
  /** Server state, `online` once the deployment is up. */
  readonly mode?: string;
  readonly domain?: readonly string[];
  readonly region?: string;
  /** Notification target ARNs, `arn:minio:sqs:<region>:<id>:<type>`. */
  readonly sqsARN?: readonly string[];
  readonly deploymentID?: string;
  readonly buckets?: { readonly count?: number };
  readonly objects?: { readonly count?: number };
  readonly versions?: { readonly count?: number };
  readonly deletemarkers?: { readonly count?: number };
  readonly usage?: { readonly size?: number };
  readonly services?: Readonly<Record<string, unknown>>;
  readonly backend?: {
    /** `Erasure` (also for a single drive) or, on old servers, `FS`. */
    readonly backendType?: string;
    readonly onlineDisks?: number;
    readonly offlineDisks?: number;
    readonly standardSCParity?: number;
    readonly rrSCParity?: number;
    readonly totalSets?: readonly number[];
    readonly totalDrivesPerSet?: readonly number[];
  };
  readonly servers?: readonly ServerProperties[];
}

/** `GET /info`: deployment overview (mode, backend, servers and drives). `metrics` adds per-server metrics. */
export async function serverInfo(
  connection: AdminConnection,
  options: AdminCallOptions & { readonly metrics?: boolean } = {},
): Promise<ServerInfo> {
  const response = await adminRequest({
    ...connection,
    ...options,
    path: '/info',
    query: { metrics: options.metrics ?? false },
  });
  return expectObject(response.json(), 'server info') as ServerInfo;
}
