import { atom } from 'jotai';

/** The rewind view (spec 02 §3 "Rewind state"): on for one bucket at one moment. */
export interface RewindState {
  readonly enabled: boolean;
  readonly bucket: string;
  /** RFC 3339 moment. */
  readonly date: string;
}

export const rewindAtom = atom<RewindState>({ enabled: false, bucket: '', date: '' });

/** The rewind moment in force for `bucket`; a rewind set on another bucket does not apply (and is reset). */
export function activeRewindDate(state: RewindState, bucket: string): string | undefined {
  return state.enabled && state.bucket === bucket && state.date !== '' ? state.date : undefined;
}
