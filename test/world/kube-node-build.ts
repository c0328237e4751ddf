import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from './cache';
import { requireGo } from './install';
import { KUBE_VERSION, wrapperGoMod } from './kube-build';

/**
 * The node and controller binaries of the real-node cluster (test/world/kube-node.ts, world part `node`): kubelet,
 * kube-scheduler, kube-controller-manager, kube-proxy and kubectl (the tests' port-forward), built from the k8s.io/kubernetes module at the API server's version
 * through the same generated wrapper module as kube-apiserver (test/world/kube-build.ts), into the cache.
 */
export const NODE_COMMANDS = ['kubelet', 'kube-scheduler', 'kube-controller-manager', 'kube-proxy', 'kubectl'] as const;
export type NodeCommand = (typeof NODE_COMMANDS)[number];

function log(message: string): void {
  process.stderr.write(`[real-node] ${message}\n`);
}

/** Paths of the three binaries, building the missing ones (tens of minutes cold on 2 cores). */
export function ensureNodeBinaries(version = KUBE_VERSION): Record<NodeCommand, string> {
  const dir = cacheDir('kube-node', version);
  const paths = Object.fromEntries(NODE_COMMANDS.map((cmd) => [cmd, join(dir, cmd)])) as Record<NodeCommand, string>;
  const missing = NODE_COMMANDS.filter((cmd) => !existsSync(paths[cmd]));
  if (missing.length === 0) return paths;
  requireGo();
  const scratch = join(dir, `.build-${process.pid}`);
  mkdirSync(scratch, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, CGO_ENABLED: '0', GOFLAGS: '-mod=mod -buildvcs=false' };
  const go = (args: readonly string[]) =>
    execFileSync('go', [...args], { cwd: scratch, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const started = Date.now();
  try {
    const info = JSON.parse(go(['mod', 'download', '-json', `k8s.io/kubernetes@${version}`])) as { GoMod?: string };
    if (!info.GoMod) throw new Error(`go mod download k8s.io/kubernetes@${version} failed`);
    writeFileSync(
      join(scratch, 'go.mod'),
      wrapperGoMod(readFileSync(info.GoMod, 'utf8'), version).replace(
        'module object-console.test/kube-apiserver',
        'module object-console.test/kube-node',
      ),
    );
    writeFileSync(
      join(scratch, 'tools.go'),
      `//go:build tools\n\npackage tools\n\n${missing.map((cmd) => `import _ "k8s.io/kubernetes/cmd/${cmd}"`).join('\n')}\n`,
    );
    go(['get', `k8s.io/kubernetes@${version}`]);
    go(['mod', 'tidy']);
    const match = /^v(\d+)\.(\d+)\./.exec(version);
    const pkg = 'k8s.io/component-base/version';
    const ldflags = `-s -w -X ${pkg}.gitVersion=${version} -X ${pkg}.gitMajor=${match?.[1]} -X ${pkg}.gitMinor=${match?.[2]}`;
    for (const cmd of missing) {
      log(`building ${cmd} ${version} (${Math.round((Date.now() - started) / 1000)} s so far)…`);
      const output = join(scratch, cmd);
      go(['build', '-trimpath', '-ldflags', ldflags, '-o', output, `k8s.io/kubernetes/cmd/${cmd}`]);
      chmodSync(output, 0o755);
      renameSync(output, paths[cmd]);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  log(`built ${missing.join(', ')} in ${Math.round((Date.now() - started) / 1000)} s`);
  return paths;
}
