import { ApiError } from '../../platform/errors/api-error';
import { userInfo } from '../../platform/minio/admin/user-info';
import { listUsers, removeUser } from '../../platform/minio/admin/users';
import { operations } from '../../platform/operations/operation-table';
import { minioSessionOf, userConnection } from '../../platform/session/session-context';
import type { IamFeatureDeps } from '../../platform/iam/iam.deps';
import { logIamChange } from '../../platform/iam/iam-change-log';
import { requireValidPassword } from '../../platform/iam/password-rule';
import { quote } from '../../platform/iam/quote';
import { requireAbsent } from '../../platform/iam/require-absent';
import { runSteps } from '../../platform/iam/step-runner';
import { changeSinceOpened, createUserSteps, updateUserSteps } from './user-steps';
import { readUser, userRow } from './user-view';

/**
 * The Users screens (spec 02 §7 "Users"): list, create with groups and policies, one user, edit (status, groups,
 * policies), delete. Multi-step changes go through runSteps, which says exactly what was applied when a step fails.
 */
export function usersOperations(deps: IamFeatureDeps) {
  const endpoint = deps.config.minioServer;
  return operations({
    listUsers: async ({ res }) => {
      const users = await listUsers(userConnection(res, endpoint));
      return {
        users: Object.keys(users)
          .sort()
          .flatMap((accessKey) => {
            const summary = users[accessKey];
            return summary ? [userRow(accessKey, summary)] : [];
          }),
      };
    },

    addUser: async ({ body, res }) => {
      requireValidPassword(body.secretKey, 'secretKey', body.accessKey);
      const connection = userConnection(res, endpoint);
      await requireAbsent(() => userInfo(connection, body.accessKey), `User ${quote(body.accessKey)}`);
      await runSteps(
        createUserSteps(connection, { ...body, groups: body.groups ?? [], policies: body.policies ?? [] }),
      );
      logIamChange(deps.logger, res, 'user created', body.accessKey);
      return readUser(connection, body.accessKey);
    },

    getUser: ({ query, res }) => readUser(userConnection(res, endpoint), query.name),

    updateUser: async ({ query: { name: accessKey }, body: { previous, ...edited }, res }) => {
      const { secretKey } = edited;
      const connection = userConnection(res, endpoint);
      if (secretKey !== undefined) {
        requireValidPassword(secretKey, 'secretKey', accessKey);
        if (accessKey === minioSessionOf(res).user) {
          throw new ApiError(400, 'Use Change Password to change your own password', 'It needs your current password');
        }
      }
      const current = await userInfo(connection, accessKey);
      const change = changeSinceOpened(current, edited, previous);
      await runSteps(updateUserSteps(connection, accessKey, current, change));
      logIamChange(deps.logger, res, 'user updated', accessKey);
      return readUser(connection, accessKey);
    },

    deleteUser: async ({ query: { name: accessKey }, res }) => {
      if (accessKey === minioSessionOf(res).user) {
        throw new ApiError(409, 'You cannot delete the user you are logged in as', `${quote(accessKey)} is logged in`);
      }
      await removeUser(userConnection(res, endpoint), accessKey);
      logIamChange(deps.logger, res, 'user deleted', accessKey);
    },
  });
}
