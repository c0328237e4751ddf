import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { ApiError } from '../errors/api-error';
import { MinioError, MinioUnreachableError, parseMinioError, unreachableFromError } from './errors';
import { headersOf, minioRequest, readBody } from './minio-http';
import { encodeQuery, encodeS3Path, type QueryParams } from './request-target';
import { EMPTY_BODY_SHA256, sha256Hex, signRequest, type MinioCredentials, type SigningService } from './sign';
import { isIdempotentRead, markReusedConnection, withReadRetries } from './upstream-retry';

/** One SigV4-signed HTTP request to a MinIO server. */
export interface SignedFetchInput {
  /** `http(s)://host:port` of the MinIO server, without a path. */
  readonly endpoint: string;
  readonly method: string;
  /** Decoded path, for example `/minio/admin/v3/info`; encoded here the way the server canonicalises it. */
  readonly path: string;
  readonly query?: QueryParams;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: Uint8Array;
  readonly credentials: MinioCredentials;
  readonly service?: SigningService;
  readonly region?: string;
  /** Cancels the request (and a body being streamed); the promise rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  /**
   * How long to wait before giving up, in ms: until the response headers for streams, until the whole body
   * otherwise. A server that has gone away must turn into an error within seconds, never an endless spinner.
   */
  readonly timeoutMs?: number;
}

/** A successful (2xx) answer whose body has not been read yet. */
export interface SignedResponse {
  readonly status: number;
  readonly headers: Headers;
  /** Reads the whole body; clears the deadline. */
  bytes(): Promise<Uint8Array>;
  /** The body as a stream, with the deadline cleared (streams run until aborted). */
  stream(): Readable;
}

/** Default deadline; generous because MinIO's heavier admin calls (info on a big cluster) take seconds. */
export const DEFAULT_TIMEOUT_MS = 30_000;

const USER_AGENT = 'object-console';

/**
 * Signs and sends a request. Resolves for 2xx answers; rejects with MinioError for error answers,
 * MinioUnreachableError when the server cannot be reached or does not answer in time, and the caller's abort
 * reason when the caller aborts. Redirects are not followed: a MinIO server never redirects admin or STS calls,
 * and following one would let a hostile endpoint point our signed requests elsewhere.
 */
export async function signedFetch(input: SignedFetchInput): Promise<SignedResponse> {
  const endpoint = input.endpoint.replace(/\/+$/, '');
  const query = encodeQuery(input.query);
  const url = `${endpoint}${encodeS3Path(input.path)}${query ? `?${query}` : ''}`;
  const body = input.body;
  const headers = await signRequest({
    method: input.method,
    url,
    ...(input.headers ? { headers: input.headers } : {}),
    bodySha256: body && body.length > 0 ? sha256Hex(body) : EMPTY_BODY_SHA256,
    credentials: input.credentials,
    ...(input.region ? { region: input.region } : {}),
    ...(input.service ? { service: input.service } : {}),
  });
  headers['user-agent'] = USER_AGENT;

  const deadline = new Deadline(input.timeoutMs ?? DEFAULT_TIMEOUT_MS, input.signal);
  const fail = (error: unknown): never => {
    deadline.dispose();
    throw translate(error, endpoint, deadline, input.signal);
  };
  // One exchange, up to MinIO's status line; an error answer is read and thrown here, so a throttling answer can be
  // retried like a connection that broke before any answer.
  const exchange = (): Promise<IncomingMessage> =>
    new Promise<IncomingMessage>((resolve, reject) => {
      // Redirects are never followed: node:http does not follow them.
      const outgoing = minioRequest(new URL(url), { method: input.method, headers, signal: deadline.signal });
      outgoing.on('response', resolve);
      outgoing.on('error', (error) => {
        const failure = translate(error, endpoint, deadline, input.signal);
        reject(markReusedConnection(failure, outgoing.reusedSocket));
      });
      if (body && body.length > 0) {
        outgoing.setHeader('content-length', body.length);
        outgoing.end(body);
      } else {
        outgoing.end();
      }
    }).then(async (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 200 && status <= 299) return response;
      let text = '';
      try {
        text = (await readBody(response)).toString('utf8');
      } catch {
        // The status alone still makes a useful error.
      }
      throw parseMinioError(status, text, headersOf(response));
    });
  let response: IncomingMessage;
  try {
    // The shared rule of when a read is sent again (upstream-retry.ts): body-less GET/HEAD only, after a reset on
    // a reused keep-alive connection or MinIO's throttling answers; never a write.
    const readOnly = (!body || body.length === 0) && isIdempotentRead(input.method);
    response = readOnly ? await withReadRetries(exchange) : await exchange();
  } catch (error) {
    return fail(error);
  }
  const status = response.statusCode ?? 0;
  const answer = response;
  let headersRead: Headers | undefined;
  return {
    status,
    get headers() {
      return (headersRead ??= headersOf(answer));
    },
    async bytes() {
      try {
        return await readBody(answer);
      } catch (error) {
        return fail(error);
      } finally {
        deadline.dispose();
      }
    },
    stream() {
      deadline.clear();
      return answer;
    },
  };
}

/** Aborts the fetch when the caller aborts or the time is up, and remembers which of the two happened. */
class Deadline {
  private readonly controller = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout>;
  private readonly onCallerAbort: () => void;
  expired = false;

  constructor(
    timeoutMs: number,
    private readonly caller: AbortSignal | undefined,
  ) {
    this.timer = setTimeout(() => {
      this.expired = true;
      this.controller.abort(new DOMException('MinIO did not answer in time', 'TimeoutError'));
    }, timeoutMs);
    this.onCallerAbort = () => this.controller.abort(caller?.reason);
    if (caller?.aborted) this.onCallerAbort();
    else caller?.addEventListener('abort', this.onCallerAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Stops the timer; the caller's signal still aborts a body being streamed. */
  clear(): void {
    clearTimeout(this.timer);
  }

  /** Stops the timer and forgets the caller's signal: the exchange is over. */
  dispose(): void {
    this.clear();
    this.caller?.removeEventListener('abort', this.onCallerAbort);
  }
}

function translate(error: unknown, endpoint: string, deadline: Deadline, caller: AbortSignal | undefined): unknown {
  if (caller?.aborted) return caller.reason;
  if (deadline.expired) return new MinioUnreachableError(endpoint, 'timeout', error);
  if (error instanceof MinioError || error instanceof MinioUnreachableError) return error;
  return unreachableFromError(error, endpoint) ?? unsendable(error) ?? error;
}

/** Node refuses to send a header holding control characters (a key typed with a newline, say): the input's fault. */
function unsendable(error: unknown): ApiError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== 'ERR_INVALID_CHAR' && code !== 'ERR_INVALID_HTTP_TOKEN') return undefined;
  return new ApiError(
    400,
    'The request holds characters that cannot be sent to the storage server',
    'Remove control characters (such as line breaks or tabs) from the keys and names you entered.',
  );
}
