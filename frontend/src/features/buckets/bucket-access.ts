import type { Bucket } from './buckets.types';
import { bucketsStrings } from './buckets.strings';

/** The card's access label from `rw_access` (spec 01 §2): R, W or R/W. */
export function accessLabel({ read, write }: Bucket['rw_access']): string {
  const short = bucketsStrings.accessShort;
  if (read && write) return short.readWrite;
  if (read) return short.read;
  if (write) return short.write;
  return short.none;
}
