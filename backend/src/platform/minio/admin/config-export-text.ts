import { parseConfigKV, type ConfigTarget } from './config-kv-text';

/** One target line of an exported configuration; MinIO writes a disabled target as a comment (`# subsys k=v …`). */
export interface ExportedTarget extends ConfigTarget {
  readonly commented: boolean;
}

/** `subsys` or `subsys:target`, the head of a target line (an environment comment's head holds an `=`). */
const TARGET_HEAD = /^[a-z][a-z0-9_]*(:[^\s=]+)?(\s|$)/;

/**
 * Parses `GET /config` text (the `mc admin config export` format): every target line, commented (disabled) ones
 * included. Throws a SyntaxError naming the line for text that is no configuration, so an import can refuse it.
 */
export function parseConfigExport(text: string): ExportedTarget[] {
  const targets: ExportedTarget[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const commented = line.startsWith('#');
    const body = commented ? line.replace(/^#\s*/, '') : line;
    if (!TARGET_HEAD.test(body)) {
      if (commented) return;
      throw new SyntaxError(`Line ${index + 1} is not a configuration line: ${truncate(line)}`);
    }
    const rest = body.replace(/^\S+\s*/, '');
    // A target line is `head k=v k2=v2 …`: a word between pairs without `=` means this is prose, not configuration.
    if (rest !== '' && !/^[A-Za-z0-9_-]+=/.test(rest)) {
      if (commented) return;
      throw new SyntaxError(`Line ${index + 1} has no key=value pairs: ${truncate(line)}`);
    }
    for (const target of parseConfigKV(body)) targets.push({ ...target, commented });
  });
  return targets;
}

function truncate(line: string): string {
  return line.length > 60 ? `${line.slice(0, 60)}…` : line;
}
