import { operations } from '../../platform/operations/operation-table';
import { minioSessionOf, userConnection } from '../../platform/session/session-context';
import type { IamFeatureDeps } from '../../platform/iam/iam.deps';
import { logIamChange } from '../../platform/iam/iam-change-log';
import { endSessionsOf } from './user-sessions';

/** An administrator ends every session of a user (ASVS V7.4.5): `endUserSessions`. */
export function userSessionsOperations(deps: IamFeatureDeps) {
  const endpoint = deps.config.minioServer;
  return operations({
    endUserSessions: async ({ params: { user }, res }) => {
      await endSessionsOf(userConnection(res, endpoint), user, minioSessionOf(res).user);
      logIamChange(deps.logger, res, 'user sessions ended', user);
    },
  });
}
