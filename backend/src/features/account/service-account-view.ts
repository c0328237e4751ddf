import type { ServiceAccountInfo, ServiceAccountSummary } from '../../platform/minio/admin/service-accounts';
import type { Schema } from '@contract/shared/contract-types';

type ServiceAccountDetails = Schema<'ServiceAccountInfo'>;
type ServiceAccountList = Schema<'ServiceAccountList'>;

/** A list of service accounts as the spec has it: their access keys, sorted. */
export function serviceAccountList(accounts: readonly ServiceAccountSummary[]): ServiceAccountList {
  return { serviceAccounts: accounts.map((account) => account.accessKey).sort() };
}

/** MinIO's "never expires" values: the Unix epoch (what it answers today) and Go's zero time. */
const NEVER = new Set(['1970-01-01T00:00:00Z', '0001-01-01T00:00:00Z']);

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
    expiration: info.expiration && !NEVER.has(info.expiration) ? info.expiration : null,
  };
}
