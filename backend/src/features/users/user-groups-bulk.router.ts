import express, { type Router } from 'express';
import { ApiError } from '../../platform/errors/api-error';
import { adminConnectionOf } from '../../platform/session/session-context';
import { joinGroupStep } from '../iam/assignment-steps';
import type { RequestBodyOf } from '../iam/contract-types';
import type { IamFeatureDeps } from '../iam/iam.deps';
import { logIamChange } from '../iam/iam-change-log';
import { runSteps } from '../iam/step-runner';

/** Spec 02 §5 and §8, verbatim. */
export const NO_GROUP_SELECTED = 'You need to select at least one group to assign';

/**
 * `PUT /users-groups-bulk` (the users list's 'Add to Group'): every selected user joins every selected group, one
 * MinIO call per group, reported step by step when one fails (see runSteps).
 */
export function userGroupsBulkRouter(deps: IamFeatureDeps): Router {
  const router = express.Router();
  router.put('/users-groups-bulk', async (req, res) => {
    const { users, groups } = req.body as RequestBodyOf<'addUsersToGroups'>;
    if (groups.length === 0) throw new ApiError(400, NO_GROUP_SELECTED, 'groups is empty');
    const connection = adminConnectionOf(res, deps.config.minioServer);
    await runSteps([...new Set(groups)].map((group) => joinGroupStep(connection, group, [...new Set(users)])));
    logIamChange(deps.logger, res, 'users added to groups', groups.join(','));
    res.status(204).end();
  });
  return router;
}
