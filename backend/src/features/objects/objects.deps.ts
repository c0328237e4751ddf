import type { BucketFeatureDeps } from '../../platform/feature-deps';
import type { DirectTransfers } from './direct-transfers';
import type { UploadIds } from './upload-id';

/** What the object operations are built from: the bucket features' dependencies and the sealer of upload ids. */
export interface ObjectFeatureDeps extends BucketFeatureDeps {
  readonly uploadIds: UploadIds;
  /** Whether browsers may transfer straight to MinIO (CONSOLE_MINIO_BROWSER_URL and MinIO's CORS). */
  readonly directTransfers: DirectTransfers;
}
