import { atom } from 'jotai';

/** `system` follows the operating system's light/dark preference. */
export type ThemeChoice = 'light' | 'dark' | 'system';

const storageKey = 'object-console.theme';
const darkClass = 'pf-v6-theme-dark';

export function readThemeChoice(): ThemeChoice {
  const stored = globalThis.localStorage?.getItem(storageKey);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

function systemPrefersDark(): boolean {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

/** Whether a choice shows the dark theme right now. */
export function isDark(choice: ThemeChoice): boolean {
  return choice === 'dark' || (choice === 'system' && systemPrefersDark());
}

/** Puts PatternFly's dark-theme class on <html> when the choice resolves to dark. */
export function applyTheme(choice: ThemeChoice): void {
  document.documentElement.classList.toggle(darkClass, isDark(choice));
}

/** Applies the stored choice before the first render (no flash of the wrong theme) and follows system changes. */
export function applyInitialTheme(): void {
  applyTheme(readThemeChoice());
  globalThis
    .matchMedia?.('(prefers-color-scheme: dark)')
    .addEventListener('change', () => applyTheme(readThemeChoice()));
}

const baseThemeAtom = atom<ThemeChoice>(readThemeChoice());

/** The user's theme choice, remembered in this browser. */
export const themeAtom = atom(
  (get) => get(baseThemeAtom),
  (_get, set, choice: ThemeChoice) => {
    if (choice === 'system') globalThis.localStorage?.removeItem(storageKey);
    else globalThis.localStorage?.setItem(storageKey, choice);
    applyTheme(choice);
    set(baseThemeAtom, choice);
  },
);
