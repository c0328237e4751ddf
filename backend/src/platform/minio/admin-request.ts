import { noteConfigurationWrite, writesConfiguration } from './admin/config-writes';
import { decryptPayload, encryptPayload, isEncryptedPayload, PayloadDecryptionError } from './crypto/madmin-payload';
import { MinioProtocolError } from './errors';
import { readNdjson } from './ndjson-stream';
import type { QueryParams } from './request-target';
import type { MinioCredentials } from './sign';
import { signedFetch, type SignedResponse } from './signed-fetch';

/** Where and as whom to call the admin API; one per console session. */
export interface AdminConnection {
  /** `http(s)://host:port` of the MinIO server. */
  readonly endpoint: string;
  /** For a console session, the temporary STS keys (their secret is also the payload encryption password). */
  readonly credentials: MinioCredentials;
  /** Region of the credential scope; the admin API accepts any, so the default us-east-1 is fine. */
  readonly region?: string;
  /** Per-request deadline in ms (see signedFetch). */
  readonly timeoutMs?: number;
}

/** Per-call options every typed admin function takes. */
export interface AdminCallOptions {
  readonly signal?: AbortSignal;
}

export interface AdminRequestOptions extends AdminConnection, AdminCallOptions {
  readonly method?: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** Path below the API prefix, for example `/list-users`. */
  readonly path: string;
  /** Defaults to `/minio/admin/v3`; the KMS API lives at `/minio/kms/v1`. */
  readonly apiPrefix?: string;
  /** Every key a route lists must be present, even empty (MinIO's router matches on them). */
  readonly query?: QueryParams;
  readonly body?: Uint8Array | string;
  /** Encrypt the body with the signing secret (add-user, set-config-kv, add-service-account, …). */
  readonly encryptBody?: boolean;
  /** The answer is encrypted with the signing secret (list-users, get-config-kv, …). */
  readonly decryptResponse?: boolean;
  /** Extra headers to send and sign (a few routes insist on a content type). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** A successful admin answer, read (and decrypted) in full. */
export interface AdminResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Uint8Array;
  /** The body as UTF-8 text. */
  text(): string;
  /** The body parsed as JSON; throws MinioProtocolError if it is not JSON. */
  json(): unknown;
}

export const ADMIN_API_PREFIX = '/minio/admin/v3';

/**
 * Calls one admin API endpoint and reads the whole answer. Throws MinioError for MinIO's error answers,
 * MinioUnreachableError when the server cannot be reached, MinioProtocolError when the answer cannot be decrypted
 * or parsed.
 */
export async function adminRequest(options: AdminRequestOptions): Promise<AdminResponse> {
  if (
    (options.apiPrefix ?? ADMIN_API_PREFIX) === ADMIN_API_PREFIX &&
    writesConfiguration(options.method ?? 'GET', options.path)
  ) {
    noteConfigurationWrite();
    try {
      return await answer(options);
    } finally {
      noteConfigurationWrite();
    }
  }
  return answer(options);
}

async function answer(options: AdminRequestOptions): Promise<AdminResponse> {
  const response = await send(options);
  const raw = await response.bytes();
  const body = options.decryptResponse ? await decryptAnswer(options, raw) : raw;
  const describe = `${options.method ?? 'GET'} ${options.path}`;
  return {
    status: response.status,
    headers: response.headers,
    body,
    text: () => Buffer.from(body).toString('utf8'),
    json: () => parseJson(body, describe),
  };
}

/**
 * Calls a streaming admin endpoint (trace, log, health info, speedtest). Resolves once MinIO has accepted the
 * request, so a refusal (say AccessDenied) surfaces here and not in the middle of the loop; then yields each JSON
 * object as it arrives. Abort the signal (or break out of the loop) to end the stream; the server stops on
 * disconnect.
 */
export async function adminStream(options: AdminRequestOptions): Promise<AsyncGenerator<unknown, void>> {
  const response = await send(options);
  return readNdjson(response.stream(), options.signal ? { signal: options.signal } : {});
}

async function send(options: AdminRequestOptions): Promise<SignedResponse> {
  let body = typeof options.body === 'string' ? Buffer.from(options.body, 'utf8') : options.body;
  if (options.encryptBody) body = await encryptPayload(options.credentials.secretKey, body ?? new Uint8Array(0));
  return signedFetch({
    endpoint: options.endpoint,
    method: options.method ?? 'GET',
    path: `${options.apiPrefix ?? ADMIN_API_PREFIX}${options.path}`,
    ...(options.query ? { query: options.query } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(body ? { body } : {}),
    credentials: options.credentials,
    service: 's3',
    ...(options.region ? { region: options.region } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
}

async function decryptAnswer(options: AdminRequestOptions, raw: Uint8Array): Promise<Uint8Array> {
  const describe = `${options.method ?? 'GET'} ${options.path}`;
  if (!isEncryptedPayload(raw)) {
    throw new MinioProtocolError(`MinIO's answer to ${describe} was expected to be encrypted, but is not`);
  }
  try {
    return await decryptPayload(options.credentials.secretKey, raw);
  } catch (error) {
    if (error instanceof PayloadDecryptionError) {
      throw new MinioProtocolError(`MinIO's answer to ${describe} could not be decrypted: ${error.message}`, {
        cause: error,
      });
    }
    throw error;
  }
}

function parseJson(body: Uint8Array, describe: string): unknown {
  const text = Buffer.from(body).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const excerpt = text.length > 120 ? `${text.slice(0, 120)}…` : text;
    throw new MinioProtocolError(`MinIO's answer to ${describe} is not JSON: ${excerpt}`, { cause: error });
  }
}
