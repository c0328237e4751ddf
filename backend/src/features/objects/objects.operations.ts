import { mergeOperations } from '../../platform/operations/operation-table';
import { directOperations } from './direct.operations';
import type { ObjectFeatureDeps } from './objects.deps';
import { objectsPublicOperations } from './objects-public.operations';
import { objectsReadOperations } from './objects-read.operations';
import { objectsWriteOperations } from './objects-write.operations';
import { uploadsOperations } from './uploads.operations';

/**
 * The object browser and object detail (spec 02 §2, §7): every call acts as the session's user, so the user's
 * policy decides, and MinIO's refusals come back as 403s naming what was refused.
 */
export function objectsOperations(deps: ObjectFeatureDeps) {
  return mergeOperations([
    objectsReadOperations(deps),
    objectsWriteOperations(deps),
    uploadsOperations(deps),
    objectsPublicOperations(deps),
    directOperations(deps),
  ]);
}
