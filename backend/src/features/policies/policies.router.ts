import express, { type Router } from 'express';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { listPolicies, policyInfo, addPolicy, removePolicy } from '../../platform/minio/admin/policies';
import { policyEntities, setPolicies } from '../../platform/minio/admin/policy-mappings';
import { adminConnectionOf } from '../../platform/session/session-context';
import type { RequestBodyOf, ResponseOf } from '../iam/contract-types';
import { entityNameOf } from '../iam/entity-name';
import type { IamFeatureDeps } from '../iam/iam.deps';
import { logIamChange } from '../iam/iam-change-log';
import { formatPolicyDocument, parsePolicyDocument } from './policy-document';
import { isPolicyInUse, policyInUseError, setPoliciesRefusal } from './policy-refusals';

/**
 * The Policies screens (spec 02 §7 "Policies"): list, create or replace, one policy, delete, who has it, and the
 * "set policies" dialog of users and groups. Every call goes to MinIO with the session's own credentials.
 */
export function policiesRouter(deps: IamFeatureDeps): Router {
  const router = express.Router();
  const endpoint = deps.config.minioServer;

  router.get('/policies', async (req, res) => {
    const limit = req.query['limit'] === undefined ? undefined : Number(req.query['limit']);
    const names = Object.keys(await listPolicies(adminConnectionOf(res, endpoint))).sort();
    const answer: ResponseOf<'listPolicies', 200> = {
      policies: names.slice(0, limit).map((name) => ({ name })),
    };
    res.json(answer);
  });

  router.post('/policies', async (req, res) => {
    const { name, policy } = req.body as RequestBodyOf<'savePolicy'>;
    const document = parsePolicyDocument(policy);
    await addPolicy(adminConnectionOf(res, endpoint), name, document);
    logIamChange(deps.logger, res, 'policy saved', name);
    const answer: ResponseOf<'savePolicy', 201> = { name, policy: formatPolicyDocument(document) };
    res.status(201).json(answer);
  });

  router.get('/policy', async (req, res) => {
    const info = await policyInfo(adminConnectionOf(res, endpoint), entityNameOf(req));
    const answer: ResponseOf<'getPolicy', 200> = { name: info.PolicyName, policy: formatPolicyDocument(info.Policy) };
    res.json(answer);
  });

  router.delete('/policy', async (req, res) => {
    const connection = adminConnectionOf(res, endpoint);
    const name = entityNameOf(req);
    // MinIO answers success for a policy that does not exist; asking first turns that into a clear 404.
    await policyInfo(connection, name);
    try {
      await removePolicy(connection, name);
    } catch (error) {
      if (isPolicyInUse(error)) throw await policyInUseError(connection, name, error);
      throw error;
    }
    logIamChange(deps.logger, res, 'policy deleted', name);
    res.status(204).end();
  });

  router.get('/policies/:policy/users', async (req, res) => {
    const mapping = await policyMapping(adminConnectionOf(res, endpoint), req.params.policy);
    const answer: ResponseOf<'listPolicyUsers', 200> = { users: [...(mapping?.users ?? [])].sort() };
    res.json(answer);
  });

  router.get('/policies/:policy/groups', async (req, res) => {
    const mapping = await policyMapping(adminConnectionOf(res, endpoint), req.params.policy);
    const answer: ResponseOf<'listPolicyGroups', 200> = { groups: [...(mapping?.groups ?? [])].sort() };
    res.json(answer);
  });

  router.put('/set-policy', async (req, res) => {
    const { name: policies, entityName, entityType } = req.body as RequestBodyOf<'setPolicies'>;
    const entity = entityType === 'group' ? { group: entityName } : { user: entityName };
    const connection = adminConnectionOf(res, endpoint);
    try {
      await setPolicies(connection, entity, policies);
    } catch (error) {
      throw await setPoliciesRefusal(connection, entity, error);
    }
    logIamChange(deps.logger, res, `${entityType} policies set`, entityName);
    res.status(204).end();
  });

  return router;
}

/** Who a policy is attached to; MinIO reports nothing (not an error) for a policy nobody has or that does not exist. */
async function policyMapping(connection: AdminConnection, policy: string) {
  const entities = await policyEntities(connection, { policies: [policy] });
  return entities.policyMappings?.find((entry) => entry.policy === policy);
}
