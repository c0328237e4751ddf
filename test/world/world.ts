import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureHelm } from './helm';
import { debianTools, ensureDebianTools } from './install';
import { startKube } from './kube';
import { ensureKubeApiserver } from './kube-build';
import { ensureMinio, startMinio } from './minio';
import { tempDir } from './processes';
import { startPrometheus } from './prometheus';
import type { WorldState } from './state';

/** Which servers a run needs. `npm test` asks for all of them; a developer can ask for fewer. */
export interface WorldParts {
  readonly erasure: boolean;
  readonly single: boolean;
  readonly second: boolean;
  readonly kube: boolean;
  readonly prometheus: boolean;
  readonly chromium: boolean;
}

export const ALL_PARTS: WorldParts = {
  erasure: true,
  single: true,
  second: true,
  kube: true,
  prometheus: true,
  chromium: true,
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
export function prepareWorld(parts: WorldParts): void {
  ensureDebianTools([
    ...(parts.chromium ? [debianTools.chromium] : []),
    ...(parts.kube ? [debianTools.etcd] : []),
    ...(parts.prometheus ? [debianTools.prometheus] : []),
  ]);
  if (parts.erasure || parts.single || parts.second) ensureMinio();
  if (parts.kube) ensureKubeApiserver();
  // The chart tests lint, render and install the Helm chart against the API server.
  if (parts.kube) ensureHelm();
}

/** Starts the requested servers on 127.0.0.1 in parallel and writes their state for the tests. */
export async function startWorld(parts: WorldParts): Promise<World> {
  prepareWorld(parts);
  const runDir = tempDir('world');
  const logDir = join(runDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const minio = (name: string, mode: 'erasure' | 'single') =>
    startMinio({ name, mode, dataDir: join(runDir, name), logDir }).then((started) => started.state);
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
  };
  const stateFile = join(runDir, 'world.json');
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
  return { state, stateFile };
}
