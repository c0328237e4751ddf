import type { BucketInfo } from '../buckets/buckets.types';
import type { BucketAbilities } from './bucket-abilities';

/** What every admin section receives. */
export interface SectionProps {
  readonly bucket: string;
  readonly info: BucketInfo;
  readonly abilities: BucketAbilities;
}
