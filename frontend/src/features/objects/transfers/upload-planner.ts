import { displayName } from '../common/object-path';

/** Files below this size go through the form upload; larger ones through a resumable multipart upload. */
export const MULTIPART_THRESHOLD = 16 * 1024 * 1024;
/** Parts of one file in flight at once. */
export const PARTS_IN_FLIGHT = 4;
/** Attempts of one part before the upload fails. */
export const PART_ATTEMPTS = 3;

export type UploadRoute = 'form' | 'multipart';

/**
 * Whether a form part carries the file name of `key` unchanged. Browsers write a `"` in a part's file name as `%22`
 * (the HTML standard's multipart/form-data encoding), so the server cannot tell it from a name with `%22` in it.
 */
const formKeepsName = (key: string) => !displayName(key).includes('"');

/**
 * How a file of `size` bytes goes to `key`: by form when small, else as a resumable multipart upload — which carries
 * the key itself, so a small file whose name the form would change goes that way too.
 */
export const uploadRoute = (size: number, key: string): UploadRoute =>
  size < MULTIPART_THRESHOLD && formKeepsName(key) ? 'form' : 'multipart';

/** One part of a multipart upload: its number (from 1) and byte range `[start, end)` of the file. */
export interface PlannedPart {
  readonly partNumber: number;
  readonly start: number;
  readonly end: number;
}

/** The parts of a file of `size` bytes cut at `partSize` (the server's choice); every part but the last is full. */
export function planParts(size: number, partSize: number): PlannedPart[] {
  if (partSize <= 0) throw new Error('The part size must be positive');
  const count = Math.max(1, Math.ceil(size / partSize));
  return Array.from({ length: count }, (_, index) => ({
    partNumber: index + 1,
    start: index * partSize,
    end: Math.min(size, (index + 1) * partSize),
  }));
}

/** A part the server reports holding (listUploadParts). */
export interface StoredPart {
  readonly partNumber: number;
  readonly etag: string;
  readonly size?: number;
}

/**
 * The planned parts the server does not hold yet, after a dropped connection: a part counts as stored only when the
 * server lists it with the planned size (a part cut short is sent again).
 */
export function missingParts(plan: readonly PlannedPart[], stored: readonly StoredPart[]): PlannedPart[] {
  const held = new Map(stored.map((part) => [part.partNumber, part]));
  return plan.filter((part) => {
    const found = held.get(part.partNumber);
    return !found || (found.size !== undefined && found.size !== part.end - part.start);
  });
}

/** The completion list: every planned part with its etag, in order; throws when one is missing. */
export function completionList(
  plan: readonly PlannedPart[],
  etags: ReadonlyMap<number, string>,
): { partNumber: number; etag: string }[] {
  return plan.map(({ partNumber }) => {
    const etag = etags.get(partNumber);
    if (etag === undefined) throw new Error(`Part ${partNumber} was not stored`);
    return { partNumber, etag };
  });
}

/**
 * Runs `work` over `items` with at most `limit` running at once. After a failure no further item starts, and the
 * items already running finish before it rejects with that first failure: a failed upload must neither keep
 * sending parts nor report failure while parts are still on their way (a retry then asks what the server holds).
 */
export async function runPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (failure === undefined && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure !== undefined) throw failure.error;
}
