import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { getFullConfig } from '@platform/minio/admin/config-full';
import { OutboundRefusedError } from '@platform/net/outbound-refusal';
import type { ApiClient } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { rootConnection } from '@test/support/minio-admin';
import { loadWorld, need } from '@test/world/state';
import { LOOPBACK_TARGETS } from '../buckets/bucket-test-kit';

jest.setTimeout(120_000);

/**
 * Every field a user types that the console or MinIO then connects to (security-and-reliability.md, SSRF 1.3.6 and
 * 15.3.2), one table: pointed at a server on this machine's loopback, written plainly and disguised, each is
 * refused with the outbound policy's one neutral 400 before anything connects, and nothing is stored. The fields
 * come from the contract: tier endpoints, replication and remote-bucket targets, identity-provider URLs and
 * addresses (saved and tested), every address-like key of the notification, logger and audit targets, and a
 * configuration file's import. The per-form variants of the address itself are in outbound-addresses.test.ts.
 *
 * These run against the "second" MinIO, whose configuration only the settings tests change (MinIO rewrites its
 * configuration without a lock); a refused save writes nothing.
 */
const second = need(loadWorld().minio.second, 'second MinIO');
const guarded = consoleFixture({ minio: second });
const permissive = consoleFixture({ minio: second, env: LOOPBACK_TARGETS });
const neutral = new OutboundRefusedError().body;

/** A TCP server on 127.0.0.1 counting the connections it gets (whatever protocol the field speaks). */
async function listener(): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Send = (user: ApiClient, host: string) => Promise<{ status: number; error?: unknown }>;

const name = () => `out${randomUUID().slice(0, 8)}`;

/** `PUT /configs/{subSys:target}` with one key. */
const setting =
  (subSys: string, key: string, value: (host: string) => string): Send =>
  (user, host) =>
    user.PUT('/api/v1/configs/{configurationId}', {
      params: { path: { configurationId: `${subSys}:${name()}` } },
      body: { key_values: [{ key, value: value(host) }] },
    });

/** `PUT /configs/{subSys}` (a subsystem without named targets). */
const plainSetting =
  (subSys: string, key: string, value: (host: string) => string): Send =>
  (user, host) =>
    user.PUT('/api/v1/configs/{configurationId}', {
      params: { path: { configurationId: subSys } },
      body: { key_values: [{ key, value: value(host) }] },
    });

const FIELDS: ReadonlyArray<readonly [string, Send]> = [
  ['notify_webhook endpoint', setting('notify_webhook', 'endpoint', (h) => `http://${h}/hook`)],
  ['logger_webhook endpoint', setting('logger_webhook', 'endpoint', (h) => `http://${h}/log`)],
  ['audit_webhook endpoint', setting('audit_webhook', 'endpoint', (h) => `http://${h}/audit`)],
  ['notify_elasticsearch url', setting('notify_elasticsearch', 'url', (h) => `http://${h}`)],
  ['notify_amqp url', setting('notify_amqp', 'url', (h) => `amqp://guest:guest@${h}`)],
  ['notify_mqtt broker', setting('notify_mqtt', 'broker', (h) => `tcp://${h}`)],
  ['notify_nats address', setting('notify_nats', 'address', (h) => h)],
  ['notify_redis address', setting('notify_redis', 'address', (h) => h)],
  ['notify_nsq nsqd_address', setting('notify_nsq', 'nsqd_address', (h) => h)],
  ['notify_kafka brokers', setting('notify_kafka', 'brokers', (h) => `kafka.example.com:9092,${h}`)],
  [
    'notify_postgres connection_string',
    setting('notify_postgres', 'connection_string', (h) => {
      const { hostname, port } = new URL(`http://${h}`);
      return `host=${hostname.replace(/^\[|\]$/g, '')} port=${port || 5432} user=u password=p dbname=d sslmode=disable`;
    }),
  ],
  ['notify_mysql dsn_string', setting('notify_mysql', 'dsn_string', (h) => `u:p@tcp(${h})/db`)],
  [
    'identity_openid config_url (settings)',
    plainSetting('identity_openid', 'config_url', (h) => `http://${h}/.well-known/openid-configuration`),
  ],
  ['identity_ldap server_addr (settings)', plainSetting('identity_ldap', 'server_addr', (h) => h)],
  [
    'OpenID provider config_url',
    (user, h) =>
      user.POST('/api/v1/idp/{type}', {
        params: { path: { type: 'openid' } },
        body: {
          name: name(),
          values: { config_url: `http://${h}/.well-known/openid-configuration`, client_id: 'c', client_secret: 's' },
        },
      }),
  ],
  [
    'LDAP server_addr',
    (user, h) =>
      user.POST('/api/v1/idp/{type}', {
        params: { path: { type: 'ldap' } },
        body: { name: '_', values: { server_addr: h } },
      }),
  ],
  [
    'OpenID connection test',
    (user, h) =>
      user.POST('/api/v1/idp-connection-test/{type}', {
        params: { path: { type: 'openid' } },
        body: { values: { config_url: `http://${h}/.well-known/openid-configuration` } },
      }),
  ],
  [
    'LDAP connection test',
    (user, h) =>
      user.POST('/api/v1/idp-connection-test/{type}', {
        params: { path: { type: 'ldap' } },
        body: { values: { server_addr: h } },
      }),
  ],
  [
    'S3 tier endpoint',
    (user, h) =>
      user.POST('/api/v1/admin/tiers', {
        body: {
          type: 's3',
          s3: { name: name().toUpperCase(), endpoint: `http://${h}`, bucket: 'b', accesskey: 'a', secretkey: 's' },
        },
      }),
  ],
  [
    'remote-bucket target',
    (user, h) =>
      user.POST('/api/v1/list-external-buckets', {
        body: { accessKey: 'access', secretKey: 'secret-key', targetURL: h, useTLS: false },
      }),
  ],
  [
    'configuration import',
    // The whole configuration plus one target: were it accepted, nothing else would change (a file's missing
    // targets go back to their defaults).
    async (user, h) =>
      user.POST('/api/v1/configuration/import', {
        body: {
          text: `${await getFullConfig(rootConnection(second))}\nlogger_webhook:${name()} endpoint=http://${h}/imported\n`,
        },
      }),
  ],
];

describe('with the defaults (loopback not allowed)', () => {
  let target: Awaited<ReturnType<typeof listener>>;
  let before: string;
  beforeAll(async () => {
    target = await listener();
    before = await getFullConfig(rootConnection(second));
  });
  afterAll(() => target.close());

  it.each(FIELDS)('refuses %s at a loopback address, plain or disguised, with the neutral 400', async (_, send) => {
    for (const host of [`127.0.0.1:${target.port}`, `[::ffff:7f00:1]:${target.port}`, `0x7f000001:${target.port}`]) {
      const answer = await send(guarded.root, host);
      expect({ host, status: answer.status, error: answer.error }).toEqual({ host, status: 400, error: neutral });
    }
    const metadata = await send(guarded.root, '169.254.169.254:80');
    expect({ status: metadata.status, error: metadata.error }).toEqual({ status: 400, error: neutral });
  });

  it('connected to none of them, and stored none of them', async () => {
    expect(target.connections()).toBe(0);
    const after = await getFullConfig(rootConnection(second));
    expect(after).not.toContain(String(target.port));
    expect(after).not.toContain('169.254.169.254');
    expect(after).toBe(before);
  });
});

describe('with loopback allowed', () => {
  it('reaches a loopback provider, so the refusals above are the policy and not the field', async () => {
    const provider = createHttpServer((_req, res) => res.writeHead(404).end());
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    let requests = 0;
    provider.on('request', () => requests++);
    try {
      const port = (provider.address() as AddressInfo).port;
      await permissive.root.POST('/api/v1/idp-connection-test/{type}', {
        params: { path: { type: 'openid' } },
        body: { values: { config_url: `http://127.0.0.1:${port}/.well-known/openid-configuration` } },
      });
      expect(requests).toBeGreaterThan(0);
    } finally {
      await new Promise<void>((resolve) => provider.close(() => resolve()));
    }
  });

  it('never follows a redirect from an allowed address (15.3.2)', async () => {
    const inner = await listener();
    const redirector = createHttpServer((_req, res) =>
      res.writeHead(302, { Location: `http://127.0.0.1:${inner.port}/.well-known/openid-configuration` }).end(),
    );
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    try {
      const port = (redirector.address() as AddressInfo).port;
      const answer = await permissive.root.POST('/api/v1/idp-connection-test/{type}', {
        params: { path: { type: 'openid' } },
        body: { values: { config_url: `http://127.0.0.1:${port}/.well-known/openid-configuration` } },
      });
      expect(answer.status).toBe(400);
      expect(inner.connections()).toBe(0);
    } finally {
      await new Promise<void>((resolve) => redirector.close(() => resolve()));
      await inner.close();
    }
  });
});
