import type { Config } from '../../config/config';
import { ApiError } from '../../platform/errors/api-error';
import type { Logger } from '../../platform/logging/logger';
import { restartService } from '../../platform/minio/admin/service';
import { operations } from '../../platform/operations/operation-table';
import { minioSessionOf, userConnection } from '../../platform/session/session-context';
import { waitForRestart } from './wait-for-restart';

/** `POST /service/restart`: restarts MinIO with the user's own rights and answers once it is back. */
export function serviceOperations(deps: { readonly config: Config; readonly logger: Logger }) {
  const endpoint = deps.config.minioServer;
  return operations({
    restartService: async ({ res }) => {
      const session = minioSessionOf(res);
      const result = await restartService(userConnection(res, endpoint));
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
