/** A name as messages show it: `'alice'`. One place, so that every IAM message quotes names alike. */
export function quote(name: string): string {
  return `'${name}'`;
}

/** Several names as messages show them: `'a', 'b'`. */
export function quoteAll(names: readonly string[]): string {
  return names.map(quote).join(', ');
}
