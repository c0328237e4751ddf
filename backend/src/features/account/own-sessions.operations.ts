import { revokeTokens } from '../../platform/minio/admin/revoke-tokens';
import { operations } from '../../platform/operations/operation-table';
import { clearSessionCookie } from '../../platform/session/session-cookie';
import { minioSessionOf, userConnection } from '../../platform/session/session-context';
import { cookieOptions, type SessionFeatureDeps } from '../../platform/session/session-deps';

/**
 * "Log out everywhere" (ASVS V7.4.3, V7.5.2): MinIO revokes every temporary credential of the logged-in user,
 * signed with this session's keys (a self-revoke needs no admin right), then this session ends like a logout.
 * Offered after a password change, since MinIO keeps the sessions opened with the old password otherwise.
 */
export function ownSessionsOperations(deps: SessionFeatureDeps) {
  const endpoint = deps.config.minioServer;
  return operations({
    endOwnSessions: async ({ req, res }) => {
      const session = minioSessionOf(res);
      await revokeTokens(userConnection(res, endpoint), { fullRevoke: true });
      deps.sessions.revoke(session);
      clearSessionCookie(req, res, cookieOptions(deps.config));
      deps.logger.info('logged out everywhere', { user: session.user, client: req.ip });
    },
  });
}
