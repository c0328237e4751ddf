import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * Set by features that saved configuration the server applies only after a restart; the restart banner clears it.
 * Kept in the tab's session storage, so that a reload (or opening a page by its address) does not forget a restart
 * still owed.
 */
export const serverNeedsRestartAtom = atomWithStorage<boolean>(
  'object-console.server-needs-restart',
  false,
  createJSONStorage<boolean>(() => sessionStorage),
  { getOnInit: true },
);
