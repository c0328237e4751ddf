import express, { type Response, type Router } from 'express';
import { ApiError } from '../../platform/errors/api-error';
import { userInfo } from '../../platform/minio/admin/user-info';
import { addUser } from '../../platform/minio/admin/users';
import { MinioError } from '../../platform/minio/errors';
import type { MinioSession } from '../../platform/session/session-data';
import { adminConnectionOf, minioSessionOf } from '../../platform/session/session-context';
import type { RequestBodyOf } from '../iam/contract-types';
import type { IamFeatureDeps } from '../iam/iam.deps';
import { logIamChange } from '../iam/iam-change-log';
import { requireValidPassword } from '../iam/password-rule';
import { quote } from '../iam/quote';

/**
 * Spec 02 §7 "Passwords": another user's (`POST /account/change-user-password`, an administrator's action) and
 * one's own (`POST /account/change-password`).
 *
 * Changing one's own password is signed with the user's long-term keys (access key + current password): MinIO
 * refuses a change of one's own password signed with the session's temporary keys (admin fact sheet §1.4). The
 * session then continues: MinIO keeps the temporary keys valid until they expire (they are not derived from the
 * old password), and the next login needs the new password. A wrong current password counts as a failed login of
 * that access key, so a stolen session cannot be used to guess the password faster than the login form allows.
 */
export function passwordsRouter(deps: IamFeatureDeps): Router {
  const router = express.Router();
  const endpoint = deps.config.minioServer;
  const failures = deps.loginLimits.byAccessKey;

  router.post('/account/change-user-password', async (req, res) => {
    const { selectedUser, newSecretKey } = req.body as RequestBodyOf<'changeUserPassword'>;
    requireValidPassword(newSecretKey, 'newSecretKey');
    if (selectedUser === minioSessionOf(res).user) {
      throw new ApiError(400, 'Use Change Password to change your own password', 'It needs your current password');
    }
    const connection = adminConnectionOf(res, endpoint);
    // add-user would create a missing user and re-enable a disabled one: read first, keep the status.
    const { status } = await userInfo(connection, selectedUser);
    await addUser(connection, { accessKey: selectedUser, secretKey: newSecretKey, status });
    logIamChange(deps.logger, res, 'user password changed', selectedUser);
    res.status(204).end();
  });

  router.post('/account/change-password', async (req, res) => {
    const { current_secret_key: current, new_secret_key: next } = req.body as RequestBodyOf<'changeOwnPassword'>;
    const session = minioSessionOf(res);
    requireOwnPasswordInMinio(session);
    requireValidPassword(next, 'new_secret_key');
    refuseWhileThrottled(res, failures.retryAfterSeconds(session.user));
    const longTerm = { endpoint, credentials: { accessKey: session.user, secretKey: current } };
    try {
      await addUser(longTerm, { accessKey: session.user, secretKey: next, status: 'enabled' });
    } catch (error) {
      if (!(error instanceof MinioError) || error.code !== 'SignatureDoesNotMatch') throw error;
      failures.recordFailure(session.user);
      deps.logger.warn('own password change refused: wrong current password', { user: session.user });
      throw new ApiError(400, 'The current password is not correct', 'MinIO refused the current password');
    }
    failures.reset(session.user);
    logIamChange(deps.logger, res, 'own password changed', session.user);
    res.status(204).end();
  });

  return router;
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

function refuseWhileThrottled(res: Response, waitSeconds: number): void {
  if (waitSeconds <= 0) return;
  res.setHeader('Retry-After', String(waitSeconds));
  throw new ApiError(429, 'Too many wrong passwords', `Try again in ${waitSeconds} seconds`);
}
