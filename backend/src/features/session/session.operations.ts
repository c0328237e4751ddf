import { can } from '@contract/shared/permissions/can';
import { consolePagesFor } from '@contract/shared/permissions/pages';
import { recentAccountInfo } from '../../platform/minio/admin/recent-account-info';
import { operations } from '../../platform/operations/operation-table';
import { minioSessionOf, userConnection } from '../../platform/session/session-context';
import { isDistributed, policyOf } from '../../platform/minio/session-facts';
import type { SessionFeatureDeps } from '../../platform/session/session-deps';
import type { ObjectFeatureDeps } from '../objects/objects.deps';

/**
 * Features the console offers beyond the pages: `log-search` (audit log search) unless CONSOLE_AUDIT_LOG is off;
 * `prometheus-metrics` when CONSOLE_PROMETHEUS_URL is set (the dashboard's widgets come from Prometheus, so the
 * early bundle starts them with the session's answer: features/dashboard/dashboard-early-gets.ts).
 */
function featuresOf(config: SessionFeatureDeps['config']): readonly string[] {
  return [...(config.auditLog === 'on' ? ['log-search'] : []), ...(config.prometheusUrl ? ['prometheus-metrics'] : [])];
}

/** `GET /session` (what the user may see) and `POST /has-permission` (what the user may do). Needs a session. */
export function sessionOperations(deps: SessionFeatureDeps & Pick<ObjectFeatureDeps, 'directTransfers'>) {
  const endpoint = deps.config.minioServer;
  const FEATURES = featuresOf(deps.config);

  return operations({
    getSession: async ({ req, res }) => {
      const session = minioSessionOf(res);
      const [info, direct] = await Promise.all([
        recentAccountInfo(userConnection(res, endpoint)),
        deps.directTransfers.enabledForRequest(req),
      ]);
      const policy = policyOf(info);
      const distributedMode = isDistributed(info);
      const pages = consolePagesFor({
        policy,
        distributedMode,
        features: FEATURES,
        // Root's keys come from the server's environment; SSO and LDAP passwords live elsewhere.
        ownPassword: session.loginMethod === 'form' && session.iamUser === true,
      });
      return {
        status: 'ok',
        operator: false,
        distributedMode,
        // `direct-transfers`: object bytes go browser ↔ MinIO on presigned URLs (features/objects/direct-transfers.ts).
        features: direct ? [...FEATURES, 'direct-transfers'] : [...FEATURES],
        pages,
        policy,
        user: session.user,
        expiresAt: new Date(session.exp).toISOString(),
        defaultRootCredentials: session.defaultRootCredentials === true,
      };
    },

    checkPermissions: async ({ body, res }) => {
      const policy = policyOf(await recentAccountInfo(userConnection(res, endpoint)));
      return {
        permissions: body.actions.map(({ id, action, bucket, object }) => ({
          id,
          can: can(policy, action, bucket ? { bucket, ...(object === undefined ? {} : { object }) } : 'any'),
        })),
      };
    },
  });
}
