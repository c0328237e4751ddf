import type { Schema } from '@contract/shared/contract-types';
import type { NotificationTarget } from '../../platform/minio/admin/notification-targets';

type Service = Schema<'NotificationService'>;

/**
 * MinIO's name of a target kind in `/info` and in ARNs (`arn:minio:sqs::<id>:postgresql`) where it differs from the
 * configuration category `notify_<service>` the console saves it under.
 */
const SERVICE_OF_MINIO_TYPE: Readonly<Record<string, Service>> = { postgresql: 'postgres' };

const SERVICES: ReadonlySet<string> = new Set<Service>([
  'webhook',
  'amqp',
  'kafka',
  'mqtt',
  'nats',
  'nsq',
  'mysql',
  'postgres',
  'elasticsearch',
  'redis',
]);

/**
 * The targets as the list shows them: `service` named like its `notify_<service>` category, so the display name
 * `service:account_id` is also what edit and delete address, and MinIO's `online`/`offline` as `Online`/`Offline`.
 * Kinds this console has no form for (none today) are left out rather than shown with a wrong name.
 */
export function notificationEndpointsOf(targets: readonly NotificationTarget[]): Schema<'NotificationEndpoint'>[] {
  const endpoints: Schema<'NotificationEndpoint'>[] = [];
  for (const target of targets) {
    const service = SERVICE_OF_MINIO_TYPE[target.service] ?? target.service;
    if (!isService(service)) continue;
    endpoints.push({ service, account_id: target.accountId, status: statusLabel(target.status) });
  }
  return endpoints.sort((a, b) => `${a.service}:${a.account_id}`.localeCompare(`${b.service}:${b.account_id}`));
}

function isService(value: string): value is Service {
  return SERVICES.has(value);
}

function statusLabel(status: string): string {
  if (status === 'online') return 'Online';
  if (status === 'offline') return 'Offline';
  return status;
}
