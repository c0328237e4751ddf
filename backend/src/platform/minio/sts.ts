import type { IncomingMessage } from 'node:http';
import { XMLParser } from 'fast-xml-parser';
import { MinioProtocolError, parseMinioError, unreachableFromError } from './errors';
import { headersOf, minioRequest, readBody } from './minio-http';
import { DEFAULT_TIMEOUT_MS, signedFetch } from './signed-fetch';

/** Temporary credentials issued by MinIO's STS. */
export interface TemporaryCredentials {
  readonly accessKey: string;
  readonly secretKey: string;
  readonly sessionToken: string;
  readonly expiration: Date;
}

export interface AssumeRoleOptions {
  readonly signal?: AbortSignal;
  /** Credential-scope region; MinIO checks it against its configured region when one is set. */
  readonly region?: string;
  /** Session policy (must have a `Version`), narrowing what the temporary keys may do. */
  readonly policy?: string;
  /**
   * MinIO extension: a label on the issued token, so `revoke-tokens` can later end exactly the tokens that carry
   * it (the console labels each login's token with its own random value and revokes it at logout).
   */
  readonly tokenRevokeType?: string;
  readonly timeoutMs?: number;
}

/** MinIO accepts 15 minutes to 365 days. */
export const MIN_STS_DURATION_SECONDS = 900;
export const MAX_STS_DURATION_SECONDS = 31_536_000;

/**
 * Exchanges long-term keys (root or an IAM user; MinIO refuses service accounts and temporary keys here) for
 * temporary ones with STS AssumeRole: a `POST /` signed for service `sts`, form body, empty query.
 * Wrong keys give a MinioError with MinIO's code (`InvalidClientTokenId`, `SignatureDoesNotMatch`, …); an
 * unreachable server gives MinioUnreachableError.
 */
export async function assumeRole(
  endpoint: string,
  credentials: { readonly accessKey: string; readonly secretKey: string },
  durationSeconds: number,
  options: AssumeRoleOptions = {},
): Promise<TemporaryCredentials> {
  if (
    !Number.isInteger(durationSeconds) ||
    durationSeconds < MIN_STS_DURATION_SECONDS ||
    durationSeconds > MAX_STS_DURATION_SECONDS
  ) {
    throw new RangeError(
      `STS duration must be whole seconds from ${MIN_STS_DURATION_SECONDS} to ${MAX_STS_DURATION_SECONDS}`,
    );
  }
  const form = new URLSearchParams({
    Action: 'AssumeRole',
    Version: '2011-06-15',
    DurationSeconds: String(durationSeconds),
  });
  if (options.policy !== undefined) form.set('Policy', options.policy);
  if (options.tokenRevokeType !== undefined) form.set('TokenRevokeType', options.tokenRevokeType);
  const response = await signedFetch({
    endpoint,
    method: 'POST',
    path: '/',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: Buffer.from(form.toString(), 'utf8'),
    // Only the long-term keys: a session token here would make MinIO refuse the call.
    credentials: { accessKey: credentials.accessKey, secretKey: credentials.secretKey },
    service: 'sts',
    ...(options.region ? { region: options.region } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
  return parseAssumeRoleResponse(Buffer.from(await response.bytes()).toString('utf8'));
}

/** The identity a web-identity login proves: the provider's id_token, and a role ARN for role-policy configs. */
export interface WebIdentity {
  readonly token: string;
  /** With a role-policy configuration (`role_policy`), MinIO's ARN for it; absent for claim-based ones. */
  readonly roleArn?: string;
}

/**
 * STS AssumeRoleWithWebIdentity: an OpenID provider's id_token for temporary keys. MinIO checks the token (issuer
 * keys, audience = its configured client id, expiry) and reads the policy claim or uses the role's policy.
 */
export function assumeRoleWithWebIdentity(
  endpoint: string,
  identity: WebIdentity,
  durationSeconds: number,
  options: { readonly timeoutMs?: number; readonly tokenRevokeType?: string } = {},
): Promise<TemporaryCredentials> {
  const form = new URLSearchParams({
    Action: 'AssumeRoleWithWebIdentity',
    Version: '2011-06-15',
    DurationSeconds: String(durationSeconds),
    WebIdentityToken: identity.token,
  });
  if (identity.roleArn) form.set('RoleArn', identity.roleArn);
  if (options.tokenRevokeType !== undefined) form.set('TokenRevokeType', options.tokenRevokeType);
  return unsignedSts(endpoint, form, options.timeoutMs);
}

/**
 * STS AssumeRoleWithLDAPIdentity: an LDAP user name and password for temporary keys; MinIO binds to its directory
 * as that user. Callers refuse an empty password before calling (an empty password is an anonymous bind in LDAP).
 */
export function assumeRoleWithLdapIdentity(
  endpoint: string,
  user: { readonly name: string; readonly password: string },
  durationSeconds: number,
  options: { readonly timeoutMs?: number; readonly tokenRevokeType?: string } = {},
): Promise<TemporaryCredentials> {
  if (!user.password) throw new RangeError('an LDAP login needs a password');
  const form = new URLSearchParams({
    Action: 'AssumeRoleWithLDAPIdentity',
    Version: '2011-06-15',
    DurationSeconds: String(durationSeconds),
    LDAPUsername: user.name,
    LDAPPassword: user.password,
  });
  if (options.tokenRevokeType !== undefined) form.set('TokenRevokeType', options.tokenRevokeType);
  return unsignedSts(endpoint, form, options.timeoutMs);
}

/** An unsigned STS call (the identity is in the form), with a deadline; errors as MinioError / unreachable. */
async function unsignedSts(endpoint: string, form: URLSearchParams, timeoutMs = DEFAULT_TIMEOUT_MS) {
  const base = endpoint.replace(/\/+$/, '');
  const body = Buffer.from(form.toString(), 'utf8');
  const signal = AbortSignal.timeout(timeoutMs);
  let status: number;
  let text: string;
  let headers: Headers;
  try {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = minioRequest(new URL(`${base}/`), {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': body.length,
          'user-agent': 'object-console',
        },
        signal,
      });
      outgoing.on('response', resolve);
      outgoing.on('error', reject);
      outgoing.end(body);
    });
    status = response.statusCode ?? 0;
    headers = headersOf(response);
    text = (await readBody(response)).toString('utf8');
  } catch (error) {
    throw (
      unreachableFromError(
        signal.aborted ? Object.assign(new Error('timeout'), { name: 'TimeoutError' }) : error,
        base,
      ) ?? error
    );
  }
  if (status < 200 || status > 299) throw parseMinioError(status, text, headers);
  return parseAssumeRoleResponse(text);
}

const xml = new XMLParser({ parseTagValue: false, ignoreAttributes: true, removeNSPrefix: true, trimValues: true });

/**
 * Reads `AssumeRoleResponse/AssumeRoleResult/Credentials`. Also accepts the result element of the other
 * AssumeRole* actions (`AssumeRoleWithLDAPIdentityResult`, …), which share the Credentials shape.
 */
export function parseAssumeRoleResponse(body: string): TemporaryCredentials {
  let document: unknown;
  try {
    document = xml.parse(body);
  } catch (error) {
    throw new MinioProtocolError('MinIO STS answer is not XML', { cause: error });
  }
  const root = firstRecordEndingWith(document, 'Response');
  const result = firstRecordEndingWith(root, 'Result');
  const credentials = record(result?.['Credentials']);
  const accessKey = credentials?.['AccessKeyId'];
  const secretKey = credentials?.['SecretAccessKey'];
  const sessionToken = credentials?.['SessionToken'];
  const expiration = credentials?.['Expiration'];
  if (
    typeof accessKey !== 'string' ||
    typeof secretKey !== 'string' ||
    typeof sessionToken !== 'string' ||
    typeof expiration !== 'string' ||
    !accessKey ||
    !secretKey ||
    !sessionToken
  ) {
    throw new MinioProtocolError('MinIO STS answer has no complete Credentials element');
  }
  const expires = new Date(expiration);
  if (Number.isNaN(expires.getTime()))
    throw new MinioProtocolError(`MinIO STS answer has a bad Expiration: ${expiration}`);
  return { accessKey, secretKey, sessionToken, expiration: expires };
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function firstRecordEndingWith(value: unknown, suffix: string): Record<string, unknown> | undefined {
  const parent = record(value);
  if (!parent) return undefined;
  for (const [key, child] of Object.entries(parent)) {
    if (key.endsWith(suffix) && record(child)) return record(child);
  }
  return undefined;
}
