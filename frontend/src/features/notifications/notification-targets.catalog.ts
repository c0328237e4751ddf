import type { components } from '@contract/generated/api';
import { notificationsStrings as strings } from './notifications.strings';

export type NotificationService = components['schemas']['NotificationService'];

/** How a field is entered and checked. */
export type FieldKind = 'text' | 'secret' | 'number' | 'onoff' | 'select' | 'url' | 'duration';

/**
 * One field of a target's form. Most are a key MinIO stores for `notify_<service>` (its help names them); the parts
 * of a PostgreSQL connection string or a MySQL DSN are fields of their own (`part`) joined into that one key.
 */
export interface TargetField {
  readonly key: string;
  readonly kind: FieldKind;
  readonly required?: boolean;
  /** Filled in on a new target. */
  readonly initial?: string;
  readonly options?: readonly string[];
  /** A piece of the connection string or DSN rather than a MinIO key. */
  readonly part?: boolean;
}

/** The ten kinds in the order of the add grid (spec 03 §2). */
export const SERVICES: readonly NotificationService[] = [
  'postgres',
  'kafka',
  'amqp',
  'mqtt',
  'redis',
  'nats',
  'mysql',
  'elasticsearch',
  'webhook',
  'nsq',
];

const FORMAT: TargetField = {
  key: 'format',
  kind: 'select',
  options: ['namespace', 'access'],
  initial: 'namespace',
  required: true,
};
/** MinIO takes these for every kind; its help marks queue_dir optional (the spec's v1.7.6 form required it). */
const QUEUE: readonly TargetField[] = [
  { key: 'queue_dir', kind: 'text' },
  // The form's default queue limit (spec 03 §9), below MinIO's own 100000.
  { key: 'queue_limit', kind: 'number', initial: '10000' },
  { key: 'comment', kind: 'text' },
];
const TLS: readonly TargetField[] = [
  { key: 'tls', kind: 'onoff' },
  { key: 'tls_skip_verify', kind: 'onoff' },
];
const DATABASE_PARTS = (port: string): TargetField[] => [
  { key: 'host', kind: 'text', required: true, part: true },
  { key: 'port', kind: 'number', required: true, part: true, initial: port },
  { key: 'dbname', kind: 'text', required: true, part: true },
  { key: 'user', kind: 'text', required: true, part: true },
  { key: 'password', kind: 'secret', required: true, part: true },
];
const DATABASE_REST: readonly TargetField[] = [
  { key: 'table', kind: 'text', required: true },
  FORMAT,
  { key: 'max_open_connections', kind: 'number' },
  ...QUEUE,
];

/** The fields of each kind, required ones first (spec 03 §3 "Notification target fields", MinIO's help). */
export const TARGET_FIELDS: Readonly<Record<NotificationService, readonly TargetField[]>> = {
  postgres: [
    ...DATABASE_PARTS('5432'),
    {
      key: 'sslmode',
      kind: 'select',
      part: true,
      options: ['disable', 'require', 'verify-ca', 'verify-full'],
      initial: 'disable',
    },
    ...DATABASE_REST,
  ],
  mysql: [...DATABASE_PARTS('3306'), ...DATABASE_REST],
  kafka: [
    { key: 'brokers', kind: 'text', required: true },
    { key: 'topic', kind: 'text' },
    { key: 'sasl', kind: 'onoff' },
    { key: 'sasl_username', kind: 'text' },
    { key: 'sasl_password', kind: 'secret' },
    { key: 'sasl_mechanism', kind: 'select', options: ['plain', 'sha256', 'sha512'] },
    ...TLS,
    { key: 'tls_client_auth', kind: 'number' },
    { key: 'client_tls_cert', kind: 'text' },
    { key: 'client_tls_key', kind: 'text' },
    { key: 'version', kind: 'text' },
    ...QUEUE,
  ],
  amqp: [
    { key: 'url', kind: 'url', required: true },
    { key: 'exchange', kind: 'text' },
    { key: 'exchange_type', kind: 'select', options: ['direct', 'fanout', 'topic', 'headers'] },
    { key: 'routing_key', kind: 'text' },
    { key: 'mandatory', kind: 'onoff' },
    { key: 'durable', kind: 'onoff' },
    { key: 'no_wait', kind: 'onoff' },
    { key: 'internal', kind: 'onoff' },
    { key: 'auto_deleted', kind: 'onoff' },
    { key: 'delivery_mode', kind: 'select', options: ['1', '2'] },
    ...QUEUE,
  ],
  mqtt: [
    { key: 'broker', kind: 'url', required: true },
    { key: 'topic', kind: 'text', required: true },
    { key: 'username', kind: 'text' },
    { key: 'password', kind: 'secret' },
    { key: 'qos', kind: 'select', options: ['0', '1', '2'] },
    { key: 'keep_alive_interval', kind: 'duration' },
    { key: 'reconnect_interval', kind: 'duration' },
    ...QUEUE,
  ],
  redis: [
    { key: 'address', kind: 'text', required: true },
    { key: 'key', kind: 'text', required: true },
    FORMAT,
    { key: 'user', kind: 'text' },
    { key: 'password', kind: 'secret' },
    ...QUEUE,
  ],
  nats: [
    { key: 'address', kind: 'text', required: true },
    { key: 'subject', kind: 'text', required: true },
    { key: 'username', kind: 'text' },
    { key: 'password', kind: 'secret' },
    { key: 'token', kind: 'secret' },
    ...TLS,
    { key: 'ping_interval', kind: 'duration' },
    { key: 'jetstream', kind: 'onoff' },
    { key: 'cert_authority', kind: 'text' },
    { key: 'client_cert', kind: 'text' },
    { key: 'client_key', kind: 'text' },
    ...QUEUE,
  ],
  elasticsearch: [
    { key: 'url', kind: 'url', required: true },
    { key: 'index', kind: 'text', required: true },
    FORMAT,
    { key: 'username', kind: 'text' },
    { key: 'password', kind: 'secret' },
    ...QUEUE,
  ],
  webhook: [
    { key: 'endpoint', kind: 'url', required: true },
    { key: 'auth_token', kind: 'secret' },
    { key: 'client_cert', kind: 'text' },
    { key: 'client_key', kind: 'text' },
    ...QUEUE,
  ],
  nsq: [
    { key: 'nsqd_address', kind: 'text', required: true },
    { key: 'topic', kind: 'text', required: true },
    ...TLS,
    ...QUEUE,
  ],
};

/** The service of an address segment, or undefined when it names none. */
export function serviceOf(param: string | undefined): NotificationService | undefined {
  return SERVICES.find((service) => service === param);
}

/** A field's label: its own for the key, or the key itself for one the strings do not name. */
export function fieldLabel(field: TargetField): string {
  return (strings.fields as Readonly<Record<string, string>>)[field.key] ?? field.key;
}
