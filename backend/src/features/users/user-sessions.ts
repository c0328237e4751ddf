import { ApiError } from '../../platform/errors/api-error';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { revokeTokens } from '../../platform/minio/admin/revoke-tokens';
import { userInfo } from '../../platform/minio/admin/user-info';

/**
 * Ends every session of a built-in user: MinIO revokes every temporary credential whose parent is the user, so the
 * user's console sessions (on every replica) and other STS credentials stop working at once. MinIO answers an
 * unknown user of a full revoke with success, so the user is read first (404 when unknown).
 */
export async function endSessionsOf(connection: AdminConnection, user: string, self: string): Promise<void> {
  if (user === self) {
    throw new ApiError(400, 'Use Log out everywhere to end your own sessions', 'It ends this session too');
  }
  await userInfo(connection, user);
  await revokeTokens(connection, { user, fullRevoke: true });
}
