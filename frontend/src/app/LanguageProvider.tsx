import { Fragment, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@frontend/shared/i18n/i18n-instance';

function onLanguageChange(notify: () => void): () => void {
  i18n.on('languageChanged', notify);
  return () => i18n.off('languageChanged', notify);
}

const currentLanguage = () => i18n.language;

/**
 * Serves the app's i18next instance (to `useTranslation` too) and renders the tree anew when the language changes:
 * screens read their text through the strings objects (shared/i18n/translated.ts), not a hook, so a remount is what
 * makes every one of them read again. Changing the language is rare and deliberate; the query cache survives it.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(onLanguageChange, currentLanguage);
  useEffect(() => {
    // Screen readers pronounce the page by <html lang>: the language of the text shown, not the one asked for.
    document.documentElement.lang = i18n.resolvedLanguage ?? 'en';
  }, [language]);
  return (
    <I18nextProvider i18n={i18n}>
      <Fragment key={language}>{children}</Fragment>
    </I18nextProvider>
  );
}
