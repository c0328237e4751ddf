import { useState } from 'react';

interface Started<S, V> {
  /** The stored values the form opened with (or last restarted from). */
  readonly opened: S;
  /** The form's values from them, before the user's changes. */
  readonly initial: V;
  /** The form's values now. */
  readonly values: V;
}

const sameContent = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The values of a form that edits stored values, which are read again while it is open (the window regains focus,
 * the connection comes back, a save). A read that brings the same values changes nothing. Stored values that really
 * changed start the form afresh from them while the user has changed nothing, or when they are what the form holds
 * (the user's own save read back). Otherwise the form keeps the typed values and what it opened with (`opened`), so
 * a save is compared with what the user saw and the server's refusal (409) says what changed meanwhile. Replaces
 * keying the form on the read's time, which dropped what was typed at every read.
 */
export function useStoredFormValues<S, V>(stored: S, toForm: (stored: S) => V) {
  const [state, setState] = useState<Started<S, V>>(() => {
    const initial = toForm(stored);
    return { opened: stored, initial, values: initial };
  });
  let current = state;
  if (!sameContent(stored, state.opened)) {
    const initial = toForm(stored);
    // Untouched, or the user's values are what is stored now (their own save read back): nothing typed is lost.
    if (sameContent(state.values, state.initial) || sameContent(state.values, initial)) {
      current = { opened: stored, initial, values: initial };
      // Adjusting state while rendering (React's pattern for a prop that changed): no frame shows the old values.
      setState(current);
    }
  }
  const setValues = (next: (values: V) => V) => setState((now) => ({ ...now, values: next(now.values) }));
  return { opened: current.opened, initial: current.initial, values: current.values, setValues };
}
