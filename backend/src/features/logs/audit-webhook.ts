import type { Request } from 'express';
import type { Config } from '../../config/config';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { getConfigTargets, setConfigKV } from '../../platform/minio/admin/config-kv';
import { formatConfigKV } from '../../platform/minio/admin/config-kv-text';
import { changeConfigOneAtATime } from '../../platform/minio/one-at-a-time';
import { INGEST_PATH } from './audit-ingest.route';

/** The audit_webhook target the console writes; other targets of the user's are never touched. */
export const WEBHOOK_TARGET = 'objectconsole';

/**
 * The ingest URL as MinIO should reach it: the setting, else the address the browser used for the console (right
 * when MinIO reaches the console the same way, as on one host).
 */
export function ingestUrlOf(req: Request, config: Pick<Config, 'auditIngestUrl' | 'subPath'>): string {
  if (config.auditIngestUrl) return config.auditIngestUrl;
  return `${req.protocol}://${req.get('host') ?? 'localhost'}${config.subPath.replace(/\/$/, '')}${INGEST_PATH}`;
}

/** Whether an enabled audit_webhook target sends to `ingestUrl`; `readable: false` when MinIO refuses the read. */
export async function webhookState(
  connection: AdminConnection,
  ingestUrl: string,
): Promise<{ configured: boolean; target?: string; readable: boolean }> {
  let targets;
  try {
    targets = await getConfigTargets(connection, 'audit_webhook');
  } catch {
    return { configured: false, readable: false };
  }
  const value = (kvs: readonly { key: string; value: string; envOverride?: { value: string } }[], key: string) => {
    const kv = kvs.find((candidate) => candidate.key === key);
    return kv?.envOverride?.value ?? kv?.value;
  };
  const sending = targets.find(
    (target) => value(target.kvs, 'endpoint') === ingestUrl && value(target.kvs, 'enable') !== 'off',
  );
  return sending
    ? { configured: true, target: sending.target || '_', readable: true }
    : { configured: false, readable: true };
}

/**
 * Entries MinIO collects per POST (`batch_size`; MinIO's default is 1, one POST per S3 call). At warp's ~400 calls/s
 * one POST per entry made the console's RSS grow by 110–160 MiB (each request's objects outlived the young
 * generation while it waited for its write) and MinIO's queue fell minutes behind; batches of 100 keep the ingest
 * at a few POSTs a second, flat in memory, and MinIO still sends a partial batch on its own when calls are few
 * (docs/benchmarks.md, issue #19).
 */
export const WEBHOOK_BATCH_SIZE = 100;

/**
 * Points the console's own audit_webhook target at the ingest URL with the token; MinIO applies it live. In turn with
 * the other configuration changes (MinIO rewrites its configuration without a lock).
 */
export async function configureWebhook(connection: AdminConnection, ingestUrl: string, token: string) {
  const line = formatConfigKV('audit_webhook', WEBHOOK_TARGET, [
    { key: 'enable', value: 'on' },
    { key: 'endpoint', value: ingestUrl },
    { key: 'auth_token', value: `Bearer ${token}` },
    { key: 'batch_size', value: String(WEBHOOK_BATCH_SIZE) },
  ]);
  const { applied } = await changeConfigOneAtATime(connection, () => setConfigKV(connection, line));
  return { subSys: 'audit_webhook', target: WEBHOOK_TARGET, endpoint: ingestUrl, applied };
}
