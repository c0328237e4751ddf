import { request } from 'node:https';

/** Where and as whom set-up calls reach the test API server. */
export interface KubeConnection {
  /** `https://127.0.0.1:<port>` */
  readonly server: string;
  /** PEM text of the CA that signed the serving certificate. */
  readonly ca: string;
  readonly token: string;
}

/** A decoded answer of the API server. */
export interface KubeResponse<T> {
  readonly status: number;
  readonly body: T;
}

/**
 * One JSON request to the API server with a bearer token. Plain node:https rather than @kubernetes/client-node,
 * because the world is started from CommonJS tooling and client-node 1.x is ESM-only.
 */
export function kubeRequest<T = unknown>(
  conn: KubeConnection,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<KubeResponse<T>> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, conn.server),
      {
        method,
        ca: conn.ca,
        timeout: 10_000,
        headers: {
          Authorization: `Bearer ${conn.token}`,
          Accept: 'application/json',
          ...(payload === undefined
            ? {}
            : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // health endpoints answer plain text; keep it as is
          }
          resolve({ status: res.statusCode ?? 0, body: parsed as T });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Like {@link kubeRequest}, but fails unless the status is 2xx (or one of `alsoOk`, e.g. 409 for "already exists"). */
export async function kubeCall<T = unknown>(
  conn: KubeConnection,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  alsoOk: readonly number[] = [],
): Promise<T> {
  const res = await kubeRequest<T>(conn, method, path, body);
  if ((res.status >= 200 && res.status < 300) || alsoOk.includes(res.status)) return res.body;
  const detail = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
  throw new Error(`${method} ${path} → ${res.status}: ${detail.slice(0, 500)}`);
}
