import type { OperationGuard } from '../operations/operation-table';
import { userConnection } from '../session/session-context';
import { requireDistributedMode } from './bucket-session';

/**
 * The guard of the distributed-only features (spec 01 §6), declared beside an operation instead of called inside
 * its handler: `guards: [distributedOnly('Versioning')]`, with `distributedOnly = distributedOnlyGuard(endpoint)`.
 * It asks MinIO as the session's user, so the refusal (400, the single-drive message, `<feature> needs a
 * distributed … setup`) comes before the handler touches anything.
 */
export function distributedOnlyGuard(endpoint: string): (feature: string) => OperationGuard {
  return (feature) => (_req, res) => requireDistributedMode(userConnection(res, endpoint), feature);
}
