import express, { type Router } from 'express';
import { can } from '../../../api/shared/permissions/can';
import { consolePagesFor } from '../../../api/shared/permissions/pages';
import { accountInfo } from '../../platform/minio/admin/account-info';
import { adminConnectionOf, minioSessionOf } from '../../platform/session/session-context';
import { isDistributed, policyOf } from './session-facts';
import type { SessionFeatureDeps } from './session.deps';

interface PermissionQuery {
  readonly actions: ReadonlyArray<{
    readonly id: string;
    readonly action: string;
    readonly bucket?: string;
    readonly object?: string;
  }>;
}

/** Features the console offers beyond the pages (none yet: log search arrives with the audit log store). */
const FEATURES: readonly string[] = [];

/** `GET /session` (what the user may see) and `POST /has-permission` (what the user may do). Needs a session. */
export function sessionRouter(deps: SessionFeatureDeps): Router {
  const router = express.Router();
  const endpoint = deps.config.minioServer;

  router.get('/session', async (_req, res) => {
    const session = minioSessionOf(res);
    const info = await accountInfo(adminConnectionOf(res, endpoint));
    const policy = policyOf(info);
    const distributedMode = isDistributed(info);
    const pages = consolePagesFor({
      policy,
      distributedMode,
      features: FEATURES,
      // Root's keys come from the server's environment; SSO and LDAP passwords live elsewhere.
      ownPassword: session.loginMethod === 'form' && session.iamUser === true,
    });
    res.json({ status: 'ok', operator: false, distributedMode, features: FEATURES, pages, policy, user: session.user });
  });

  router.post('/has-permission', async (req, res) => {
    const query = req.body as PermissionQuery;
    const policy = policyOf(await accountInfo(adminConnectionOf(res, endpoint)));
    res.json({
      permissions: query.actions.map(({ id, action, bucket, object }) => ({
        id,
        can: can(policy, action, bucket ? { bucket, ...(object === undefined ? {} : { object }) } : 'any'),
      })),
    });
  });

  return router;
}
