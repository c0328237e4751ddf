import express, { type Router } from 'express';
import type { Config } from '../../config/config';
import { ApiError } from '../../platform/errors/api-error';
import type { Logger } from '../../platform/logging/logger';
import { restartService } from '../../platform/minio/admin/service';
import { adminConnectionOf, minioSessionOf } from '../../platform/session/session-context';
import { waitForRestart } from './wait-for-restart';

/** `POST /service/restart`: restarts MinIO with the user's own rights and answers once it is back. */
export function serviceRouter(deps: { readonly config: Config; readonly logger: Logger }): Router {
  const router = express.Router();
  router.post('/service/restart', async (_req, res) => {
    const session = minioSessionOf(res);
    const endpoint = deps.config.minioServer;
    const result = await restartService(adminConnectionOf(res, endpoint));
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
    res.status(204).end();
  });
  return router;
}
