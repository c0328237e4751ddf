import express, { type Router } from 'express';
import type { ObjectFeatureDeps } from './objects.deps';
import { objectsReadRouter } from './objects-read.router';
import { objectsWriteRouter } from './objects-write.router';
import { uploadsRouter } from './uploads.router';

/**
 * The object browser and object detail (spec 02 §2, §7): every call acts as the session's user, so the user's
 * policy decides, and MinIO's refusals come back as 403s naming what was refused.
 */
export function objectsRouter(deps: ObjectFeatureDeps): Router {
  const router = express.Router();
  router.use(objectsReadRouter(deps));
  router.use(objectsWriteRouter(deps));
  router.use(uploadsRouter(deps));
  return router;
}
