import { ApiError } from '@platform/errors/api-error';
import type { ConsoleTarget } from './console-target';
import type { TenantCredentials } from './tenant-credentials';
import { cookieHeaderFrom, type TlsPolicy, upstreamRequest } from './upstream-http';

/**
 * Logs in to a tenant's console with its root credentials (`POST /api/v1/login {accessKey, secretKey}`, which both
 * MinIO's console and ours answer with a session cookie) and returns that cookie as a Cookie header value.
 */
export function loginToTenantConsole(
  target: ConsoleTarget,
  policy: TlsPolicy,
  credentials: TenantCredentials,
): Promise<string> {
  const body = JSON.stringify({ accessKey: credentials.accessKey, secretKey: credentials.secretKey });
  const where = `${target.protocol}//${target.host}:${target.port}`;
  return new Promise((resolve, reject) => {
    const request = upstreamRequest(target, policy, {
      method: 'POST',
      path: '/api/v1/login',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        // Our own console asks every state-changing call for its CSRF header; MinIO's ignores it.
        'x-requested-with': 'object-console',
      },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        const cookie = cookieHeaderFrom(response.headers['set-cookie'] ?? []);
        if (status >= 200 && status < 300 && cookie) {
          resolve(cookie);
          return;
        }
        const said = Buffer.concat(chunks).toString('utf8').slice(0, 500);
        reject(
          new ApiError(
            502,
            "The tenant's console refused the tenant's root credentials",
            `POST ${where}/api/v1/login answered ${status}${said ? `: ${said}` : ' without a session cookie'}`,
          ),
        );
      });
      response.on('error', reject);
    });
    request.on('error', (error) => {
      reject(new ApiError(502, "Cannot reach the tenant's console", `${where}: ${error.message}`));
    });
    request.end(body);
  });
}
