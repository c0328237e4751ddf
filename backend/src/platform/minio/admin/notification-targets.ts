import type { AdminCallOptions, AdminConnection } from '../admin-request';
import { serverInfo, type ServerInfo } from './server-info';

/** A configured notification target (webhook, Kafka, AMQP, …) and whether the server can reach it. */
export interface NotificationTarget {
  /** Target type as MinIO names it: `webhook`, `kafka`, `amqp`, `mqtt`, `nats`, `redis`, … */
  readonly service: string;
  /** The target's name (the `<target>` of `notify_<type>:<target>`). */
  readonly accountId: string;
  /** `online` / `offline`. */
  readonly status: string;
}

/**
 * Reads the notification targets out of `/info` `services.notifications`: a list of one-key maps
 * `{ "<type>": [ { "<target>": { "status": "online" } } ] }`. MinIO loads targets at start-up, so a target added
 * with set-config-kv appears only after a restart.
 */
export function notificationTargetsOf(info: ServerInfo): NotificationTarget[] {
  const targets: NotificationTarget[] = [];
  const services = info.services?.['notifications'];
  if (!Array.isArray(services)) return targets;
  for (const byType of services) {
    for (const [service, entries] of Object.entries(asRecord(byType))) {
      if (!Array.isArray(entries)) continue;
      for (const entry of entries) {
        for (const [accountId, state] of Object.entries(asRecord(entry))) {
          const status = asRecord(state)['status'];
          targets.push({ service, accountId, status: typeof status === 'string' ? status : 'unknown' });
        }
      }
    }
  }
  return targets;
}

/** The notification targets of the deployment (one `/info` call). */
export async function listNotificationTargets(
  connection: AdminConnection,
  options: AdminCallOptions = {},
): Promise<NotificationTarget[]> {
  return notificationTargetsOf(await serverInfo(connection, options));
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
