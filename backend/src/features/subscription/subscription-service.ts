import { ApiError } from '../../platform/errors/api-error';

/** The path, below `CONSOLE_SUBSCRIPTION_SERVICE_URL`, that exchanges an account's e-mail and password for its licence. */
export const ACTIVATION_PATH = '/api/licenses/activate';

/** How long the console waits for the provider's service before it says the service cannot be reached. */
const SERVICE_TIMEOUT_MS = 15_000;

/**
 * Asks the provider's service (on the internet) for the licence key of the account with this e-mail and password:
 * `POST {service}/api/licenses/activate` with `{"email", "password"}` as JSON, answered with `{"license": "<key>"}`.
 * The key is checked and stored by the caller like a typed one. Refused credentials are a 400; a service that
 * cannot be reached (no network, a DNS failure, a timeout) is a 503 that says so, so that the page can offer the
 * licence key instead.
 */
export async function licenceFromService(service: string, email: string, password: string): Promise<string> {
  const base = new URL(service);
  const url = new URL(`${base.pathname.replace(/\/$/, '')}${ACTIVATION_PATH}`, base);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password }),
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
  if (response.status === 401 || response.status === 403) {
    throw new ApiError(400, 'The subscription service refused the e-mail or password', 'Check them and try again.');
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
