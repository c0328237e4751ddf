import http, { type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import https from 'node:https';
import { Client } from 'minio';
import { watchUpstreamRequest } from '../../metrics/upstream-calls';
import type { MinioCredentials } from '../sign';
import { DEFAULT_TIMEOUT_MS } from '../signed-fetch';
import { rememberErrorStatus, translateS3Error } from './s3-errors';
import { answerWithNamedReferences, isS3XmlDocument } from './xml-answer-references';

/** Where and as whom to make S3 calls; a console session's admin connection fits as is. */
export interface S3Connection {
  /** `http(s)://host:port` of the MinIO server. */
  readonly endpoint: string;
  /** For a console session, the temporary STS keys with their session token. */
  readonly credentials: MinioCredentials;
  /**
   * The server's region (`serverInfo().region`, `MINIO_SITE_REGION`). MinIO checks it on S3 calls when one is
   * configured; without one it accepts any, so the default us-east-1 fits.
   */
  readonly region?: string;
  /**
   * How long MinIO may stay silent before the answer's headers arrive, in ms (an upload still sending counts as
   * activity). Reading the body (a download) is not timed: it goes at the pace of whoever consumes it.
   */
  readonly timeoutMs?: number;
  /**
   * The agent to connect with instead of Node's shared one: for a server a user named, one that connects only to
   * the addresses the outbound policy checked (platform/net).
   */
  readonly agent?: http.Agent;
}

/** Region used when the connection names none; MinIO's own default. */
export const DEFAULT_S3_REGION = 'us-east-1';

/**
 * minio-js 8.0.7 sends a text payload (a bucket policy, the XML of tags, lifecycle rules or notifications) with a
 * `content-length` of its UTF-16 units rather than its UTF-8 bytes. A non-ASCII character (a tag `ü`, a prefix
 * `fotos/ñ/`) cut the body short: MinIO refused it (signature or checksum mismatch) and took the bytes left over for
 * the start of the next request on the kept-alive socket, which then failed too. Text goes as its UTF-8 bytes.
 */
class Utf8PayloadClient extends Client {
  override makeRequestAsync(...[options, payload, ...rest]: Parameters<Client['makeRequestAsync']>) {
    return super.makeRequestAsync(
      options,
      typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload,
      ...rest,
    );
  }
}

/**
 * Builds a minio-js client for one connection. Not cached: construction does no I/O, Node's global agent already
 * pools the sockets, and the region is given so minio-js never looks bucket regions up (which a cache would have
 * saved). A cache keyed by credentials would also keep session secrets alive after logout. Prefer withS3, which
 * also translates errors; code that keeps the client (streams) should pass its errors through translateS3Error.
 */
export function createS3Client(connection: S3Connection): Client {
  const url = new URL(connection.endpoint);
  const useSSL = url.protocol === 'https:';
  const { accessKey, secretKey, sessionToken } = connection.credentials;
  return new Utf8PayloadClient({
    endPoint: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey,
    secretKey,
    ...(sessionToken ? { sessionToken } : {}),
    region: connection.region || DEFAULT_S3_REGION,
    // minio-js's retry sleeps, logs with console.warn and replaces MinIO's error with a generic one; the console is
    // interactive and shows the real error instead.
    retryOptions: { disableRetry: true },
    transport: deadlineTransport(useSSL ? https : http, connection.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    ...(connection.agent ? { transportAgent: connection.agent } : {}),
  });
}

/**
 * Runs S3 calls with a fresh client and gives their failures the admin client's error types: MinioError with
 * MinIO's code and real HTTP status, MinioUnreachableError when the server cannot be reached or does not answer in
 * time. Streams the callback returns are not covered: errors while reading them are raw.
 */
export async function withS3<T>(connection: S3Connection, call: (client: Client) => Promise<T>): Promise<T> {
  try {
    return await call(createS3Client(connection));
  } catch (error) {
    throw translateS3Error(error, connection.endpoint);
  }
}

/**
 * minio-js 8.0.7 treats 408, 429, 499, 500, 502, 503, 504 and 520 as "retryable" and, retries or not, throws a
 * generic Error without reading MinIO's error body. Such answers are handed to it with this status instead, which
 * it reads like any other error answer; the real status is remembered for translateS3Error.
 */
const MASKED_STATUS = 599;
const RETRYABLE = new Set([408, 429, 499, 500, 502, 503, 504, 520]);

/**
 * The http(s) module, with a deadline on the answer's headers, error statuses noted, MinIO's XML documents given
 * the entities minio-js decodes (xml-answer-references.ts), and each call timed for the console's metrics.
 */
function deadlineTransport(base: typeof http | typeof https, timeoutMs: number): Pick<typeof http, 'request'> {
  const request = (options: RequestOptions, callback?: (response: IncomingMessage) => void): ClientRequest => {
    const outgoing = base.request(options, (response) => {
      // Headers are in; reading the body is paced by whoever consumes it.
      outgoing.setTimeout(0);
      rememberErrorStatus(response);
      if (response.statusCode !== undefined && RETRYABLE.has(response.statusCode)) response.statusCode = MASKED_STATUS;
      callback?.(isS3XmlDocument(options, response) ? answerWithNamedReferences(response) : response);
    });
    outgoing.setTimeout(timeoutMs, () => {
      outgoing.destroy(Object.assign(new Error('MinIO did not answer in time'), { code: 'ETIMEDOUT' }));
    });
    watchUpstreamRequest(outgoing, 'minio');
    return outgoing;
  };
  return { request: request as typeof http.request };
}
