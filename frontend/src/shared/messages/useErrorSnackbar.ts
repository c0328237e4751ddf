import { useEffect } from 'react';
import { useNotify } from './useNotify';

/**
 * Shows a load failure in the snackbar once per failure (spec 01 §8); nothing while `error` is empty. `context`, when
 * given, leads the message (`Could not check permissions: …`).
 */
export function useErrorSnackbar(error: unknown, context?: string): void {
  const { showError } = useNotify();
  useEffect(() => {
    if (!error) return;
    const message = error instanceof Error ? error.message : String(error);
    showError(context === undefined ? error : new Error(`${context}: ${message}`));
  }, [error, context, showError]);
}
