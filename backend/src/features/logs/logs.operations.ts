import { can } from '@contract/shared/permissions/can';
import type { Request, Response } from 'express';
import type { Config } from '../../config/config';
import { ApiError } from '../../platform/errors/api-error';
import { holdSlot } from '../../platform/limits/session-concurrency';
import type { Logger } from '../../platform/logging/logger';
import { accountInfo } from '../../platform/minio/admin/account-info';
import { policyOf } from '../../platform/minio/session-facts';
import { operations } from '../../platform/operations/operation-table';
import { userConnection } from '../../platform/session/session-context';
import { auditSearchOf, recordOf } from './audit-query';
import { auditStoreFor } from './audit-store-registry';
import { configureWebhook, ingestUrlOf, webhookState } from './audit-webhook';

/** What the logs feature is built from. */
export interface LogsFeatureDeps {
  readonly config: Config;
  readonly logger: Logger;
}

/**
 * Audit log search (spec 02 §7) over the console's own store, and the store's state and webhook set-up for the
 * Audit Logs page. The records are every user's requests, so the console itself checks that the user may read the
 * server's logs (`admin:ConsoleLog`, what the page needs) before answering.
 */
export function logsOperations(deps: LogsFeatureDeps) {
  const { config } = deps;
  const endpoint = config.minioServer;
  const store = auditStoreFor(config, deps.logger);
  const guards = [auditOn(config), mayReadLogs(endpoint)];

  return operations({
    searchAuditLogs: {
      // After the checks that refuse, so a refusal never counts (CONSOLE_LIMIT_AUDIT_SEARCHES).
      guards: [...guards, holdSlot(config, 'auditSearch')],
      handler: async ({ query }) => ({ results: (await store.search(auditSearchOf(query))).map(recordOf) }),
    },
    getAuditLogStatus: {
      guards,
      handler: async ({ req, res }) => {
        const ingestUrl = ingestUrlOf(req, config);
        const [state, webhook] = await Promise.all([
          store.status(),
          webhookState(userConnection(res, endpoint), ingestUrl),
        ]);
        return {
          store: store.kind,
          ...state,
          bufferLimit: config.auditBufferEntries,
          ingestUrl,
          retention: formatDuration(config.auditRetentionMs),
          maxEntries: config.auditMaxEntries,
          webhook,
        };
      },
    },
    configureAuditWebhook: {
      guards,
      handler: async ({ req, res }) => {
        const token = await store.ingestToken().catch((error: unknown) => {
          throw new ApiError(503, 'The audit log store is unavailable', error instanceof Error ? error.message : '');
        });
        return configureWebhook(userConnection(res, endpoint), ingestUrlOf(req, config), token);
      },
    },
  });
}

function auditOn(config: Pick<Config, 'auditLog'>) {
  return () => {
    if (config.auditLog === 'off') throw new ApiError(404, 'Audit log search is off', 'CONSOLE_AUDIT_LOG is off');
  };
}

function mayReadLogs(endpoint: string) {
  return async (_req: Request, res: Response) => {
    const policy = policyOf(await accountInfo(userConnection(res, endpoint)));
    if (!can(policy, 'admin:ConsoleLog')) {
      throw new ApiError(403, 'Access denied', 'Reading the audit log needs the admin:ConsoleLog permission');
    }
  };
}

function formatDuration(ms: number): string {
  const units: Array<[string, number]> = [
    ['d', 86_400_000],
    ['h', 3_600_000],
    ['m', 60_000],
  ];
  const found = units.find(([, size]) => ms % size === 0);
  return found ? `${ms / found[1]}${found[0]}` : `${Math.round(ms / 1000)}s`;
}
