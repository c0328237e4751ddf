import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from './cache';
import { requireGo } from './install';

/** The cluster DNS of the real node (test/world/kube-node.ts): CoreDNS from its Go module. */
export const COREDNS_VERSION = 'v1.14.7';

/**
 * The plugins the node's Corefile uses, in the order they handle a query. The binary is built with only these (the
 * full CoreDNS links every cloud SDK): a `main` that registers them and sets CoreDNS's directive list to them. `bind`
 * keeps it on the pod network's gateway address instead of port 53 of every host address.
 */
const PLUGINS = ['bind', 'errors', 'kubernetes', 'forward'] as const;

function log(message: string): void {
  process.stderr.write(`[real-node] ${message}\n`);
}

/** Path of the cached CoreDNS binary, building it when missing (a few minutes cold on 2 cores). */
export function ensureCoredns(version = COREDNS_VERSION): string {
  const dir = cacheDir('coredns', `${version}-${PLUGINS.join('-')}`);
  const binary = join(dir, 'coredns');
  if (existsSync(binary)) return binary;
  requireGo();
  const scratch = join(dir, `.build-${process.pid}`);
  mkdirSync(scratch, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, CGO_ENABLED: '0', GOFLAGS: '-mod=mod -buildvcs=false' };
  const go = (args: readonly string[]) =>
    execFileSync('go', [...args], { cwd: scratch, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const started = Date.now();
  try {
    log(`building CoreDNS ${version} (plugins ${PLUGINS.join(', ')})…`);
    writeFileSync(join(scratch, 'go.mod'), 'module object-console.test/coredns\n\ngo 1.24\n');
    writeFileSync(
      join(scratch, 'main.go'),
      [
        'package main',
        '',
        'import (',
        '\t"github.com/coredns/coredns/core/dnsserver"',
        '\t"github.com/coredns/coredns/coremain"',
        ...PLUGINS.map((plugin) => `\t_ "github.com/coredns/coredns/plugin/${plugin}"`),
        ')',
        '',
        `func init() { dnsserver.Directives = []string{${PLUGINS.map((p) => `"${p}"`).join(', ')}} }`,
        '',
        'func main() { coremain.Run() }',
        '',
      ].join('\n'),
    );
    go(['get', `github.com/coredns/coredns@${version}`]);
    go(['mod', 'tidy']);
    const output = join(scratch, 'coredns');
    go(['build', '-trimpath', '-ldflags', '-s -w', '-o', output, '.']);
    chmodSync(output, 0o755);
    renameSync(output, binary);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  log(`built CoreDNS in ${Math.round((Date.now() - started) / 1000)} s`);
  return binary;
}
