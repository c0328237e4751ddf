import { atomWithStorage } from 'jotai/utils';

/** Whether the side menu is expanded (245 px) or collapsed to icons (115 px); remembered in this browser. */
export const menuExpandedAtom = atomWithStorage('object-console.menu-expanded', true, undefined, { getOnInit: true });
