import type { BucketObject } from '../listing/object-sort';
import type { ObjectAbilities } from '../object-abilities';

/** What a panel of the object detail (Details, Tags…) is given: the object, its bucket, what the user may do. */
export interface ObjectPanelProps {
  readonly bucket: string;
  readonly object: BucketObject;
  readonly abilities: ObjectAbilities;
}
