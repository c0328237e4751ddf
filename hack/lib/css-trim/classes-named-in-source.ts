import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE_FILE = /\.(tsx?|css|html)$/;

/**
 * Every class name of `families` (class-name prefixes) that the files under `paths` (files or folders: .ts, .tsx,
 * .css, .html) name in full. A class built at run time (`'pf-v6-u-m' + side`, `` `pf-v6-u-${x}` ``) cannot be found
 * by a scan, so naming one that way fails the build instead of losing its style.
 */
export function classesNamedInSource(paths: readonly string[], families: readonly string[]): Set<string> {
  const used = new Set<string>();
  for (const file of paths.flatMap(sourceFiles)) {
    for (const name of classNamesInText(readFileSync(file, 'utf8'), families, file)) used.add(name);
  }
  return used;
}

/** The class names of `families` in `text`; throws on one that is only the start of a name built by code. */
export function classNamesInText(text: string, families: readonly string[], where: string): string[] {
  const pattern = new RegExp(`(?:${families.map(escapeRegExp).join('|')})[\\w-]*`, 'g');
  return [...text.matchAll(pattern)].map((match) => {
    const name = match[0];
    const after = text.slice(match.index + name.length, match.index + name.length + 8);
    if (name.endsWith('-') || /^(\$\{|['"`]\s*\+)/.test(after)) {
      throw new Error(`${where}: the class "${name}…" is built by code; name PatternFly's classes in full`);
    }
    return name;
  });
}

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    const child = join(path, entry.name);
    if (entry.isDirectory()) return sourceFiles(child);
    return SOURCE_FILE.test(entry.name) ? [child] : [];
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
