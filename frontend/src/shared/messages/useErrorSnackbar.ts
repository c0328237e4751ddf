import { useEffect } from 'react';
import { useNotify } from './useNotify';

/** Shows a load failure in the snackbar once per failure (spec 01 §8); nothing while `error` is empty. */
export function useErrorSnackbar(error: unknown): void {
  const { showError } = useNotify();
  useEffect(() => {
    if (error) showError(error);
  }, [error, showError]);
}
