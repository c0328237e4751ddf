import type { Config } from '../../config/config';
import type { Logger } from '../../platform/logging/logger';
import { getFullConfig, setFullConfig } from '../../platform/minio/admin/config-full';
import { delConfigKV } from '../../platform/minio/admin/config-kv';
import { parseConfigExport } from '../../platform/minio/admin/config-export-text';
import { changeConfigOneAtATime } from '../../platform/minio/one-at-a-time';
import { outboundPolicyOf } from '../../platform/net/outbound-policy';
import { operations } from '../../platform/operations/operation-table';
import { minioSessionOf, userConnection } from '../../platform/session/session-context';
import { importChanges, importText, maskedExport, resolveImport } from './config-transfer';
import { readConfiguration } from './configuration-read';
import { saveConfiguration } from './configuration-save';
import { admitImportedValues } from './outbound-values';

/**
 * Server configuration (spec 02 §7 "Settings"), generic over MinIO's subsystems: the settings categories and the
 * notification, logger and audit targets (`notify_webhook:primary`) alike.
 */
export function settingsOperations(deps: { readonly config: Config; readonly logger: Logger }) {
  const endpoint = deps.config.minioServer;
  const outbound = outboundPolicyOf(deps.config, deps.logger);
  return operations({
    getConfiguration: ({ params, res }) => readConfiguration(userConnection(res, endpoint), params.configurationId),

    setConfiguration: async ({ params, body, res }) => {
      const saved = await saveConfiguration(userConnection(res, endpoint), outbound, params.configurationId, body);
      deps.logger.info('configuration saved', {
        user: minioSessionOf(res).user,
        configuration: params.configurationId,
        keys: body.key_values.map((kv) => kv.key),
      });
      return saved;
    },

    resetConfiguration: async ({ params, res }) => {
      const connection = userConnection(res, endpoint);
      const result = await changeConfigOneAtATime(connection, () => delConfigKV(connection, params.configurationId));
      deps.logger.info('configuration reset', {
        user: minioSessionOf(res).user,
        configuration: params.configurationId,
      });
      return { restart: !result.applied };
    },

    exportConfiguration: async ({ res }) => ({
      text: maskedExport(await getFullConfig(userConnection(res, endpoint))),
    }),

    previewConfigurationImport: async ({ body, res }) => {
      const stored = parseConfigExport(await getFullConfig(userConnection(res, endpoint)));
      return { changes: importChanges(stored, resolveImport(stored, body.text)) };
    },

    importConfiguration: async ({ body, res }) => {
      const connection = userConnection(res, endpoint);
      const imported = await changeConfigOneAtATime(connection, async () => {
        const stored = parseConfigExport(await getFullConfig(connection));
        const resolved = resolveImport(stored, body.text);
        await admitImportedValues(connection, outbound, stored, resolved);
        await setFullConfig(connection, importText(resolved));
        return resolved;
      });
      deps.logger.info('configuration imported', { user: minioSessionOf(res).user, targets: imported.length });
      // MinIO stores an imported configuration and applies it at the next start.
      return { restart: true };
    },
  });
}
