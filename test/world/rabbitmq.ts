import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'amqplib';
import { debianTools, ensureDebianTools } from './install';
import { freePort } from './ports';
import { ManagedProcess } from './processes';
import type { AmqpServer } from './state';
import { tcpOk } from './tcp-probe';

/**
 * Starts RabbitMQ (Debian's package; MinIO's `notify_amqp` target) on 127.0.0.1 as its own Erlang node, with no
 * plugins. Its Erlang port mapper runs in the foreground on a port of its own, so it stops with the world instead of
 * lingering as a daemon, and several worlds do not share one. The default `guest` user is allowed from loopback.
 */
export async function startRabbitmq(options: { runDir: string; logDir: string }): Promise<AmqpServer> {
  ensureDebianTools([debianTools.rabbitmq]);
  const dir = join(options.runDir, 'rabbitmq');
  mkdirSync(dir, { recursive: true });
  const [port, distPort, epmdPort] = [await freePort(), await freePort(), await freePort()];
  const epmd = new ManagedProcess({
    name: 'rabbitmq-epmd',
    command: debianTools.epmd.path,
    args: ['-port', String(epmdPort), '-address', '127.0.0.1'],
    logDir: options.logDir,
  });
  await epmd.waitUntil(() => tcpOk(epmdPort), 10_000);
  const pluginsFile = join(dir, 'enabled_plugins');
  writeFileSync(pluginsFile, '[].\n');
  const configFile = join(dir, 'rabbitmq.conf');
  writeFileSync(configFile, 'loopback_users.guest = true\n');
  const rabbit = new ManagedProcess({
    name: 'rabbitmq',
    command: debianTools.rabbitmq.path,
    args: [],
    cwd: dir,
    env: {
      HOME: dir,
      ERL_EPMD_PORT: String(epmdPort),
      RABBITMQ_NODENAME: `oc${randomBytes(4).toString('hex')}@localhost`,
      RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
      RABBITMQ_NODE_PORT: String(port),
      RABBITMQ_DIST_PORT: String(distPort),
      RABBITMQ_MNESIA_BASE: join(dir, 'mnesia'),
      RABBITMQ_LOG_BASE: join(dir, 'log'),
      RABBITMQ_LOGS: '-',
      RABBITMQ_CONFIG_FILE: configFile,
      RABBITMQ_ENABLED_PLUGINS_FILE: pluginsFile,
      RABBITMQ_CONF_ENV_FILE: join(dir, 'rabbitmq-env.conf'),
      RABBITMQ_PID_FILE: join(dir, 'rabbitmq.pid'),
      // No busy-waiting schedulers: the test machine's cores are shared with MinIO, Chromium and the tests.
      RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS: '+sbwt none +sbwtdcpu none +sbwtdio none',
    },
    logDir: options.logDir,
  });
  const url = `amqp://guest:guest@127.0.0.1:${port}`;
  await rabbit.waitUntil(() => amqpReady(url), 120_000);
  return { url, port, logFile: rabbit.logFile };
}

async function amqpReady(url: string): Promise<boolean> {
  const connection = await connect(url, { timeout: 2000 });
  await connection.close();
  return true;
}
