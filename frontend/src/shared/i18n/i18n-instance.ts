import i18next from 'i18next';

/**
 * The app's one i18next instance. English is the source language and each `*.strings.ts` adds its own bundle when it
 * loads (translated.ts), so the instance starts empty and initialises synchronously, before any strings module reads
 * it; a lazily loaded screen adds its bundle later the same way. Another language is one more bundle per namespace.
 */
export const i18n = i18next.createInstance();

void i18n.init({
  // The browser's language: its bundle is used when there is one, and numbers and dates follow it either way.
  lng: typeof navigator === 'undefined' ? 'en' : navigator.language,
  fallbackLng: 'en',
  initAsync: false,
  resources: {},
  // Every lookup names its namespace, so a `:` in a key is text, not a namespace prefix.
  nsSeparator: false,
  // React escapes what it renders; escaping here as well would show `&amp;` for an `&` in a bucket name.
  interpolation: { escapeValue: false },
});

/** The BCP 47 locale numbers and dates are formatted for: the UI's language, as precise as known (`de-CH`). */
export function currentLocale(): string {
  return i18n.language;
}
