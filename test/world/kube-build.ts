import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from './cache';
import { requireGo } from './install';

/** The Kubernetes release whose kube-apiserver the operator-mode tests run against. */
export const KUBE_VERSION = 'v1.34.4';

function log(message: string): void {
  process.stderr.write(`[world] ${message}\n`);
}

/** `v1.34.4` → `{ major: '1', minor: '34', staging: 'v0.34.4' }` (staging modules are tagged v0.<minor>.<patch>). */
function parseVersion(version: string): { major: string; minor: string; staging: string } {
  const match = /^v(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`not a Kubernetes release version: ${version}`);
  const [, major = '', minor = '', patch = ''] = match;
  return { major, minor, staging: `v0.${minor}.${patch}` };
}

function go(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv): string {
  return execFileSync('go', [...args], { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

/**
 * The go.mod of a wrapper module that can build kube-apiserver. k8s.io/kubernetes requires its staging modules at
 * v0.0.0 and maps them to `./staging/src/...`; replaces of a dependency are ignored, so the wrapper must map each one
 * to its published tag itself. The `go` and `godebug` lines are copied so the binary keeps upstream's runtime defaults.
 */
export function wrapperGoMod(kubernetesGoMod: string, version: string): string {
  const { staging } = parseVersion(version);
  const stagingModules = [...kubernetesGoMod.matchAll(/^\s*(k8s\.io\/[\w.-]+)\s+=>\s+\.\/staging\/src\//gm)].map(
    (m) => m[1],
  );
  if (stagingModules.length === 0)
    throw new Error(`no staging replaces found in the go.mod of k8s.io/kubernetes@${version}`);
  const directives = kubernetesGoMod.split('\n').filter((line) => /^(go|godebug)\s/.test(line));
  return [
    'module object-console.test/kube-apiserver',
    '',
    ...directives,
    '',
    `require k8s.io/kubernetes ${version}`,
    '',
    'replace (',
    ...stagingModules.map((module) => `\t${module} => ${module} ${staging}`),
    ')',
    '',
  ].join('\n');
}

/** `go mod tidy` keeps only what is imported; a build-tagged blank import pins the command's package graph. */
const TOOLS_GO = `//go:build tools

package tools

import _ "k8s.io/kubernetes/cmd/kube-apiserver"
`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Scratch folders of builds whose process died (killed, machine rebooted) hold a useless half-built module. */
function removeAbandonedBuilds(dir: string): void {
  for (const entry of readdirSync(dir)) {
    const pid = /^\.build-(\d+)$/.exec(entry)?.[1];
    if (pid && !isRunning(Number(pid))) rmSync(join(dir, entry), { recursive: true, force: true });
  }
}

/**
 * Path of a kube-apiserver binary for `version`, built once from the Go module proxy into the cache.
 * The build (10–20 min cold on 2 cores) happens in a scratch directory and the binary is renamed into place,
 * so an interrupted build is never mistaken for a finished one.
 */
export function ensureKubeApiserver(version = KUBE_VERSION): string {
  const dir = cacheDir('kube-apiserver', version);
  const target = join(dir, 'kube-apiserver');
  if (existsSync(target)) return target;
  requireGo();
  const { major, minor } = parseVersion(version);
  removeAbandonedBuilds(dir);
  const scratch = join(dir, `.build-${process.pid}`);
  mkdirSync(scratch, { recursive: true });
  // -mod=mod lets go update go.mod/go.sum as it resolves; keep -buildvcs=false since the scratch dir has no VCS.
  const env: NodeJS.ProcessEnv = { ...process.env, CGO_ENABLED: '0', GOFLAGS: '-mod=mod -buildvcs=false' };
  log(`building kube-apiserver ${version} from the Go module proxy (first run only; 10–20 minutes)…`);
  const started = Date.now();
  const step = (what: string) => log(`  kube-apiserver: ${what} (${Math.round((Date.now() - started) / 1000)} s)`);
  try {
    const info = JSON.parse(go(['mod', 'download', '-json', `k8s.io/kubernetes@${version}`], scratch, env)) as {
      GoMod?: string;
      Error?: string;
    };
    if (!info.GoMod)
      throw new Error(`go mod download k8s.io/kubernetes@${version} failed: ${info.Error ?? 'no GoMod'}`);
    writeFileSync(join(scratch, 'go.mod'), wrapperGoMod(readFileSync(info.GoMod, 'utf8'), version));
    writeFileSync(join(scratch, 'tools.go'), TOOLS_GO);
    step('go get');
    go(['get', `k8s.io/kubernetes@${version}`], scratch, env);
    step('go mod tidy');
    go(['mod', 'tidy'], scratch, env);
    step('go build');
    const pkg = 'k8s.io/component-base/version';
    const ldflags = `-s -w -X ${pkg}.gitVersion=${version} -X ${pkg}.gitMajor=${major} -X ${pkg}.gitMinor=${minor}`;
    const output = join(scratch, 'kube-apiserver');
    go(['build', '-trimpath', '-ldflags', ldflags, '-o', output, 'k8s.io/kubernetes/cmd/kube-apiserver'], scratch, env);
    chmodSync(output, 0o755);
    renameSync(output, target);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  log(`built kube-apiserver ${version} in ${Math.round((Date.now() - started) / 1000)} s → ${target}`);
  return target;
}
