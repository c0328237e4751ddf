import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';
import { expectObject } from './json-shape';

/** What each server said to a service action. */
export interface ServicePeerResult {
  readonly host: string;
  /** Set when that server could not be signalled. */
  readonly err?: string;
  /** Drives that were still busy (endpoint → drive metrics) when the restart was asked for. */
  readonly waitingDrives?: Readonly<Record<string, unknown>>;
}

/** MinIO's answer to `POST /service?type=2`. */
export interface ServiceActionResult {
  readonly action: string;
  readonly dryRun: boolean;
  readonly results?: readonly ServicePeerResult[];
}

/**
 * `POST /service?action=restart&type=2`: restarts every server of the deployment. MinIO answers first, then
 * restarts (on Linux it re-executes itself in place, same PID), so the call returns before the server goes away;
 * poll `/info` until it answers again. `dryRun` only reports what would happen.
 */
export async function restartService(
  connection: AdminConnection,
  options: AdminCallOptions & { readonly dryRun?: boolean } = {},
): Promise<ServiceActionResult> {
  const { dryRun, ...call } = options;
  const response = await adminRequest({
    ...connection,
    ...call,
    method: 'POST',
    path: '/service',
    // `type=2` selects the handler that reports per-server results; without it MinIO answers with an empty body.
    query: { action: 'restart', 'dry-run': dryRun ?? false, type: '2' },
  });
  return expectObject(response.json(), 'service action result') as unknown as ServiceActionResult;
}
