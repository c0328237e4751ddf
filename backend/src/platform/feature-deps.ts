import type { Config } from '../config/config';
import type { Logger } from './logging/logger';

/** What the bucket and tier operation tables are built from. */
export interface BucketFeatureDeps {
  readonly config: Config;
  readonly logger: Logger;
}
