import { can } from '@contract/shared/permissions/can';
import { ApiError } from '../../platform/errors/api-error';
import type { TierConfig } from '../../platform/minio/admin/tiers';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { MinioError } from '../../platform/minio/errors';
import type { OutboundPolicy } from '../../platform/net/outbound-policy';
import { sessionAccount } from '../../platform/minio/bucket-session';
import { policyOf } from '../../platform/minio/session-facts';

/** What the policy's log lines say the console was checking for. */
const PURPOSE = 'tier';

/**
 * MinIO's answers when it could not use the remote: unreachable (`XMinioBackendDown`, its dial error inside),
 * anything else a probe write or read ran into, a port that answered but not as S3 among them
 * (`XMinioAdminTierInsufficientPermissions`), or a remote it could not even set up. Echoing them would tell a user
 * which hosts and ports answer; they get the outbound policy's neutral refusal instead.
 */
const REMOTE_FAILURES = new Set([
  'XMinioBackendDown',
  'XMinioAdminTierInsufficientPermissions',
  'XMinioAdminTierInvalidConfig',
  'InternalError',
]);

/**
 * Adding a tier needs `admin:SetTier`; checked before the endpoint is looked at (resolved, judged), so that a user
 * who could not add a tier cannot make the console look up names or addresses either — as for replication.
 */
export async function requireTierChangeAllowed(connection: AdminConnection): Promise<void> {
  if (!can(policyOf(await sessionAccount(connection)), 'admin:SetTier')) {
    throw new ApiError(403, 'Access denied', 'Adding a tier needs the admin:SetTier permission');
  }
}

/**
 * The tier with its remote endpoint checked by the outbound policy and written in canonical form, so that MinIO
 * gets the address that was checked rather than a text it might read differently (`0x7f000001`). A gcs tier has
 * no endpoint of the user's: MinIO always calls Google.
 */
export async function admitTierEndpoint(outbound: OutboundPolicy, tier: TierConfig): Promise<TierConfig> {
  const typed = tierEndpointOf(tier).trim();
  if (!typed) return tier;
  const url = outbound.parseUrl(typed, PURPOSE);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new ApiError(400, 'The tier endpoint is not an http(s) URL', 'Give it as https://host[:port].');
  }
  await outbound.admit(url, PURPOSE);
  const Endpoint = url.pathname === '/' ? url.origin : `${url.origin}${url.pathname}`;
  if (tier.S3) return { ...tier, S3: { ...tier.S3, Endpoint } };
  if (tier.MinIO) return { ...tier, MinIO: { ...tier.MinIO, Endpoint } };
  return tier.Azure ? { ...tier, Azure: { ...tier.Azure, Endpoint } } : tier;
}

/** The remote endpoint of a tier; empty for gcs (and for an azure tier on Azure's default). */
export function tierEndpointOf(tier: TierConfig): string {
  return (tier.S3 ?? tier.MinIO ?? tier.Azure)?.Endpoint ?? '';
}

/**
 * Runs a MinIO call that makes MinIO contact a tier's remote (add, new credentials), answering its failures to
 * reach or use the remote with the neutral refusal. Everything else (a taken name, keys the remote refused, the
 * session's own permissions) is MinIO's answer as usual.
 */
export async function contactingTier<T>(
  outbound: OutboundPolicy,
  endpoint: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof MinioError && REMOTE_FAILURES.has(error.code)) {
      // The host only: a stored endpoint may have been given with credentials in it (by mc, say).
      const target = URL.canParse(endpoint) ? new URL(endpoint).host : '(not a URL)';
      throw outbound.failure(PURPOSE, target, `${error.code}: ${error.message}`);
    }
    throw error;
  }
}
