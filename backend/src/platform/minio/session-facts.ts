import type { Schema } from '@contract/shared/contract-types';
import { MinioProtocolError } from './errors';
import type { AccountInfo } from './admin/account-info';

/**
 * The effective policy MinIO reports for the account (a JSON document, sometimes sent as a string), typed as the
 * contract's schema since GET /session sends it on as is.
 */
export function policyOf(info: AccountInfo): Schema<'IamPolicy'> {
  const raw = typeof info.Policy === 'string' ? (JSON.parse(info.Policy) as unknown) : info.Policy;
  if (typeof raw !== 'object' || raw === null || !Array.isArray((raw as { Statement?: unknown }).Statement)) {
    throw new MinioProtocolError('MinIO reported no policy document for the account');
  }
  return raw as Schema<'IamPolicy'>;
}

/**
 * Erasure coding across more than one drive. A single-drive server also reports the Erasure backend ("xl-single"),
 * but lacks what needs several drives (healing, spreading parity), so it is not distributed for the console.
 */
export function isDistributed(info: AccountInfo): boolean {
  const server = (info.Server ?? {}) as { Type?: unknown; DrivesPerSet?: unknown };
  const drivesPerSet = Array.isArray(server.DrivesPerSet) ? server.DrivesPerSet.map(Number) : [];
  const drives = drivesPerSet.reduce((sum, n) => sum + (Number.isFinite(n) ? n : 0), 0);
  return server.Type === 2 && drives > 1;
}
