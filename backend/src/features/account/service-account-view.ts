import type { ServiceAccountInfo, ServiceAccountSummary } from '../../platform/minio/admin/service-accounts';
import type { Schema } from '@contract/shared/contract-types';

type ServiceAccountDetails = Schema<'ServiceAccountInfo'>;
type ServiceAccountList = Schema<'ServiceAccountList'>;

/**
 * A list of service accounts: their access keys, sorted (as the spec has it), and beside them what a list shows of
 * each (name, description, expiry, status, whether it has a policy of its own), all from MinIO's one list answer.
 */
export function serviceAccountList(accounts: readonly ServiceAccountSummary[]): ServiceAccountList {
  const sorted = [...accounts].sort((a, b) => (a.accessKey < b.accessKey ? -1 : a.accessKey > b.accessKey ? 1 : 0));
  return {
    serviceAccounts: sorted.map((account) => account.accessKey),
    accounts: sorted.map((account) => ({
      accessKey: account.accessKey,
      parentUser: account.parentUser,
      status: account.accountStatus === 'on' ? 'enabled' : 'disabled',
      impliedPolicy: account.impliedPolicy,
      ...(account.name ? { name: account.name } : {}),
      ...(account.description ? { description: account.description } : {}),
      expiration: expiry(account.expiration),
    })),
  };
}

/** MinIO's "never expires" values: the Unix epoch (what it answers today) and Go's zero time. */
const NEVER = new Set(['1970-01-01T00:00:00Z', '0001-01-01T00:00:00Z']);

/** An expiry as the contract has it: null for never. */
function expiry(value: string | null | undefined): string | null {
  return value && !NEVER.has(value) ? value : null;
}

/** A service account as the console shows it, in the words users have (`enabled`, not `on`). */
export function serviceAccountDetails(accessKey: string, info: ServiceAccountInfo): ServiceAccountDetails {
  return {
    accessKey,
    parentUser: info.parentUser,
    status: info.accountStatus === 'on' ? 'enabled' : 'disabled',
    impliedPolicy: info.impliedPolicy,
    policy: info.policy,
    ...(info.name ? { name: info.name } : {}),
    ...(info.description ? { description: info.description } : {}),
    expiration: expiry(info.expiration),
  };
}
