import { randomUUID } from 'node:crypto';
import { adminRequest } from '../../backend/src/platform/minio/admin-request';
import { addUser } from '../../backend/src/platform/minio/admin/users';
import type { MinioServer } from '../world/state';

/** Set-up of test identities through MinIO's admin API, as root. */
export function rootConnection(server: MinioServer) {
  return { endpoint: server.endpoint, credentials: { accessKey: server.accessKey, secretKey: server.secretKey } };
}

/** Creates an IAM user with one of MinIO's built-in policies (`readonly`, `readwrite`, `consoleAdmin`…). */
export async function createUserWithPolicy(
  server: MinioServer,
  policy: string,
): Promise<{ accessKey: string; secretKey: string }> {
  const accessKey = `user-${randomUUID().slice(0, 8)}`;
  const secretKey = `secret-${randomUUID()}`;
  const connection = rootConnection(server);
  await addUser(connection, { accessKey, secretKey });
  await adminRequest({
    ...connection,
    method: 'PUT',
    path: '/set-user-or-group-policy',
    query: { policyName: policy, userOrGroup: accessKey, isGroup: 'false' },
  });
  return { accessKey, secretKey };
}
