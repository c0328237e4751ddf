/**
 * Writes the software bill of materials of what ships (the production dependencies, as `npm prune --omit=dev`
 * leaves them) as CycloneDX JSON: `npx tsx hack/sbom.ts` writes `<dist>/sbom.cdx.json` (dist/, or the folder named
 * by OBJECT_CONSOLE_DIST); `--out <file>` writes elsewhere. The Dockerfile runs it in its build stage, so the image
 * carries at /app/dist/sbom.cdx.json the SBOM of what it ships: its node_modules (the backend's part of the production
 * dependencies, hack/prune-runtime.cjs) and the libraries webpack bundled into the frontend. Needs npm 10 or later.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { distDir } from './lib/dist-dir';

const root = join(__dirname, '..');
const outIndex = process.argv.indexOf('--out');
const out = outIndex >= 0 ? resolve(process.argv[outIndex + 1] ?? '') : join(distDir(root), 'sbom.cdx.json');

const result = spawnSync('npm', ['sbom', '--sbom-format', 'cyclonedx', '--omit', 'dev', '--sbom-type', 'application'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (result.status !== 0) {
  process.stderr.write(result.stderr || `npm sbom exited ${result.status}\n`);
  process.exit(1);
}
const bom = JSON.parse(result.stdout) as {
  bomFormat?: string;
  components?: unknown[];
  metadata?: { component?: { name?: string } };
};
if (bom.bomFormat !== 'CycloneDX' || !Array.isArray(bom.components)) {
  process.stderr.write('npm sbom did not produce a CycloneDX document\n');
  process.exit(1);
}
// npm names the root component after the checkout's folder; the package's own name is the stable one.
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string };
if (bom.metadata?.component) bom.metadata.component.name = pkg.name;
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(bom, null, 2)}\n`);
process.stdout.write(`SBOM (CycloneDX) with ${bom.components.length} components written to ${out}\n`);
