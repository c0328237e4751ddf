import express, { type Router } from 'express';
import { ApiError } from '../../platform/errors/api-error';
import { userInfo } from '../../platform/minio/admin/user-info';
import { listUsers, removeUser } from '../../platform/minio/admin/users';
import { adminConnectionOf, minioSessionOf } from '../../platform/session/session-context';
import type { RequestBodyOf, ResponseOf } from '../iam/contract-types';
import { entityNameOf } from '../iam/entity-name';
import type { IamFeatureDeps } from '../iam/iam.deps';
import { logIamChange } from '../iam/iam-change-log';
import { requireValidPassword } from '../iam/password-rule';
import { quote } from '../iam/quote';
import { requireAbsent } from '../iam/require-absent';
import { runSteps } from '../iam/step-runner';
import { createUserSteps, updateUserSteps } from './user-steps';
import { readUser, userRow } from './user-view';

/**
 * The Users screens (spec 02 §7 "Users"): list, create with groups and policies, one user, edit (status, groups,
 * policies), delete. Multi-step changes go through runSteps, which says exactly what was applied when a step fails.
 */
export function usersRouter(deps: IamFeatureDeps): Router {
  const router = express.Router();
  const endpoint = deps.config.minioServer;

  router.get('/users', async (_req, res) => {
    const users = await listUsers(adminConnectionOf(res, endpoint));
    const answer: ResponseOf<'listUsers', 200> = {
      users: Object.keys(users)
        .sort()
        .flatMap((accessKey) => {
          const summary = users[accessKey];
          return summary ? [userRow(accessKey, summary)] : [];
        }),
    };
    res.json(answer);
  });

  router.post('/users', async (req, res) => {
    const body = req.body as RequestBodyOf<'addUser'>;
    requireValidPassword(body.secretKey, 'secretKey');
    const connection = adminConnectionOf(res, endpoint);
    await requireAbsent(() => userInfo(connection, body.accessKey), `User ${quote(body.accessKey)}`);
    await runSteps(createUserSteps(connection, { ...body, groups: body.groups ?? [], policies: body.policies ?? [] }));
    logIamChange(deps.logger, res, 'user created', body.accessKey);
    const answer: ResponseOf<'addUser', 201> = await readUser(connection, body.accessKey);
    res.status(201).json(answer);
  });

  router.get('/user', async (req, res) => {
    const answer: ResponseOf<'getUser', 200> = await readUser(adminConnectionOf(res, endpoint), entityNameOf(req));
    res.json(answer);
  });

  router.put('/user', async (req, res) => {
    const { status, groups, policies, secretKey } = req.body as RequestBodyOf<'updateUser'>;
    const connection = adminConnectionOf(res, endpoint);
    const accessKey = entityNameOf(req);
    if (secretKey !== undefined) {
      requireValidPassword(secretKey, 'secretKey');
      if (accessKey === minioSessionOf(res).user) {
        throw new ApiError(400, 'Use Change Password to change your own password', 'It needs your current password');
      }
    }
    const current = await userInfo(connection, accessKey);
    await runSteps(updateUserSteps(connection, accessKey, current, { status, groups, policies, secretKey }));
    logIamChange(deps.logger, res, 'user updated', accessKey);
    const answer: ResponseOf<'updateUser', 200> = await readUser(connection, accessKey);
    res.json(answer);
  });

  router.delete('/user', async (req, res) => {
    const accessKey = entityNameOf(req);
    if (accessKey === minioSessionOf(res).user) {
      throw new ApiError(409, 'You cannot delete the user you are logged in as', `${quote(accessKey)} is logged in`);
    }
    await removeUser(adminConnectionOf(res, endpoint), accessKey);
    logIamChange(deps.logger, res, 'user deleted', accessKey);
    res.status(204).end();
  });

  return router;
}
