import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../api/api-error';

/**
 * Server state for the whole app. A failed query is tried once more only when the server itself failed (5xx):
 * a 4xx will not change, and a network failure has already sent the user to the login page.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 1 && error instanceof ApiRequestError && (error.status ?? 0) >= 500,
      },
      mutations: { retry: false },
    },
  });
}
