import { ApiError } from '../../platform/errors/api-error';

/** The path, below `CONSOLE_SUBSCRIPTION_SERVICE_URL`, that exchanges an account's e-mail and password for its licence. */
export const ACTIVATION_PATH = '/api/licenses/activate';

/** How long the console waits for the provider's service before it says the service cannot be reached. */
const SERVICE_TIMEOUT_MS = 15_000;

/** The path, below the same URL, that exchanges a licence for its current version (renewed, upgraded or revoked). */
export const REFRESH_PATH = '/api/licenses/refresh';

/**
 * Asks the provider's service (on the internet) for the licence key of the account with this e-mail and password:
 * `POST {service}/api/licenses/activate` with `{"email", "password"}` as JSON, answered with `{"license": "<key>"}`.
 * The key is checked and stored by the caller like a typed one. Refused credentials are a 400; a service that
 * cannot be reached (no network, a DNS failure, a timeout) is a 503 that says so, so that the page can offer the
 * licence key instead.
 */
export function licenceFromService(service: string, email: string, password: string): Promise<string> {
  const refused = 'The subscription service refused the e-mail or password';
  return askService(service, ACTIVATION_PATH, { email, password }, refused, [401, 403]);
}

/**
 * Asks the provider's service for the current version of a licence (Refresh License): `POST {service}/api/licenses/
 * refresh` with `{"license"}`, answered like activation. A licence the service no longer knows is a 400.
 */
export function refreshedLicence(service: string, licence: string): Promise<string> {
  const refused = 'The subscription service no longer knows this licence';
  return askService(service, REFRESH_PATH, { license: licence }, refused, [401, 403, 404]);
}

async function askService(
  service: string,
  path: string,
  payload: object,
  refused: string,
  refusedStatuses: readonly number[],
): Promise<string> {
  const base = new URL(service);
  const url = new URL(`${base.pathname.replace(/\/$/, '')}${path}`, base);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      redirect: 'error',
      signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(
      503,
      'The subscription service cannot be reached',
      `The console could not connect to ${url.origin}: it may have no internet access. Activate with a licence key instead.`,
    );
  }
  if (refusedStatuses.includes(response.status)) {
    throw new ApiError(400, refused, 'Check them and try again.');
  }
  const answer: unknown = await response.json().catch(() => undefined);
  const licence = (answer as { license?: unknown } | undefined)?.license;
  if (!response.ok || typeof licence !== 'string' || licence === '') {
    throw new ApiError(
      502,
      'The subscription service did not give a licence',
      `It answered ${response.status} ${response.statusText}`.trim(),
    );
  }
  return licence;
}
