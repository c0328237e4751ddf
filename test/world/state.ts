import { readFileSync } from 'node:fs';

/** One running MinIO server of the test world. */
export interface MinioServer {
  readonly name: string;
  /** `http://127.0.0.1:<port>` */
  readonly endpoint: string;
  readonly port: number;
  readonly accessKey: string;
  readonly secretKey: string;
  /** `erasure`: one node, 4 drives; `single`: one drive. */
  readonly mode: 'erasure' | 'single';
  readonly drives: readonly string[];
  readonly logFile: string;
}

/** The test Kubernetes API server, with an admin identity and a service account whose JWT came from TokenRequest. */
export interface KubeServer {
  /** `https://127.0.0.1:<port>` */
  readonly server: string;
  /** PEM file of the CA that signed the API server's serving certificate. */
  readonly caFile: string;
  /** Bearer token of a `system:masters` identity, for test set-up only. */
  readonly adminToken: string;
  /** Namespace the test service account lives in. */
  readonly namespace: string;
  readonly serviceAccount: string;
  /** A real service-account JWT minted through the TokenRequest API. */
  readonly serviceAccountToken: string;
  readonly logFile: string;
}

export interface PrometheusServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly logFile: string;
}

/** Everything a test needs to reach the servers of one run. Written as JSON; the path is in OBJECT_CONSOLE_WORLD. */
export interface WorldState {
  readonly runDir: string;
  readonly minio: {
    readonly erasure?: MinioServer;
    readonly single?: MinioServer;
    /** Replication and remote-tier target. */
    readonly second?: MinioServer;
  };
  readonly kube?: KubeServer;
  readonly prometheus?: PrometheusServer;
  /** Path of the Chromium binary Playwright drives. */
  readonly chromium?: string;
}

export const WORLD_ENV = 'OBJECT_CONSOLE_WORLD';

/** Reads the state of the running world; throws with a clear message when tests run without one. */
export function loadWorld(): WorldState {
  const file = process.env[WORLD_ENV];
  if (!file) {
    throw new Error(
      `${WORLD_ENV} is not set: run integration and e2e tests through \`npm test\` (or \`npm run world\`)`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as WorldState;
}

/** Narrows an optional part of the world, failing the test loudly when the run did not start it. */
export function need<T>(part: T | undefined, name: string): T {
  if (part === undefined) throw new Error(`the test world of this run has no ${name}`);
  return part;
}
