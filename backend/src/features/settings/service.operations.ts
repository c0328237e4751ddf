import type { Config } from '../../config/config';
import { ApiError } from '../../platform/errors/api-error';
import type { Logger } from '../../platform/logging/logger';
import { restartService } from '../../platform/minio/admin/service';
import { MinioUnreachableError } from '../../platform/minio/errors';
import { operations } from '../../platform/operations/operation-table';
import { minioSessionOf, userConnection } from '../../platform/session/session-context';
import { restartedSince, waitForRestart } from './wait-for-restart';

/** `POST /service/restart`: restarts MinIO with the user's own rights and answers once it is back. */
export function serviceOperations(deps: { readonly config: Config; readonly logger: Logger }) {
  const endpoint = deps.config.minioServer;
  return operations({
    restartService: async ({ res }) => {
      const session = minioSessionOf(res);
      const connection = userConnection(res, endpoint);
      const askedAt = Date.now();
      const result = await restartService(connection).catch(async (error: unknown) => {
        // The connection closed without an answer: MinIO may have restarted before flushing it, and its uptime says.
        // A server that refused the connection or never answered was not restarted: that failure stands at once.
        const lostAnswer = error instanceof MinioUnreachableError && error.reason === 'reset';
        if (lostAnswer && (await restartedSince(connection, askedAt))) return undefined;
        throw error;
      });
      if (!result) {
        deps.logger.info('storage server restarted; its answer to the restart was lost', { user: session.user });
        return;
      }
      const failed = (result.results ?? []).filter((peer) => peer.err);
      if (failed.length > 0) {
        throw new ApiError(
          502,
          'The storage server could not be restarted',
          failed.map((p) => `${p.host}: ${p.err}`).join('; '),
        );
      }
      deps.logger.info('storage server restart requested', { user: session.user });
      if (!(await waitForRestart(endpoint))) {
        throw new ApiError(
          504,
          'The storage server did not come back after the restart',
          `No answer from ${endpoint} within 60 s`,
        );
      }
    },
  });
}
