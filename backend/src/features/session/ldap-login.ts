import { MinioError } from '../../platform/minio/errors';
import { assumeRoleWithLdapIdentity, type TemporaryCredentials } from '../../platform/minio/sts';

/** What MinIO's LDAP login said, in the console's terms. */
export type LdapLoginOutcome =
  | { readonly outcome: 'ok'; readonly credentials: TemporaryCredentials }
  /** The directory knows the user but refused the password, or MinIO has no policy for them. */
  | { readonly outcome: 'refused'; readonly reason: string }
  /** Not a directory user (the console then tries access keys). */
  | { readonly outcome: 'unknown'; readonly reason: string }
  /** MinIO could not reach its directory. */
  | { readonly outcome: 'unreachable'; readonly reason: string };

/**
 * STS AssumeRoleWithLDAPIdentity, with MinIO's answers sorted. MinIO escapes the user name in its search filter, so
 * an injection attempt such as `*)(uid=*` finds nobody. MinIO answers every LDAP problem as a 400
 * `InvalidParameterValue`; the message tells them apart.
 */
export async function ldapLogin(
  endpoint: string,
  user: { readonly name: string; readonly password: string },
  durationSeconds: number,
  tokenRevokeType?: string,
): Promise<LdapLoginOutcome> {
  try {
    return {
      outcome: 'ok',
      credentials: await assumeRoleWithLdapIdentity(
        endpoint,
        user,
        durationSeconds,
        tokenRevokeType === undefined ? {} : { tokenRevokeType },
      ),
    };
  } catch (error) {
    if (!(error instanceof MinioError) || error.status >= 500) throw error;
    const text = error.message;
    if (/connection failure|connection refused|dial tcp|i\/o timeout|network|unreachable|no route/i.test(text)) {
      return { outcome: 'unreachable', reason: 'The LDAP directory cannot be reached. Try again later.' };
    }
    if (/not found|no such|LDAP not configured|not enabled/i.test(text)) {
      return { outcome: 'unknown', reason: 'User name or password is wrong.' };
    }
    if (/policy/i.test(text)) {
      return { outcome: 'refused', reason: 'No policy is attached to this directory user or their groups.' };
    }
    if (/Invalid Credentials|auth failed/i.test(text)) {
      return { outcome: 'refused', reason: 'User name or password is wrong.' };
    }
    return { outcome: 'refused', reason: text };
  }
}
