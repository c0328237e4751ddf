import type { WizardForm } from './wizard-form';

/** Whether two values of the form hold the same data (plain objects, arrays and primitives). */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every(
    (key) =>
      Object.hasOwn(b, key) && sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** Whether the user has typed, chosen or switched anything the wizard did not start with: what leaving would lose. */
export function formHasInput(start: WizardForm, now: WizardForm): boolean {
  return !sameData(start, now);
}

/** What the wizard knows when a navigation is asked for. */
export interface LeaveState {
  /** The form differs from the one the wizard started with ({@link formHasInput}). */
  readonly hasInput: boolean;
  /** The tenant was created: its settings are on the cluster, and closing the credentials modal leaves the wizard. */
  readonly created: boolean;
}

/** The login page: a session that has ended (or is being ended) cannot create the tenant, staying would not help. */
const LOGIN_PATH = '/login';

/**
 * Whether going from `from` to `to` (paths within the app) must first be confirmed: only when it leaves the wizard's
 * page with input that was not created, and not when the session is over.
 */
export function confirmsLeaving(state: LeaveState, from: string, to: string): boolean {
  return state.hasInput && !state.created && to !== from && to !== LOGIN_PATH;
}
