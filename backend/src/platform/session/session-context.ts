import type { Response } from 'express';
import type { AdminConnection } from '../minio/admin-request';
import { ApiError } from '../errors/api-error';
import type { MinioSession, Session } from './session-data';

/** The session the requireSession middleware attached to this request. */
export function sessionOf(res: Response): Session {
  const session = res.locals.session as Session | undefined;
  if (!session) throw new ApiError(401, 'Not logged in', 'This call needs a session');
  return session;
}

/** The console-mode session of this request; operator sessions cannot call MinIO directly. */
export function minioSessionOf(res: Response): MinioSession {
  const session = sessionOf(res);
  if (session.kind !== 'minio')
    throw new ApiError(400, 'Not available in operator mode', 'This call needs a MinIO session');
  return session;
}

/**
 * How to call MinIO — S3 and admin API alike — as the user of this request: their temporary credentials, never the
 * console's, so MinIO's own policy checks decide what the user may do. The one way features reach MinIO.
 */
export function userConnection(res: Response, endpoint: string): AdminConnection {
  return { endpoint, credentials: minioSessionOf(res).credentials };
}
