import { ApiError } from '../../platform/errors/api-error';
import { userInfo } from '../../platform/minio/admin/user-info';
import { addUser } from '../../platform/minio/admin/users';
import { operations } from '../../platform/operations/operation-table';
import { minioSessionOf, userConnection } from '../../platform/session/session-context';
import type { IamFeatureDeps } from '../../platform/iam/iam.deps';
import { logIamChange } from '../../platform/iam/iam-change-log';
import { requireValidPassword } from '../../platform/iam/password-rule';
import { endSessionsOf } from './user-sessions';

/** Spec 02 §7 "Passwords": another user's password (`changeUserPassword`), an administrator's action. */
export function userPasswordOperations(deps: IamFeatureDeps) {
  const endpoint = deps.config.minioServer;
  return operations({
    changeUserPassword: async ({ body: { selectedUser, newSecretKey, endSessions }, res }) => {
      requireValidPassword(newSecretKey, 'newSecretKey', selectedUser);
      if (selectedUser === minioSessionOf(res).user) {
        throw new ApiError(400, 'Use Change Password to change your own password', 'It needs your current password');
      }
      const connection = userConnection(res, endpoint);
      // add-user would create a missing user and re-enable a disabled one: read first, keep the status.
      const { status } = await userInfo(connection, selectedUser);
      await addUser(connection, { accessKey: selectedUser, secretKey: newSecretKey, status });
      logIamChange(deps.logger, res, 'user password changed', selectedUser);
      if (endSessions) {
        // The sessions opened with the old password keep working in MinIO until they expire unless revoked.
        await endSessionsOf(connection, selectedUser, minioSessionOf(res).user);
        logIamChange(deps.logger, res, 'user sessions ended', selectedUser);
      }
    },
  });
}
