import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { encodeS3Path } from './request-target';

/** Keys that sign requests to MinIO: long-term (root, IAM user, service account) or temporary (STS, with a token). */
export interface MinioCredentials {
  readonly accessKey: string;
  readonly secretKey: string;
  readonly sessionToken?: string;
}

/** Which SigV4 service the credential scope names: `s3` for S3 and admin calls, `sts` for AssumeRole. */
export type SigningService = 's3' | 'sts';

export interface SignRequestInput {
  readonly method: string;
  /** Full URL; its path and query are signed in the canonical form MinIO recomputes. */
  readonly url: URL | string;
  /** Extra headers to send and sign (for example `content-type`). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Hex SHA-256 of the exact body bytes (of the empty string when there is no body). */
  readonly bodySha256: string;
  readonly credentials: MinioCredentials;
  /** MinIO's admin API accepts any region; S3 calls need the server's region. */
  readonly region?: string;
  readonly service?: SigningService;
  /** Signing time; tests pin it. */
  readonly date?: Date;
}

/** SHA-256 of the empty body, the payload hash of every GET/DELETE. */
export const EMPTY_BODY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** Hex SHA-256 of a body. */
export function sha256Hex(body: Uint8Array | string): string {
  return createHash('sha256').update(body).digest('hex');
}

/** What smithy hands to its hash class (its `SourceData`). */
type SourceData = string | ArrayBuffer | ArrayBufferView;

function bytesOf(data: SourceData): Uint8Array | string {
  if (typeof data === 'string') return data;
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return new Uint8Array(data);
}

/** The hash class @smithy/signature-v4 wants: plain SHA-256, or HMAC-SHA256 when constructed with a secret. */
class NodeSha256 {
  private readonly secret: Uint8Array | string | undefined;
  private hash: Hash | Hmac;

  constructor(secret?: SourceData) {
    this.secret = secret === undefined ? undefined : bytesOf(secret);
    this.hash = this.fresh();
  }

  update(data: SourceData): void {
    this.hash.update(bytesOf(data));
  }

  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }

  reset(): void {
    this.hash = this.fresh();
  }

  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', this.secret);
  }
}

type SmithyRequest = Parameters<SignatureV4['presign']>[0];

/**
 * Signs a request with AWS Signature V4 (header form, the only form MinIO's admin API takes) and returns the
 * headers to send: the caller's headers plus `host`, `x-amz-date`, `x-amz-content-sha256` (MinIO refuses admin
 * calls without it), `x-amz-security-token` for temporary credentials, and `authorization`.
 */
export async function signRequest(input: SignRequestInput): Promise<Record<string, string>> {
  const url = typeof input.url === 'string' ? new URL(input.url) : input.url;
  const signer = new SignatureV4({
    credentials: {
      accessKeyId: input.credentials.accessKey,
      secretAccessKey: input.credentials.secretKey,
      ...(input.credentials.sessionToken ? { sessionToken: input.credentials.sessionToken } : {}),
    },
    region: input.region ?? 'us-east-1',
    service: input.service ?? 's3',
    sha256: NodeSha256,
    // S3 signs the path encoded once; we hand over the canonical form ourselves.
    uriEscapePath: false,
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value;
  headers['host'] = url.host;
  headers['x-amz-content-sha256'] = input.bodySha256;
  // No access key: an anonymous request, sent unsigned, which MinIO judges by the bucket policy's anonymous
  // statements (the public-bucket browsing). Sessions always carry STS keys, so they never get here.
  if (input.credentials.accessKey === '') return headers;
  const request: SmithyRequest = {
    method: input.method.toUpperCase(),
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: canonicalPath(url.pathname),
    query: queryRecord(url.searchParams),
    headers,
  };
  const signed = await signer.sign(request, input.date ? { signingDate: input.date } : {});
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(signed.headers)) out[name] = value;
  return out;
}

/** The server decodes the path and re-encodes it S3-style before checking the signature; do the same. */
function canonicalPath(pathname: string): string {
  const decoded = pathname.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  return encodeS3Path(decoded.join('/'));
}

function queryRecord(params: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    record[key] = values.length === 1 && values[0] !== undefined ? values[0] : values;
  }
  return record;
}
