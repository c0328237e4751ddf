import { ApiError } from '../../platform/errors/api-error';
import { groupInfo, listGroups, updateGroupMembers } from '../../platform/minio/admin/groups';
import { operations } from '../../platform/operations/operation-table';
import { userConnection } from '../../platform/session/session-context';
import type { IamFeatureDeps } from '../../platform/iam/iam.deps';
import { logIamChange } from '../../platform/iam/iam-change-log';
import { quote, quoteAll } from '../../platform/iam/quote';
import { requireAbsent } from '../../platform/iam/require-absent';
import { runSteps } from '../../platform/iam/step-runner';
import { wantedList, wantedValue } from '../../platform/iam/edited-since-opened';
import { deleteGroupSteps, updateGroupSteps } from './group-steps';
import { readGroup } from './group-view';

/**
 * The Groups screens (spec 02 §7 "Groups"): list, create with members, one group, edit members and status, delete.
 * MinIO refuses to delete a group that has members; the console removes them first only when asked to
 * (`removeMembers=true`), and otherwise answers a 409 naming them.
 */
export function groupsOperations(deps: IamFeatureDeps) {
  const endpoint = deps.config.minioServer;
  return operations({
    listGroups: async ({ res }) => ({ groups: (await listGroups(userConnection(res, endpoint))).sort() }),

    addGroup: async ({ body: { group, members }, res }) => {
      const connection = userConnection(res, endpoint);
      await requireAbsent(() => groupInfo(connection, group), `Group ${quote(group)}`);
      // One call: MinIO creates the group with its members, or nothing when one of them does not exist.
      await updateGroupMembers(connection, { group, members: [...new Set(members)] });
      logIamChange(deps.logger, res, 'group created', group);
      return readGroup(connection, group);
    },

    getGroup: ({ query, res }) => readGroup(userConnection(res, endpoint), query.name),

    updateGroup: async ({ query, body: { members, status, previous }, res }) => {
      const connection = userConnection(res, endpoint);
      const current = await readGroup(connection, query.name);
      const change = {
        members: wantedList(current.members, previous?.members, members),
        status: wantedValue(current.status, previous?.status, status),
      };
      await runSteps(updateGroupSteps(connection, current, change));
      logIamChange(deps.logger, res, 'group updated', current.name);
      return readGroup(connection, current.name);
    },

    deleteGroup: async ({ query, res }) => {
      const connection = userConnection(res, endpoint);
      const { name, members } = await readGroup(connection, query.name);
      if (members.length > 0 && query.removeMembers !== true) {
        throw new ApiError(
          409,
          `Group ${quote(name)} still has members and cannot be deleted`,
          `Remove its members first (${quoteAll(members)}), or ask for them to be removed with the group`,
        );
      }
      await runSteps(deleteGroupSteps(connection, name, members));
      logIamChange(deps.logger, res, 'group deleted', name);
    },
  });
}
