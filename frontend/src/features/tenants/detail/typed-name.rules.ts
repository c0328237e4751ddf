/** Where a typed confirmation stands: nothing typed yet, something else typed, or exactly the name. */
export type TypedNameVerdict = 'blank' | 'mismatch' | 'match';

/**
 * The typed-name confirmation of deleting a tenant or a pod (spec 03 §5): only the exact name (case and all)
 * confirms; nothing typed keeps Delete disabled; anything else is refused with the dialog's 'name is incorrect'.
 */
export function typedNameVerdict(typed: string, expected: string): TypedNameVerdict {
  if (typed.trim() === '') return 'blank';
  return typed === expected ? 'match' : 'mismatch';
}
