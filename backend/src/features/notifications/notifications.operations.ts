import type { Config } from '../../config/config';
import { listNotificationTargets } from '../../platform/minio/admin/notification-targets';
import { operations } from '../../platform/operations/operation-table';
import { userConnection } from '../../platform/session/session-context';
import { notificationEndpointsOf } from './notification-endpoints';

/**
 * Notification targets (spec 03 §2): the list with each target's status. Targets are saved and deleted as
 * configuration (`PUT`/`DELETE /configs/notify_<service>:<name>`, the settings feature); MinIO loads a new one only
 * at its next restart, so the list shows it from then on.
 */
export function notificationsOperations(deps: { readonly config: Config }) {
  const endpoint = deps.config.minioServer;
  return operations({
    listNotificationEndpoints: async ({ res }) => ({
      notification_endpoints: notificationEndpointsOf(await listNotificationTargets(userConnection(res, endpoint))),
    }),
  });
}
