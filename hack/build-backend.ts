/**
 * `npm run build:backend`: compiles the backend to dist/backend with tsc, then turns the path aliases of
 * tsconfig.json (`@contract/…`, `@platform/…`) in the emitted JavaScript into relative paths, since Node.js does not
 * read tsconfig.json. tsc leaves an aliased specifier as written; everything else here (tsx, jest, webpack,
 * Playwright) resolves the aliases itself.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { distDir } from './lib/dist-dir';

const root = join(__dirname, '..');
const outDir = join(distDir(root), 'backend');
const BACKEND_ALIASES = backendAliases();

const tsc = spawnSync(
  join(root, 'node_modules', '.bin', 'tsc'),
  ['-p', 'backend/tsconfig.build.json', '--outDir', outDir],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

let rewritten = 0;
for (const file of javaScriptFiles(outDir)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(/require\("(@[a-z]+)\/([^"]+)"\)/g, (whole, alias: string, rest: string) => {
    const target = BACKEND_ALIASES[alias];
    if (target === undefined) return whole;
    let path = relative(dirname(file), join(outDir, target, rest));
    if (!path.startsWith('.')) path = `./${path}`;
    rewritten += 1;
    return `require("${path}")`;
  });
  if (next !== text) writeFileSync(file, next);
}
console.log(`build:backend: ${rewritten} aliased imports made relative`);

function javaScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return javaScriptFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/**
 * The aliases of tsconfig.json's `paths` that point into backend/ (`@platform/*` → `./backend/src/platform/*`), each
 * with its folder inside dist/backend, which mirrors backend/. Read from tsconfig.json so the two never differ.
 */
function backendAliases(): Readonly<Record<string, string>> {
  const { config } = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile) as {
    config: { compilerOptions: { paths: Record<string, string[]> } };
  };
  return Object.fromEntries(
    Object.entries(config.compilerOptions.paths).flatMap(([alias, [target = '']]) => {
      const folder = /^\.\/backend\/(.+)\/\*$/.exec(target)?.[1];
      return folder === undefined ? [] : [[alias.replace(/\/\*$/, ''), folder]];
    }),
  );
}
