/**
 * The one error normaliser of the client (spec 01 §8). Every failed call becomes an `ApiRequestError` whose
 * `message` and `detailedMessage` are ready to show; what to do about a 401 or a network failure is decided in
 * session-exit.ts.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    /** The HTTP status; `undefined` when no answer arrived (network failure). */
    readonly status: number | undefined,
    message: string,
    /** More detail for the Details toggle; `undefined` when there is none or it repeats the message. */
    readonly detailedMessage: string | undefined,
  ) {
    super(message);
  }
}

/** What the error displays show. */
export interface ErrorDescription {
  readonly message: string;
  readonly detailedMessage?: string;
}

/** Builds the error of an HTTP answer that is not a success, from its status and its (parsed) body. */
export function errorFromResponse(status: number, body: unknown): ApiRequestError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = capitalise(nonEmptyString(fields.message) ?? `Error ${status}`);
  const detail = nonEmptyString(fields.detailedMessage);
  const detailedMessage = detail === undefined ? undefined : capitalise(detail);
  return new ApiRequestError(status, message, detailedMessage === message ? undefined : detailedMessage);
}

/** Builds the error of a call that got no answer at all (the backend is down or the network is gone). */
export function networkError(cause: unknown): ApiRequestError {
  const detail = cause instanceof Error && cause.message !== '' ? capitalise(cause.message) : undefined;
  return new ApiRequestError(undefined, NETWORK_MESSAGE, detail === NETWORK_MESSAGE ? undefined : detail);
}

/** Message and detail of anything thrown, for the shared error displays. */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof ApiRequestError) {
    return error.detailedMessage === undefined
      ? { message: error.message }
      : { message: error.message, detailedMessage: error.detailedMessage };
  }
  if (error instanceof Error && error.message !== '') return { message: capitalise(error.message) };
  return { message: UNKNOWN_MESSAGE };
}

/** Upper-cases the first letter, as every message shown to the user is (spec 01 §8). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

const NETWORK_MESSAGE = 'The console backend cannot be reached';
const UNKNOWN_MESSAGE = 'Something went wrong';
