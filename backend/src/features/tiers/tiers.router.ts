import express, { type Response, type Router } from 'express';
import { ApiError } from '../../platform/errors/api-error';
import { addTier, editTierCredentials, listTiers, removeTier, type TierType } from '../../platform/minio/admin/tiers';
import { minioSessionOf } from '../../platform/session/session-context';
import { sessionConnection } from '../buckets/bucket-session';
import type { BucketFeatureDeps } from '../buckets/buckets.deps';
import type { RequestBody, ResponseBody } from '../buckets/contract-types';
import { tierConfigOf, tierCredentialsOf, tierView } from './tier-mapping';

/**
 * Remote tiers (spec 03 §2 "Remote tiers", §7): list, add, remove, new credentials — the storage classes lifecycle
 * transitions go to. Every call is made with the session's keys, so MinIO's `admin:ListTier` and `admin:SetTier`
 * decide; MinIO checks a remote (reachable, keys that work) before it keeps a tier or new keys.
 */
export function tiersRouter(deps: BucketFeatureDeps): Router {
  const router = express.Router();
  const endpoint = deps.config.minioServer;
  const connectionOf = (res: Response) => sessionConnection(res, endpoint);
  const changed = (res: Response, tier: string, what: string) => {
    deps.logger.info('tier changed', { user: minioSessionOf(res).user, tier, what });
    res.status(204).end();
  };

  router.get('/admin/tiers', async (_req, res) => {
    const tiers = await listTiers(connectionOf(res));
    const answer: ResponseBody<'listTiers'> = { items: tiers.map(tierView) };
    res.json(answer);
  });

  router.post('/admin/tiers', async (req, res) => {
    const tier = tierConfigOf(req.body as RequestBody<'addTier'>);
    await addTier(connectionOf(res), tier);
    changed(res, tier.Name, 'added');
  });

  router.delete('/admin/tiers/:name', async (req, res) => {
    const connection = connectionOf(res);
    // MinIO answers success for a name it does not have; a client deleting twice deserves to hear it.
    if (!(await listTiers(connection)).some((tier) => tier.Name === req.params.name)) {
      throw new ApiError(404, 'Tier not found', `There is no tier named '${req.params.name}'`);
    }
    await removeTier(connection, req.params.name);
    changed(res, req.params.name, 'removed');
  });

  router.put('/admin/tiers/:type/:name/credentials', async (req, res) => {
    const type = req.params.type as TierType;
    const { name } = req.params;
    const connection = connectionOf(res);
    const credentials = tierCredentialsOf(type, req.body as RequestBody<'updateTierCredentials'>);
    // MinIO's edit does not say the type: a tier of another type than the path names is refused here.
    const known = (await listTiers(connection)).find((tier) => tier.Name === name);
    if (known?.Type !== type) {
      throw new ApiError(404, 'There was an error retrieving tier information.', `No ${type} tier named '${name}'`);
    }
    await editTierCredentials(connection, name, credentials);
    changed(res, name, 'credentials replaced');
  });

  return router;
}
