import { atom } from 'jotai';

/** Set by features that saved configuration the server applies only after a restart; the restart banner clears it. */
export const serverNeedsRestartAtom = atom(false);
