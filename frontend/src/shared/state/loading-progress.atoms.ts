import { atom } from 'jotai';

/**
 * Progress (0–100) of a long load a page reports itself; the shell's loading bar shows while it is below 100
 * (spec 01 §3 "loading progress (default 100)", §9).
 */
export const loadingProgressAtom = atom(100);
