/**
 * Licence check of what ships: every production dependency (the packages `npm prune --omit=dev` keeps in the image,
 * which are also the only ones the frontend bundle is built from) must carry a licence on the allow-list below.
 * Copyleft licences (GPL, AGPL, LGPL, SSPL, EUPL) and packages without a licence fail the check. Prints the count
 * per licence. Run by the static stage of `npm test`; alone: `npx tsx hack/licence-check.ts`.
 *
 * Reads package-lock.json (npm records each package's licence there) and, for an entry without one, the installed
 * package.json. Offline and fast: no registry call.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Permissive licences, and MPL-2.0 (file-level copyleft: shipping unmodified files is fine). */
const allowed = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC-BY-4.0',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'MPL-2.0',
  'Python-2.0',
  'Unlicense',
  'WTFPL',
]);

/** Named explicitly so that the failure says why, not merely "not on the list". */
const forbidden = /^(A?GPL|LGPL|SSPL|EUPL|OSL|CPAL|RPL|Sleepycat)/i;

interface LockEntry {
  readonly version?: string;
  readonly license?: string;
  readonly dev?: boolean;
  readonly devOptional?: boolean;
  readonly link?: boolean;
}

const root = join(__dirname, '..');

function licenceOf(path: string, entry: LockEntry): string {
  if (typeof entry.license === 'string' && entry.license !== '') return entry.license;
  const manifest = join(root, path, 'package.json');
  if (!existsSync(manifest)) return 'UNKNOWN';
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { license?: unknown; licenses?: unknown };
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license && typeof pkg.license === 'object' && 'type' in pkg.license) return String(pkg.license.type);
  if (Array.isArray(pkg.licenses)) {
    const types = pkg.licenses.map((l: unknown) => (l && typeof l === 'object' && 'type' in l ? String(l.type) : ''));
    return types.filter(Boolean).join(' OR ') || 'UNKNOWN';
  }
  return 'UNKNOWN';
}

/** Whether an SPDX expression (ids joined by OR / AND, optionally in parentheses) lets us ship the package. */
export function acceptable(expression: string): { ok: boolean; reason?: string } {
  const alternatives = expression
    .replace(/[()]/g, '')
    .split(/\s+OR\s+/i)
    .map((alt) => alt.split(/\s+AND\s+/i).map((id) => id.trim()));
  if (alternatives.some((ids) => ids.every((id) => allowed.has(id)))) return { ok: true };
  const copyleft = alternatives.flat().find((id) => forbidden.test(id));
  return { ok: false, reason: copyleft ? `copyleft licence ${copyleft}` : 'licence not on the allow-list' };
}

function main(): number {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const counts = new Map<string, number>();
  const problems: string[] = [];
  let total = 0;
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || entry.dev || entry.devOptional || entry.link) continue;
    total += 1;
    const licence = licenceOf(path, entry);
    counts.set(licence, (counts.get(licence) ?? 0) + 1);
    const verdict = acceptable(licence);
    if (!verdict.ok) {
      const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
      problems.push(`  ${name}@${entry.version ?? '?'}: ${licence} (${verdict.reason})`);
    }
  }
  const summary = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([id, n]) => `${id} ${n}`);
  process.stdout.write(`licences of ${total} production packages: ${summary.join(', ')}\n`);
  if (problems.length === 0) return 0;
  process.stderr.write(
    `${problems.length} production package(s) with a licence we may not ship:\n${problems.join('\n')}\n` +
      'Replace the package, move it to devDependencies if it does not ship, or, for a permissive licence, add it ' +
      'to the allow-list in hack/licence-check.ts.\n',
  );
  return 1;
}

if (require.main === module) process.exit(main());
