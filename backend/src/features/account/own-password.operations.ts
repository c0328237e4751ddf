import { ApiError } from '../../platform/errors/api-error';
import { addUser } from '../../platform/minio/admin/users';
import { MinioError } from '../../platform/minio/errors';
import { operations } from '../../platform/operations/operation-table';
import type { MinioSession } from '../../platform/session/session-data';
import { admitLogin } from '../../platform/session/login-throttle';
import { minioSessionOf } from '../../platform/session/session-context';
import type { IamFeatureDeps } from '../../platform/iam/iam.deps';
import { logIamChange } from '../../platform/iam/iam-change-log';
import { requireValidPassword } from '../../platform/iam/password-rule';
import { quote } from '../../platform/iam/quote';

/**
 * Spec 02 §7 "Passwords": one's own (`changeOwnPassword`).
 *
 * Changing one's own password is signed with the user's long-term keys (access key + current password): MinIO
 * refuses a change of one's own password signed with the session's temporary keys (admin fact sheet §1.4). The
 * session then continues: MinIO keeps the temporary keys valid until they expire (they are not derived from the
 * old password), and the next login needs the new password. A wrong current password counts as a failed login of
 * that access key, so a stolen session cannot be used to guess the password faster than the login form allows.
 */
export function ownPasswordOperations(deps: IamFeatureDeps) {
  const endpoint = deps.config.minioServer;
  return operations({
    changeOwnPassword: async ({ body: { current_secret_key: current, new_secret_key: next }, req, res }) => {
      const session = minioSessionOf(res);
      requireOwnPasswordInMinio(session);
      requireValidPassword(next, 'new_secret_key', session.user);
      const who = { address: req.ip ?? 'unknown', account: session.user };
      const attempt = admitLogin(res, deps.loginThrottle, who, 'Too many wrong passwords');
      const longTerm = { endpoint, credentials: { accessKey: session.user, secretKey: current } };
      try {
        await addUser(longTerm, { accessKey: session.user, secretKey: next, status: 'enabled' });
      } catch (error) {
        if (!(error instanceof MinioError) || error.code !== 'SignatureDoesNotMatch') {
          attempt.undecided();
          throw error;
        }
        attempt.failed();
        deps.logger.warn('own password change refused: wrong current password', { user: session.user });
        throw new ApiError(400, 'The current password is not correct', 'MinIO refused the current password');
      }
      attempt.succeeded();
      logIamChange(deps.logger, res, 'own password changed', session.user);
    },
  });
}

/** Only built-in MinIO users keep their password in MinIO; root's comes from the server's environment. */
function requireOwnPasswordInMinio(session: MinioSession): void {
  if (session.loginMethod !== 'form') {
    throw new ApiError(403, 'Your password cannot be changed here', 'It is managed by your identity provider');
  }
  if (session.iamUser !== true) {
    throw new ApiError(
      403,
      'Your password cannot be changed here',
      `${quote(session.user)} is the root user, whose credentials are set in the server's environment`,
    );
  }
}
