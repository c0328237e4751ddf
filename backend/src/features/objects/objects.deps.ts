import type { BucketFeatureDeps } from '../../platform/feature-deps';
import type { UploadIds } from './upload-id';

/** What the object operations are built from: the bucket features' dependencies and the sealer of upload ids. */
export interface ObjectFeatureDeps extends BucketFeatureDeps {
  readonly uploadIds: UploadIds;
}
