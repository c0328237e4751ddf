import type { AdminConnection } from '../../platform/minio/admin-request';
import { listPolicies, policyInfo, removePolicy } from '../../platform/minio/admin/policies';
import { policyEntities, setPolicies, type PolicyEntity } from '../../platform/minio/admin/policy-mappings';
import { groupInfo } from '../../platform/minio/admin/groups';
import { userInfo } from '../../platform/minio/admin/user-info';
import { changePoliciesOneAtATime } from '../../platform/minio/one-at-a-time';
import { wantedList } from '../../platform/iam/edited-since-opened';
import { splitPolicyNames } from '../../platform/iam/user-policy-facts';
import { operations } from '../../platform/operations/operation-table';
import { userConnection } from '../../platform/session/session-context';
import type { IamFeatureDeps } from '../../platform/iam/iam.deps';
import { logIamChange } from '../../platform/iam/iam-change-log';
import { attachPoliciesToMany } from './policies-bulk-attach';
import { policyView, savePolicy } from './policy-save';
import {
  BUILT_IN_POLICIES,
  builtInPolicyError,
  isPolicyInUse,
  policyInUseError,
  setPoliciesRefusal,
} from './policy-refusals';

/**
 * The Policies screens (spec 02 §7 "Policies"): list, create or replace, one policy, delete, who has it, and the
 * "set policies" dialog of users and groups. Every call goes to MinIO with the session's own credentials.
 */
export function policiesOperations(deps: IamFeatureDeps) {
  const endpoint = deps.config.minioServer;
  return operations({
    listPolicies: async ({ query: { limit }, res }) => {
      const names = Object.keys(await listPolicies(userConnection(res, endpoint))).sort();
      return { policies: names.slice(0, limit).map((name) => ({ name })) };
    },

    savePolicy: async ({ body, res }) => {
      const saved = await savePolicy(userConnection(res, endpoint), body);
      logIamChange(deps.logger, res, 'policy saved', body.name);
      return saved;
    },

    getPolicy: async ({ query, res }) => policyView(await policyInfo(userConnection(res, endpoint), query.name)),

    deletePolicy: async ({ query: { name }, res }) => {
      if (BUILT_IN_POLICIES.has(name)) throw builtInPolicyError(name);
      const connection = userConnection(res, endpoint);
      // MinIO answers success for a policy that does not exist; asking first turns that into a clear 404.
      await policyInfo(connection, name);
      try {
        await removePolicy(connection, name);
      } catch (error) {
        if (isPolicyInUse(error)) throw await policyInUseError(connection, name, error);
        throw error;
      }
      logIamChange(deps.logger, res, 'policy deleted', name);
    },

    listPolicyUsers: async ({ params, res }) => {
      const mapping = await policyMapping(userConnection(res, endpoint), params.policy);
      return { users: [...(mapping?.users ?? [])].sort() };
    },

    listPolicyGroups: async ({ params, res }) => {
      const mapping = await policyMapping(userConnection(res, endpoint), params.policy);
      return { groups: [...(mapping?.groups ?? [])].sort() };
    },

    setPolicies: async ({ body: { name: policies, entityName, entityType, previous }, res }) => {
      const entity = entityType === 'group' ? { group: entityName } : { user: entityName };
      const connection = userConnection(res, endpoint);
      try {
        await changePoliciesOneAtATime(connection, entity, async () => {
          const now = previous && (await attachedPolicies(connection, entity));
          await setPolicies(connection, entity, now ? wantedList(now, previous, policies) : policies);
        });
      } catch (error) {
        throw await setPoliciesRefusal(connection, entity, error);
      }
      logIamChange(deps.logger, res, `${entityType} policies set`, entityName);
    },

    attachPoliciesBulk: async ({ body, res }) => {
      const answer = await attachPoliciesToMany(userConnection(res, endpoint), body);
      for (const outcome of answer.results.filter((result) => result.status === 'attached')) {
        logIamChange(deps.logger, res, `${outcome.entityType} policies attached`, outcome.entityName);
      }
      return answer;
    },
  });
}

/** The policies attached to a user or group now, as its Policies tab shows them. */
async function attachedPolicies(connection: AdminConnection, entity: PolicyEntity): Promise<string[]> {
  return splitPolicyNames(
    'group' in entity
      ? (await groupInfo(connection, entity.group)).policy
      : (await userInfo(connection, entity.user)).policyName,
  );
}

/** Who a policy is attached to; MinIO reports nothing (not an error) for a policy nobody has or that does not exist. */
async function policyMapping(connection: AdminConnection, policy: string) {
  const entities = await policyEntities(connection, { policies: [policy] });
  return entities.policyMappings?.find((entry) => entry.policy === policy);
}
