import type { ApiClient } from './api-client';

/**
 * Restarts the console's MinIO through the console (`POST /service/restart`, answered once MinIO is back), as a
 * test's set-up or step. A refusal fails with the console's whole answer — its code, message and detail tell whether
 * MinIO refused, was not ready or dropped the connection — rather than with the status alone.
 */
export async function restartThroughConsole(client: ApiClient): Promise<void> {
  expect(await client.POST('/api/v1/service/restart')).toEqual({ status: 204 });
}
