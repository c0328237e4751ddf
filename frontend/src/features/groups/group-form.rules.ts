/** Group: a name to save (spec 02 §5); MinIO's names have no spaces or commas. */
export function canSaveGroup(name: string): boolean {
  return name.trim() !== '' && groupNameProblem(name, 'x') === undefined;
}

/** The rule message when a typed group name has spaces or commas, else `undefined`. */
export function groupNameProblem(name: string, rule: string): string | undefined {
  return name === '' || /^[^,\s]+$/.test(name) ? undefined : rule;
}
