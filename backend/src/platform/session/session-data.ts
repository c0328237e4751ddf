/** What a console session carries, sealed inside its cookie. Never sent to the browser readable. */
interface SessionBase {
  /** Random id: logout puts it on the revocation list. */
  readonly sid: string;
  /** Issued at, absolute expiry, last activity (ms since epoch). */
  readonly iat: number;
  readonly exp: number;
  readonly lat: number;
}

/** A console-mode session: the temporary MinIO credentials from STS. */
export interface MinioSession extends SessionBase {
  readonly kind: 'minio';
  /** The name the user logged in with (access key, LDAP user or SSO subject), for logs and the UI. */
  readonly user: string;
  readonly loginMethod: 'form' | 'ldap' | 'sso';
  /** A built-in IAM user (not root): may change their own password. */
  readonly iamUser?: boolean;
  /** Logged in as MinIO's root user with its default keys (`minioadmin`): the shell warns (ASVS V6.3.2). */
  readonly defaultRootCredentials?: boolean;
  /** The label the STS token was issued with; logout revokes exactly that token in MinIO. */
  readonly revokeType?: string;
  readonly credentials: {
    readonly accessKey: string;
    readonly secretKey: string;
    readonly sessionToken: string;
  };
}

/** An operator-mode session: the user's Kubernetes service-account token. */
export interface OperatorSession extends SessionBase {
  readonly kind: 'operator';
  readonly jwt: string;
}

export type Session = MinioSession | OperatorSession;

export function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const base =
    typeof v.sid === 'string' && typeof v.iat === 'number' && typeof v.exp === 'number' && typeof v.lat === 'number';
  if (!base) return false;
  if (v.kind === 'operator') return typeof v.jwt === 'string';
  if (v.kind !== 'minio') return false;
  const c = v.credentials as Record<string, unknown> | undefined;
  return (
    typeof v.user === 'string' &&
    typeof c?.accessKey === 'string' &&
    typeof c.secretKey === 'string' &&
    typeof c.sessionToken === 'string'
  );
}
