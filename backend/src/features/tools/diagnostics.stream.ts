import type { Schema } from '@contract/shared/contract-types';
import { healthInfo } from '../../platform/minio/admin/health-info';
import { stringParam, type StreamRoute } from '../../platform/ws/stream-route';

const UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const;

/**
 * `/ws/health-info`: MinIO's diagnostics, sent as ever more complete snapshots; the last is the report the page
 * offers as a download. It ends by itself (1000) when MinIO has collected everything.
 */
export const diagnosticsStream: StreamRoute = {
  operationId: 'streamDiagnostics',
  finite: true,
  async *messages(context): AsyncGenerator<Schema<'DiagnosticsMessage'>> {
    const snapshots = await healthInfo(context.connection, {
      deadlineSeconds: deadlineSeconds(stringParam(context, 'deadline') ?? '1h'),
      signal: context.signal,
    });
    for await (const snapshot of snapshots) {
      if (snapshot.error) throw new Error(`MinIO could not collect the diagnostics: ${snapshot.error}`);
      yield { ...snapshot, timestamp: snapshot.timestamp ?? new Date().toISOString() };
    }
  },
};

/** `90s`, `5m`, `1h` (the contract's pattern) in seconds. */
export function deadlineSeconds(deadline: string): number {
  const unit = deadline.slice(-1) as keyof typeof UNIT_SECONDS;
  return Number(deadline.slice(0, -1)) * (UNIT_SECONDS[unit] ?? 1);
}
