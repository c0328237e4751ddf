import type { Config } from '../../config/config';
import { ApiError } from '../../platform/errors/api-error';
import type { Logger } from '../../platform/logging/logger';
import { kmsCreateKey, kmsKeyStatus, kmsStatus } from '../../platform/minio/admin/kms';
import { kmsApis, kmsListKeys, kmsMetrics, kmsVersion } from '../../platform/minio/admin/kms-api';
import { MinioError } from '../../platform/minio/errors';
import { operations } from '../../platform/operations/operation-table';
import { minioSessionOf, userConnection } from '../../platform/session/session-context';
import { kmsMetricsView } from './kms-metrics-view';

/**
 * Key management (MinIO Console v1.7.6 /kms): the server's KMS status, version, APIs and metrics, and its master
 * keys. MinIO's built-in static key (MINIO_KMS_SECRET_KEY) answers status, version, metrics, the key list and key
 * status, but neither an API list nor key creation: those answer 409 saying so.
 */
export function kmsOperations(deps: { readonly config: Config; readonly logger: Logger }) {
  const endpoint = deps.config.minioServer;
  return operations({
    getKmsStatus: async ({ res }) => {
      try {
        const status = await kmsStatus(userConnection(res, endpoint));
        return {
          configured: true,
          name: status.name,
          defaultKeyID: status['default-key-id'],
          endpoints: Object.entries(status.endpoints ?? {}).map(([url, state]) => ({ url, status: state })),
        };
      } catch (error) {
        if (isNoKms(error)) return { configured: false, endpoints: [] };
        throw error;
      }
    },

    getKmsVersion: async ({ res }) => ({ version: await kmsCall(() => kmsVersion(userConnection(res, endpoint))) }),

    // A KMS without an API list is a fact to show, not a failed request: the status page asks on every visit.
    listKmsApis: async ({ res }) => {
      try {
        const apis = await kmsCall(() => kmsApis(userConnection(res, endpoint)));
        return { offered: true, results: apis.map((api) => ({ ...api })) };
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return { offered: false, results: [] };
        throw error;
      }
    },

    getKmsMetrics: async ({ res }) => kmsMetricsView(await kmsCall(() => kmsMetrics(userConnection(res, endpoint)))),

    listKmsKeys: async ({ query, res }) => {
      const keys = await kmsCall(() => kmsListKeys(userConnection(res, endpoint), query.pattern ?? '*'));
      return {
        results: keys
          .map((key) => ({
            name: key.name,
            ...(key.createdAt && !key.createdAt.startsWith('0001-') ? { createdAt: key.createdAt } : {}),
            ...(key.createdBy ? { createdBy: key.createdBy } : {}),
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    },

    createKmsKey: async ({ body, res }) => {
      const connection = userConnection(res, endpoint);
      const existing = await kmsCall(() => kmsListKeys(connection, body.key));
      if (existing.some((key) => key.name === body.key)) {
        throw new ApiError(409, `The key ${body.key} already exists`, 'Choose another name.');
      }
      await kmsCall(() => kmsCreateKey(connection, body.key));
      deps.logger.info('KMS key created', { user: minioSessionOf(res).user, key: body.key });
    },

    getKmsKeyStatus: async ({ params, res }) => {
      const connection = userConnection(res, endpoint);
      const keys = await kmsCall(() => kmsListKeys(connection, params.name));
      if (!keys.some((key) => key.name === params.name)) {
        throw new ApiError(404, `No key ${params.name}`, 'The KMS has no master key by this name.');
      }
      const status = await kmsCall(() => kmsKeyStatus(connection, params.name));
      return {
        keyID: status['key-id'],
        ...(status['encryption-error'] ? { encryptionErr: status['encryption-error'] } : {}),
        ...(status['decryption-error'] ? { decryptionErr: status['decryption-error'] } : {}),
      };
    },
  });
}

/** MinIO answers 501 NotImplemented (or "KMS not configured") when the server has no KMS. */
function isNoKms(error: unknown): boolean {
  return (
    error instanceof MinioError &&
    (error.status === 501 || error.code === 'NotImplemented' || /KMS is not configured|no KMS/i.test(error.message))
  );
}

/**
 * Runs one KMS call and says in words what the server's KMS cannot do: no KMS at all is a 404; a call the KMS does
 * not offer (MinIO's built-in static key cannot list APIs or create keys: "requested functionality is not
 * supported") is a 409: the request is sound, the server's KMS is what refuses it (a 5xx would read as a fault).
 */
async function kmsCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isNoKms(error)) throw new ApiError(404, 'The server has no KMS configured', (error as Error).message);
    if (error instanceof MinioError && /not supported/i.test(error.message)) {
      throw new ApiError(409, "The server's KMS does not offer this", `${error.message} (${error.code})`);
    }
    throw error;
  }
}
