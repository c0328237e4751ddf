import type { Response } from 'express';
import { ApiError } from '../../platform/errors/api-error';
import { addTier, editTierCredentials, listTiers, removeTier } from '../../platform/minio/admin/tiers';
import { outboundPolicyOf } from '../../platform/net/outbound-policy';
import { operations } from '../../platform/operations/operation-table';
import { minioSessionOf, userConnection } from '../../platform/session/session-context';
import type { BucketFeatureDeps } from '../../platform/feature-deps';
import { admitTierEndpoint, contactingTier, requireTierChangeAllowed, tierEndpointOf } from './tier-endpoint';
import { tierConfigOf, tierCredentialsOf, tierView } from './tier-mapping';
import { rulesUsingTier } from './tier-rules';
import { tiersWithStatus } from './tier-status';

/**
 * Remote tiers (spec 03 §2 "Remote tiers", §7): list, add, remove, new credentials — the storage classes lifecycle
 * transitions go to. Every call is made with the session's keys, so MinIO's `admin:ListTier` and `admin:SetTier`
 * decide; MinIO checks a remote (reachable, keys that work) before it keeps a tier or new keys. The remote's
 * address is the user's: it passes the outbound policy first, and MinIO's failures to reach it are not echoed.
 */
export function tiersOperations(deps: BucketFeatureDeps) {
  const endpoint = deps.config.minioServer;
  const outbound = outboundPolicyOf(deps.config, deps.logger);
  const changed = (res: Response, tier: string, what: string) =>
    deps.logger.info('tier changed', { user: minioSessionOf(res).user, tier, what });

  return operations({
    listTiers: async ({ res }) => {
      const connection = userConnection(res, endpoint);
      return { items: await tiersWithStatus(connection, await listTiers(connection), tierView) };
    },

    addTier: async ({ body, res }) => {
      const request = tierConfigOf(body);
      const connection = userConnection(res, endpoint);
      await requireTierChangeAllowed(connection);
      const tier = await admitTierEndpoint(outbound, request);
      await contactingTier(outbound, tierEndpointOf(tier), () => addTier(connection, tier));
      changed(res, tier.Name, 'added');
    },

    listTierRules: ({ params: { name }, res }) => rulesUsingTier(userConnection(res, endpoint), name),

    removeTier: async ({ params: { name }, res }) => {
      const connection = userConnection(res, endpoint);
      // MinIO answers success for a name it does not have; a client deleting twice deserves to hear it.
      if (!(await listTiers(connection)).some((tier) => tier.Name === name)) {
        throw new ApiError(404, 'Tier not found', `There is no tier named '${name}'`);
      }
      await removeTier(connection, name);
      changed(res, name, 'removed');
    },

    updateTierCredentials: async ({ params: { type, name }, body, res }) => {
      const connection = userConnection(res, endpoint);
      const credentials = tierCredentialsOf(type, body);
      // MinIO's edit does not say the type: a tier of another type than the path names is refused here.
      const known = (await listTiers(connection)).find((tier) => tier.Name === name);
      if (known?.Type !== type) {
        throw new ApiError(404, 'There was an error retrieving tier information.', `No ${type} tier named '${name}'`);
      }
      await contactingTier(outbound, tierEndpointOf(known), () => editTierCredentials(connection, name, credentials));
      changed(res, name, 'credentials replaced');
    },
  });
}
