import express, { type Router } from 'express';
import { ApiError } from '../../platform/errors/api-error';
import { groupInfo, listGroups, updateGroupMembers } from '../../platform/minio/admin/groups';
import { adminConnectionOf } from '../../platform/session/session-context';
import type { RequestBodyOf, ResponseOf } from '../iam/contract-types';
import { entityNameOf } from '../iam/entity-name';
import type { IamFeatureDeps } from '../iam/iam.deps';
import { logIamChange } from '../iam/iam-change-log';
import { quote, quoteAll } from '../iam/quote';
import { requireAbsent } from '../iam/require-absent';
import { runSteps } from '../iam/step-runner';
import { deleteGroupSteps, updateGroupSteps } from './group-steps';
import { readGroup } from './group-view';

/**
 * The Groups screens (spec 02 §7 "Groups"): list, create with members, one group, edit members and status, delete.
 * MinIO refuses to delete a group that has members; the console removes them first only when asked to
 * (`removeMembers=true`), and otherwise answers a 409 naming them.
 */
export function groupsRouter(deps: IamFeatureDeps): Router {
  const router = express.Router();
  const endpoint = deps.config.minioServer;

  router.get('/groups', async (_req, res) => {
    const answer: ResponseOf<'listGroups', 200> = {
      groups: (await listGroups(adminConnectionOf(res, endpoint))).sort(),
    };
    res.json(answer);
  });

  router.post('/groups', async (req, res) => {
    const { group, members } = req.body as RequestBodyOf<'addGroup'>;
    const connection = adminConnectionOf(res, endpoint);
    await requireAbsent(() => groupInfo(connection, group), `Group ${quote(group)}`);
    // One call: MinIO creates the group with its members, or nothing when one of them does not exist.
    await updateGroupMembers(connection, { group, members: [...new Set(members)] });
    logIamChange(deps.logger, res, 'group created', group);
    const answer: ResponseOf<'addGroup', 201> = await readGroup(connection, group);
    res.status(201).json(answer);
  });

  router.get('/group', async (req, res) => {
    const answer: ResponseOf<'getGroup', 200> = await readGroup(adminConnectionOf(res, endpoint), entityNameOf(req));
    res.json(answer);
  });

  router.put('/group', async (req, res) => {
    const { members, status } = req.body as RequestBodyOf<'updateGroup'>;
    const connection = adminConnectionOf(res, endpoint);
    const current = await readGroup(connection, entityNameOf(req));
    await runSteps(updateGroupSteps(connection, current, { members, status }));
    logIamChange(deps.logger, res, 'group updated', current.name);
    const answer: ResponseOf<'updateGroup', 200> = await readGroup(connection, current.name);
    res.json(answer);
  });

  router.delete('/group', async (req, res) => {
    const connection = adminConnectionOf(res, endpoint);
    const { name, members } = await readGroup(connection, entityNameOf(req));
    const removeMembers = String(req.query['removeMembers']) === 'true';
    if (members.length > 0 && !removeMembers) {
      throw new ApiError(
        409,
        `Group ${quote(name)} still has members and cannot be deleted`,
        `Remove its members first (${quoteAll(members)}), or ask for them to be removed with the group`,
      );
    }
    await runSteps(deleteGroupSteps(connection, name, members));
    logIamChange(deps.logger, res, 'group deleted', name);
    res.status(204).end();
  });

  return router;
}
