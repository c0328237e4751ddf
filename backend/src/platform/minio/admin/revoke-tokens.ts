import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';

/** Which STS tokens to end. */
export interface RevokeTokensInput {
  /** Identity provider of the user: `builtin` for IAM users and root, `ldap` for LDAP users. */
  readonly userProvider?: 'builtin' | 'ldap';
  /** Whose tokens; the caller's own when absent (only their own tokens, whatever their rights). */
  readonly user?: string;
  /** End only the tokens issued with this `TokenRevokeType` label; for the caller's own, defaults to its label. */
  readonly tokenRevokeType?: string;
  /** End every token of the user (not with `tokenRevokeType`). */
  readonly fullRevoke?: boolean;
}

/**
 * `POST /revoke-tokens/{provider}`: ends STS tokens early, e.g. a console session's own token at logout (sign with
 * the session's keys and name nothing: MinIO revokes the tokens carrying this session's revoke-type label). MinIO
 * refuses a self-revoke when the token has no label (400 `InvalidArgument`), and a named user without either
 * `tokenRevokeType` or `fullRevoke` (400 `InvalidRequest`).
 */
export async function revokeTokens(
  connection: AdminConnection,
  input: RevokeTokensInput = {},
  options: AdminCallOptions = {},
): Promise<void> {
  await adminRequest({
    ...connection,
    ...options,
    method: 'POST',
    path: `/revoke-tokens/${input.userProvider ?? 'builtin'}`,
    query: {
      user: input.user,
      tokenRevokeType: input.tokenRevokeType,
      fullRevoke: input.fullRevoke ? 'true' : undefined,
    },
  });
}

/**
 * Ends the caller's own tokens that carry `tokenRevokeType`: the label a console login gave its STS token, so at
 * logout exactly that session's keys stop working (other sessions of the same user are untouched). MinIO answers
 * revoked keys with 403 `InvalidAccessKeyId`.
 */
export async function revokeOwnTokens(
  connection: AdminConnection,
  tokenRevokeType: string,
  options: AdminCallOptions = {},
): Promise<void> {
  await revokeTokens(connection, { tokenRevokeType }, options);
}
