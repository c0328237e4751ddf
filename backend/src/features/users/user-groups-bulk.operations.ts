import { ApiError } from '../../platform/errors/api-error';
import { operations } from '../../platform/operations/operation-table';
import { userConnection } from '../../platform/session/session-context';
import { joinGroupStep } from '../../platform/iam/assignment-steps';
import type { IamFeatureDeps } from '../../platform/iam/iam.deps';
import { logIamChange } from '../../platform/iam/iam-change-log';
import { runSteps } from '../../platform/iam/step-runner';

/** Spec 02 §5 and §8, verbatim. */
export const NO_GROUP_SELECTED = 'You need to select at least one group to assign';

/**
 * `addUsersToGroups` (the users list's 'Add to Group'): every selected user joins every selected group, one MinIO
 * call per group, reported step by step when one fails (see runSteps).
 */
export function userGroupsBulkOperations(deps: IamFeatureDeps) {
  return operations({
    addUsersToGroups: async ({ body: { users, groups }, res }) => {
      if (groups.length === 0) throw new ApiError(400, NO_GROUP_SELECTED, 'groups is empty');
      const connection = userConnection(res, deps.config.minioServer);
      await runSteps([...new Set(groups)].map((group) => joinGroupStep(connection, group, [...new Set(users)])));
      logIamChange(deps.logger, res, 'users added to groups', groups.join(','));
    },
  });
}
