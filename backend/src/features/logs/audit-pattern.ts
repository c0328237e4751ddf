/**
 * The Audit Logs filters' wildcards (spec 02): `*` any characters, `.` one character, a backslash makes the next
 * character literal. Turned into a SQL LIKE pattern (escape character `\`), or into an exact value when the filter
 * has no wildcard, so PostgreSQL can use the index on the column.
 */
export type FilterMatch = { readonly exact: string } | { readonly like: string };

export function filterMatch(pattern: string): FilterMatch {
  let like = '';
  let exact = '';
  let wild = false;
  for (let at = 0; at < pattern.length; at++) {
    const char = pattern.charAt(at);
    if (char === '\\' && at + 1 < pattern.length) {
      const next = pattern.charAt(++at);
      exact += next;
      like += likeLiteral(next);
    } else if (char === '*') {
      wild = true;
      like += '%';
    } else if (char === '.') {
      wild = true;
      like += '_';
    } else {
      exact += char;
      like += likeLiteral(char);
    }
  }
  return wild ? { like } : { exact };
}

function likeLiteral(char: string): string {
  return char === '%' || char === '_' || char === '\\' ? `\\${char}` : char;
}
