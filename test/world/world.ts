import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureHelm } from './helm';
import { debianTools, ensureDebianTools } from './install';
import { startKube } from './kube';
import { ensureKubeApiserver } from './kube-build';
import { ensureMinio, startMinio } from './minio';
import { startMariadb } from './mariadb';
import { startLdap } from './ldap';
import { startMosquitto } from './mosquitto';
import { startNats } from './nats';
import { startOidcProvider } from './oidc';
import { ensureNsqd, startNsq } from './nsq';
import { startPostgres } from './postgres';
import { tempDir } from './processes';
import { startPrometheus } from './prometheus';
import { startRabbitmq } from './rabbitmq';
import { startRedis } from './redis';
import { nodeUnavailable, prepareNode, startNode } from './kube-node';
import { buildProductImage, ensureBaseImage, ensurePodman } from './podman';
import { ensureToxiproxy, startToxiproxy } from './toxiproxy';
import type { NotifyServers, WorldState } from './state';

/** Which servers a run needs. `npm test` asks for all of them; a developer can ask for fewer. */
export interface WorldParts {
  readonly erasure: boolean;
  readonly single: boolean;
  readonly second: boolean;
  readonly kube: boolean;
  readonly prometheus: boolean;
  readonly chromium: boolean;
  /** Notification-target servers (bucket events go to them): PostgreSQL, MariaDB, Redis, NATS, Mosquitto, RabbitMQ, nsqd. */
  readonly postgres: boolean;
  readonly mysql: boolean;
  readonly redis: boolean;
  readonly nats: boolean;
  readonly mqtt: boolean;
  readonly amqp: boolean;
  readonly nsq: boolean;
  /** Identity sources: an OpenID provider (oidc-provider) and an LDAP directory (slapd). */
  readonly oidc: boolean;
  readonly ldap: boolean;
  /** The product's container image, built from the Dockerfile with podman once per run (test/world/podman.ts). */
  readonly image: boolean;
  /**
   * The real node (test/world/kube-node.ts): a one-node cluster of its own that runs the product image; needs root
   * and the image part. `npm test` starts it only for the integration stage.
   */
  readonly node: boolean;
  /** Toxiproxy, the fault proxy the fault-injection tests put between a console and a server (test/world/toxiproxy.ts). */
  readonly toxiproxy: boolean;
}

export const ALL_PARTS: WorldParts = {
  erasure: true,
  single: true,
  second: true,
  kube: true,
  prometheus: true,
  chromium: true,
  postgres: true,
  mysql: true,
  redis: true,
  nats: true,
  mqtt: true,
  amqp: true,
  nsq: true,
  oidc: true,
  ldap: true,
  image: true,
  node: true,
  toxiproxy: true,
};

export interface World {
  readonly state: WorldState;
  /** The JSON file tests read through OBJECT_CONSOLE_WORLD. */
  readonly stateFile: string;
}

/**
 * Installs what is missing and builds what is not cached, one tool at a time (the machine has two cores and each
 * build wants both). Run before anything is started so a cold machine pays once, visibly.
 */
export function prepareWorld(parts: WorldParts): string | undefined {
  ensureDebianTools([
    ...(parts.chromium ? [debianTools.chromium] : []),
    ...(parts.kube ? [debianTools.etcd] : []),
    ...(parts.prometheus ? [debianTools.prometheus] : []),
    ...(parts.postgres ? [debianTools.postgres] : []),
    ...(parts.mysql ? [debianTools.mariadb, debianTools.mariadbInstallDb] : []),
    ...(parts.redis ? [debianTools.redis] : []),
    ...(parts.nats ? [debianTools.nats] : []),
    ...(parts.mqtt ? [debianTools.mosquitto] : []),
    ...(parts.amqp ? [debianTools.rabbitmq, debianTools.epmd] : []),
    ...(parts.ldap ? [debianTools.slapd, debianTools.slapadd] : []),
  ]);
  if (parts.nsq) ensureNsqd();
  if (parts.toxiproxy) ensureToxiproxy();
  if (parts.erasure || parts.single || parts.second) ensureMinio();
  if (parts.kube) ensureKubeApiserver();
  // The chart tests lint, render and install the Helm chart against the API server.
  if (parts.kube) ensureHelm();
  // Podman and the Node.js base image (cached by version); why they are unavailable, when they are.
  const imageUnavailable = parts.image ? ensurePodman() : undefined;
  if (parts.image && imageUnavailable === undefined) ensureBaseImage();
  // The node's binaries (kubelet, kube-proxy, CoreDNS, …) and Debian packages, when it can run here.
  if (parts.node && nodeUnavailable(parts.image ? { unavailable: imageUnavailable } : undefined) === undefined)
    prepareNode();
  return imageUnavailable;
}

/** Starts the requested servers on 127.0.0.1 in parallel and writes their state for the tests. */
export async function startWorld(parts: WorldParts): Promise<World> {
  const imageUnavailable = prepareWorld(parts);
  const runDir = tempDir('world');
  const logDir = join(runDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const minio = (name: string, mode: 'erasure' | 'single') =>
    startMinio({ name, mode, dataDir: join(runDir, name), logDir }).then((started) => started.state);
  const notify = startNotifyServers(parts, runDir, logDir);
  notify.catch(() => undefined); // awaited below; this only keeps an early failure from counting as unhandled
  const identity = Promise.all([
    parts.oidc ? startOidcProvider({ runDir, logDir }) : undefined,
    parts.ldap ? startLdap({ runDir, logDir }).then((started) => started.state) : undefined,
  ]);
  identity.catch(() => undefined);
  const toxiproxy = parts.toxiproxy ? startToxiproxy({ logDir }) : undefined;
  toxiproxy?.catch(() => undefined);
  // The product image builds (minutes) while the servers start and the static checks run.
  const image = parts.image ? buildProductImage(logDir, imageUnavailable) : undefined;
  image?.catch(() => undefined);
  // The real node starts once the image is built, in the background like the rest.
  const node = parts.node
    ? (image ?? Promise.resolve(undefined)).then((built) =>
        built ? startNode(runDir, logDir, built) : { unavailable: nodeUnavailable(undefined) },
      )
    : undefined;
  node?.catch(() => undefined);
  const [erasure, single, second, kube] = await Promise.all([
    parts.erasure ? minio('erasure', 'erasure') : undefined,
    parts.single ? minio('single', 'single') : undefined,
    parts.second ? minio('second', 'erasure') : undefined,
    parts.kube ? startKube({ runDir, logDir }).then((started) => started.state) : undefined,
  ]);
  const scraped = [erasure, single].filter((server) => server !== undefined);
  const prometheus =
    parts.prometheus && scraped.length > 0 ? (await startPrometheus(scraped, logDir)).state : undefined;
  const state: WorldState = {
    runDir,
    minio: { erasure, single, second },
    kube,
    prometheus,
    chromium: parts.chromium ? debianTools.chromium.path : undefined,
    notify: await notify,
    oidc: (await identity)[0],
    ldap: (await identity)[1],
    image: await image,
    node: await node?.catch((error: unknown) => ({
      startError: error instanceof Error ? error.message : String(error),
    })),
    toxiproxy: await toxiproxy,
  };
  const stateFile = join(runDir, 'world.json');
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
  return { state, stateFile };
}

/** Starts the requested notification-target servers in parallel (RabbitMQ, an Erlang node, is the slow one). */
async function startNotifyServers(parts: WorldParts, runDir: string, logDir: string): Promise<NotifyServers> {
  const dirs = { runDir, logDir };
  const started = Date.now();
  // Each start-up time is logged: the suite's wall time depends on the slowest one.
  const timed = <T>(name: string, start: () => Promise<T>) =>
    start().then((server) => {
      process.stderr.write(`[world] ${name} ready after ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      return server;
    });
  const [postgres, mysql, redis, nats, mqtt, amqp, nsq] = await Promise.all([
    parts.postgres ? timed('postgres', () => startPostgres(dirs)) : undefined,
    parts.mysql ? timed('mariadb', () => startMariadb(dirs)) : undefined,
    parts.redis ? timed('redis', () => startRedis(dirs)) : undefined,
    parts.nats ? timed('nats', () => startNats(dirs)) : undefined,
    parts.mqtt ? timed('mosquitto', () => startMosquitto(dirs)) : undefined,
    parts.amqp ? timed('rabbitmq', () => startRabbitmq(dirs)) : undefined,
    parts.nsq ? timed('nsqd', () => startNsq(dirs)) : undefined,
  ]);
  return { postgres, mysql, redis, nats, mqtt, amqp, nsq };
}
