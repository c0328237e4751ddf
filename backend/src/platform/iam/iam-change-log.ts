import type { Response } from 'express';
import type { Logger } from '../logging/logger';
import { minioSessionOf } from '../session/session-context';

/**
 * Logs a change MinIO confirmed (who did what to which identity), so that an operator can follow IAM changes made
 * through the console. Never pass a secret: only names.
 */
export function logIamChange(logger: Logger, res: Response, change: string, target: string): void {
  logger.info(change, { user: minioSessionOf(res).user, target, requestId: res.locals.requestId as unknown });
}
