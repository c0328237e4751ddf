import createClient from 'openapi-fetch';
import type { paths } from '@contract/generated/api';
import { errorFromResponse, networkError } from './api-error';
import { apiBaseUrl, currentBasePath } from './base-path';
import { CSRF_HEADERS } from './csrf-headers';
import { takeEarlyGet } from './early-gets';
import { learnServerClock } from './server-clock';
import { handleFailedCall } from './session-exit';

/** A typed client for the contract's paths, rooted at the app's base (sub-path or operator proxy prefix). */
export function createApiClient(baseUrl: string) {
  return createClient<paths>({
    baseUrl,
    credentials: 'same-origin',
    headers: CSRF_HEADERS,
    // A GET the page started early (early/early.ts) is taken once; fetch is looked up at call time, so tests can
    // provide it after this module loads. Every answer tells the server's time (server-clock.ts).
    fetch: (request) =>
      takeEarlyGet(request) ??
      globalThis.fetch(request).then((response) => {
        learnServerClock(response);
        return response;
      }),
  });
}

let client: ReturnType<typeof createApiClient> | undefined;

/** The app's client, built on first use from the page's address. */
export function api(): ReturnType<typeof createApiClient> {
  client ??= createApiClient(apiBaseUrl(window.location.origin, currentBasePath()));
  return client;
}

/** What an openapi-fetch call resolves to, reduced to what `call` needs. */
interface FetchResult<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response: Response;
}

/**
 * Awaits a client call and returns its data, or throws the normalised `ApiRequestError` after letting the session
 * rules act on it (401 and network failures lead to the login page). Every hook goes through here. With
 * `offlineIsMine` a call that gets no answer only fails: the upload transfers report a dropped connection as a
 * failed upload the user can retry, as their part requests do, rather than leaving the page (a 401 still logs out).
 */
export async function call<T>(
  request: Promise<FetchResult<T>>,
  options: { readonly offlineIsMine?: boolean } = {},
): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await request;
  } catch (cause) {
    // fetch rejects with a TypeError when no answer arrives; anything else (an abort, a bad body) is not "offline".
    if (!(cause instanceof TypeError)) throw cause;
    const error = networkError(cause);
    if (!options.offlineIsMine) handleFailedCall(error);
    throw error;
  }
  if (result.response.ok) return result.data as T;
  const error = errorFromResponse(result.response.status, result.error);
  handleFailedCall(error);
  throw error;
}
