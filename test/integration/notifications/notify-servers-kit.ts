import { randomUUID } from 'node:crypto';
import { connect as amqpConnect } from 'amqplib';
import { connect as mqttConnect } from 'mqtt';
import { createConnection } from 'mysql2/promise';
import { connect as natsConnect } from 'nats';
import { Client as PgClient } from 'pg';
import { createClient as createRedisClient } from 'redis';
import { need, type NotifyServers } from '@test/world/state';
import { NsqReader } from './nsq-reader';

type KeyValue = { readonly key: string; readonly value: string };

/**
 * One kind of notification target that runs here, wired to its world server: the key/values the console saves for
 * it, what to set up on the server before an event can arrive (a subscriber), and how to read the object keys of the
 * events that arrived (`bucket/key`, as MinIO names them).
 */
export interface NotifyCase {
  readonly service: 'postgres' | 'mysql' | 'redis' | 'nats' | 'mqtt' | 'amqp' | 'nsq';
  /** MinIO's type in the target's ARN (`arn:minio:sqs::<name>:<type>`). */
  readonly arnType: string;
  readonly name: string;
  readonly keyValues: readonly KeyValue[];
  /** Starts listening (subscribers must exist before MinIO publishes). */
  listen(): Promise<void>;
  /** The object keys of the events received so far. */
  receivedKeys(): Promise<string[]>;
  close(): Promise<void>;
}

const short = () => randomUUID().slice(0, 8);

/** The message-style servers deliver MinIO's event JSON (`{EventName, Key, Records}`); collect the keys. */
function keysOfMessages(bodies: readonly string[]): string[] {
  return bodies.map((body) => (JSON.parse(body) as { Key: string }).Key);
}

export function notifyCases(servers: NotifyServers): NotifyCase[] {
  return [
    postgresCase(servers),
    mysqlCase(servers),
    redisCase(servers),
    natsCase(servers),
    mqttCase(servers),
    amqpCase(servers),
    nsqCase(servers),
  ];
}

function postgresCase(servers: NotifyServers): NotifyCase {
  const pg = need(servers.postgres, 'PostgreSQL');
  const table = `events_${short()}`;
  const connection = `host=${pg.host} port=${pg.port} user=${pg.user} password=${pg.password} dbname=${pg.database} sslmode=disable`;
  return {
    service: 'postgres',
    arnType: 'postgresql',
    name: `pg-${short()}`,
    keyValues: [
      { key: 'connection_string', value: connection },
      { key: 'table', value: table },
      { key: 'format', value: 'namespace' },
    ],
    listen: async () => undefined,
    async receivedKeys() {
      const client = new PgClient({ ...pg, connectionTimeoutMillis: 5000 });
      await client.connect();
      try {
        // MinIO creates the table (namespace format: one row per object, `key` is bucket/object).
        const exists = await client.query('select to_regclass($1) as t', [table]);
        if (!(exists.rows[0] as { t: string | null }).t) return [];
        const rows = await client.query(`select key from ${table}`);
        return rows.rows.map((row) => (row as { key: string }).key);
      } finally {
        await client.end();
      }
    },
    close: async () => undefined,
  };
}

function mysqlCase(servers: NotifyServers): NotifyCase {
  const my = need(servers.mysql, 'MariaDB');
  const table = `events_${short()}`;
  return {
    service: 'mysql',
    arnType: 'mysql',
    name: `my-${short()}`,
    // The access format (a journal): MinIO's namespace table uses MySQL-only SQL (a NOT NULL generated column) that
    // MariaDB refuses; the console then shows MariaDB's error as MinIO's reason.
    keyValues: [
      { key: 'dsn_string', value: `${my.user}:${my.password}@tcp(${my.host}:${my.port})/${my.database}` },
      { key: 'table', value: table },
      { key: 'format', value: 'access' },
    ],
    listen: async () => undefined,
    async receivedKeys() {
      const { host, port, user, password, database } = my;
      const connection = await createConnection({ host, port, user, password, database });
      try {
        const [tables] = await connection.query('show tables like ?', [table]);
        if ((tables as unknown[]).length === 0) return [];
        const [rows] = await connection.query(`select event_data from ${table}`);
        return (rows as Array<{ event_data: string | AccessRecords }>).flatMap((row) => keysOfRecords(row.event_data));
      } finally {
        await connection.end();
      }
    },
    close: async () => undefined,
  };
}

/** An access-format row: the S3 event records, object keys URL-encoded as in every S3 event. */
interface AccessRecords {
  readonly Records: ReadonlyArray<{ s3: { bucket: { name: string }; object: { key: string } } }>;
}

function keysOfRecords(data: string | AccessRecords): string[] {
  const records = typeof data === 'string' ? (JSON.parse(data) as AccessRecords) : data;
  return records.Records.map((record) => `${record.s3.bucket.name}/${decodeURIComponent(record.s3.object.key)}`);
}

function redisCase(servers: NotifyServers): NotifyCase {
  const redis = need(servers.redis, 'Redis');
  const key = `events-${short()}`;
  return {
    service: 'redis',
    arnType: 'redis',
    name: `rd-${short()}`,
    keyValues: [
      { key: 'address', value: redis.address },
      { key: 'key', value: key },
      { key: 'format', value: 'namespace' },
    ],
    listen: async () => undefined,
    async receivedKeys() {
      const client = createRedisClient({ url: `redis://${redis.address}` });
      await client.connect();
      try {
        // Namespace format: a hash whose fields are bucket/object.
        return await client.hKeys(key);
      } finally {
        await client.quit();
      }
    },
    close: async () => undefined,
  };
}

function natsCase(servers: NotifyServers): NotifyCase {
  const nats = need(servers.nats, 'NATS');
  const subject = `events.${short()}`;
  const bodies: string[] = [];
  let close = async () => undefined as void;
  return {
    service: 'nats',
    arnType: 'nats',
    name: `nt-${short()}`,
    keyValues: [
      { key: 'address', value: nats.address },
      { key: 'subject', value: subject },
    ],
    async listen() {
      const connection = await natsConnect({ servers: nats.address });
      const subscription = connection.subscribe(subject);
      void (async () => {
        for await (const message of subscription) bodies.push(new TextDecoder().decode(message.data));
      })();
      await connection.flush();
      close = () => connection.close();
    },
    receivedKeys: async () => keysOfMessages(bodies),
    close: () => close(),
  };
}

function mqttCase(servers: NotifyServers): NotifyCase {
  const mqtt = need(servers.mqtt, 'Mosquitto');
  const topic = `events/${short()}`;
  const bodies: string[] = [];
  let close = async () => undefined as void;
  return {
    service: 'mqtt',
    arnType: 'mqtt',
    name: `mq-${short()}`,
    keyValues: [
      { key: 'broker', value: `tcp://${mqtt.address}` },
      { key: 'topic', value: topic },
    ],
    async listen() {
      const client = mqttConnect(`mqtt://${mqtt.address}`);
      client.on('message', (_topic, payload) => bodies.push(payload.toString('utf8')));
      await new Promise<void>((resolve, reject) => {
        client.once('connect', () => resolve());
        client.once('error', reject);
      });
      await client.subscribeAsync(topic, { qos: 1 });
      close = async () => void (await client.endAsync());
    },
    receivedKeys: async () => keysOfMessages(bodies),
    close: () => close(),
  };
}

function amqpCase(servers: NotifyServers): NotifyCase {
  const amqp = need(servers.amqp, 'RabbitMQ');
  const exchange = `minio-${short()}`;
  const bodies: string[] = [];
  let close = async () => undefined as void;
  return {
    service: 'amqp',
    arnType: 'amqp',
    name: `am-${short()}`,
    keyValues: [
      { key: 'url', value: amqp.url },
      { key: 'exchange', value: exchange },
      { key: 'exchange_type', value: 'fanout' },
    ],
    async listen() {
      const connection = await amqpConnect(amqp.url);
      const channel = await connection.createChannel();
      // Declared as MinIO declares it (fanout, not durable), so MinIO's own declaration agrees with it.
      await channel.assertExchange(exchange, 'fanout', { durable: false, autoDelete: false });
      const { queue } = await channel.assertQueue('', { exclusive: true });
      await channel.bindQueue(queue, exchange, '');
      await channel.consume(queue, (message) => message && bodies.push(message.content.toString('utf8')), {
        noAck: true,
      });
      close = () => connection.close();
    },
    receivedKeys: async () => keysOfMessages(bodies),
    close: () => close(),
  };
}

function nsqCase(servers: NotifyServers): NotifyCase {
  const nsq = need(servers.nsq, 'nsqd');
  const topic = `events-${short()}`;
  let reader: NsqReader | undefined;
  return {
    service: 'nsq',
    arnType: 'nsq',
    name: `nq-${short()}`,
    keyValues: [
      { key: 'nsqd_address', value: nsq.address },
      { key: 'topic', value: topic },
    ],
    async listen() {
      // Topic and channel are created through nsqd's HTTP API first, so messages wait for the reader.
      for (const path of [`/topic/create?topic=${topic}`, `/channel/create?topic=${topic}&channel=test`]) {
        const created = await fetch(`${nsq.httpUrl}${path}`, { method: 'POST' });
        if (!created.ok) throw new Error(`nsqd refused ${path}: ${created.status}`);
      }
      reader = await NsqReader.subscribe(nsq.address, topic, 'test');
    },
    receivedKeys: async () => keysOfMessages(reader?.bodies ?? []),
    close: async () => reader?.close(),
  };
}
