/**
 * Sizing a new tenant (spec 03 §5 "Tenant size", "Pool sizing messages"; §9): erasure parity for a pool shape, how a
 * total size spreads over the drives, and the memory per server. Shared by the wizard (shown while typing) and by
 * `POST /tenants` (refused with the same words), so the two never disagree.
 */

export const GiB = 2 ** 30;
/** Smallest volume and smallest total (spec 03 §9). */
export const MIN_VOLUME_BYTES = GiB;
/** Smallest memory per server pod (spec 03 §9). */
export const MIN_MEMORY_BYTES = 2 * GiB;
/** The wizard's input minimum for servers (spec 03 §5). */
export const MIN_SERVERS = 4;

export const sizingMessages = {
  poolTooSmall: 'The pool size must be greater than 1Gi',
  noDrives: 'Number of drives must be at least 1',
  diskTooSmall: 'Disk Size with this combination would be less than 1Gi, please try another combination',
  notDivisible: (drives: number, below: string, above: string) =>
    `The total size does not divide evenly across ${drives} drives; try ${below} or ${above}`,
  noMemory: 'There is no memory available for the selected number of nodes',
  notEnoughMemory: 'There are not enough memory resources available',
  memoryTooSmall: 'The requested memory size must be greater than 2Gi',
  memoryOverMax: 'The requested memory is greater than the max available memory for the selected number of nodes',
  noParity: (drives: number) =>
    `No erasure-code parity is possible with ${drives} drives: the drives must form erasure sets of 2 to 16`,
  parityNotOffered: (parity: number, choices: readonly string[]) =>
    `Parity EC:${parity} is not possible for this pool; possible: ${choices.join(', ') || 'none'}`,
  tooManyServers: (max: number) => `A pool has at most ${max} servers`,
  tooManyDrives: (max: number) => `A server has at most ${max} drives`,
  overQuota: (limit: string) => `Volume size must be greater than 1Gi and less than ${limit}`,
} as const;

/**
 * The erasure-set size MinIO would pick for `drives` drives in one pool: the largest size from 2 to 16 that divides
 * the drive count (sets are equal in size), or undefined when none does (e.g. 17 drives).
 */
export function erasureSetSize(drives: number): number | undefined {
  if (!Number.isInteger(drives) || drives < 2) return undefined;
  for (let size = 16; size >= 2; size--) {
    if (drives % size === 0) return size;
  }
  return undefined;
}

/**
 * The parities possible for `servers` × `drivesPerServer` drives, highest first (`EC:8` … `EC:2`): at most half the
 * erasure set, at least 2 (1 for sets of 2 or 3 drives). Empty when the drives form no erasure set.
 */
export function parityChoices(servers: number, drivesPerServer: number): string[] {
  const setSize = erasureSetSize(servers * drivesPerServer);
  if (setSize === undefined) return [];
  const highest = Math.floor(setSize / 2);
  const lowest = setSize < 4 ? 1 : 2;
  const choices: string[] = [];
  for (let parity = highest; parity >= lowest; parity--) choices.push(`EC:${parity}`);
  return choices;
}

/** The parity the wizard selects first (spec 03 §9): the first choice, or EC:4 for ≥ 8 servers and > 16 drives. */
export function defaultParity(servers: number, drivesPerServer: number, choices: readonly string[]): string {
  if (servers >= 8 && servers * drivesPerServer > 16 && choices.includes('EC:4')) return 'EC:4';
  return choices[0] ?? '';
}

/** The largest pool shape the console accepts: what `GET /get-parity/{nodes}/{drivesPerServer}` takes. */
export const MAX_SERVERS = 10_000;
export const MAX_DRIVES_PER_SERVER = 1_000;

/**
 * Why MinIO could not run a pool of this shape, or undefined: more servers or drives than the console takes, or a
 * drive count that forms no erasure set (e.g. one drive, or 17).
 */
export function poolShapeProblem(servers: number, drivesPerServer: number): string | undefined {
  if (servers > MAX_SERVERS) return sizingMessages.tooManyServers(MAX_SERVERS);
  if (drivesPerServer > MAX_DRIVES_PER_SERVER) return sizingMessages.tooManyDrives(MAX_DRIVES_PER_SERVER);
  if (parityChoices(servers, drivesPerServer).length === 0) return sizingMessages.noParity(servers * drivesPerServer);
  return undefined;
}

/** How a total size spreads over a pool's drives. */
export interface Distribution {
  readonly drives: number;
  /** Bytes per volume. */
  readonly volumeBytes: number;
  readonly error?: string;
}

/**
 * Splits `totalBytes` over `servers` × `drivesPerServer` drives. Each drive gets the same whole number of MiB (a
 * volume claim's size), at least 1 GiB; a total that does not split evenly is refused with the nearest totals that
 * give whole GiB per drive.
 *
 * Spec 03 §9's "256Gi per drive" and "12 Ti limit" bound the split only when the drive count is derived from the
 * size (no drives per server given): the drives per server are required here (at least 1, checked first, with the
 * same message), so, as in the console users come from, neither bounds a split.
 */
export function distribute(
  totalBytes: number,
  servers: number,
  drivesPerServer: number,
  format: (bytes: number) => string,
): Distribution {
  const drives = servers * drivesPerServer;
  if (!(drivesPerServer >= 1)) return { drives, volumeBytes: 0, error: sizingMessages.noDrives };
  if (!(totalBytes >= MIN_VOLUME_BYTES)) return { drives, volumeBytes: 0, error: sizingMessages.poolTooSmall };
  const MiB = 2 ** 20;
  const unit = drives * MiB;
  const volumeBytes = Math.floor(totalBytes / drives);
  if (volumeBytes < MIN_VOLUME_BYTES) return { drives, volumeBytes, error: sizingMessages.diskTooSmall };
  if (totalBytes % unit !== 0) {
    // Suggest whole GiB per drive: always even, and what a person types.
    const step = drives * GiB;
    const below = Math.floor(totalBytes / step) * step;
    const above = below + step;
    return { drives, volumeBytes, error: sizingMessages.notDivisible(drives, format(below), format(above)) };
  }
  return { drives, volumeBytes };
}

/** Why `requestedBytes` of memory per server cannot be had, given the most the nodes can give (undefined: fits). */
export function memoryProblem(requestedBytes: number, maxBytes: number): string | undefined {
  if (maxBytes <= 0) return sizingMessages.noMemory;
  if (maxBytes < MIN_MEMORY_BYTES) return sizingMessages.notEnoughMemory;
  if (!(requestedBytes >= MIN_MEMORY_BYTES)) return sizingMessages.memoryTooSmall;
  if (requestedBytes > maxBytes) return sizingMessages.memoryOverMax;
  return undefined;
}

/** The memory limit a pool of this raw capacity should get at least (spec 03 §9). */
export function minimumMemoryLimit(rawCapacityBytes: number): number {
  const TiB = 2 ** 40;
  if (rawCapacityBytes >= 1024 * TiB) return 64 * GiB;
  if (rawCapacityBytes >= 100 * TiB) return 32 * GiB;
  if (rawCapacityBytes >= 10 * TiB) return 16 * GiB;
  if (rawCapacityBytes >= TiB) return 8 * GiB;
  return 0;
}

/** Usable capacity once parity is taken off: raw × (set − parity) ÷ set. */
export function usableCapacity(rawBytes: number, drives: number, parity: number): number {
  const setSize = erasureSetSize(drives);
  if (setSize === undefined || parity >= setSize) return 0;
  return Math.floor((rawBytes * (setSize - parity)) / setSize);
}

/** Bytes in Kubernetes' binary units, as the wizard's messages show them: `40Gi`, `1.5Ti`, `512Mi`. */
export function formatQuantity(bytes: number): string {
  const units = ['Ei', 'Pi', 'Ti', 'Gi', 'Mi', 'Ki'] as const;
  for (const [index, unit] of units.entries()) {
    const size = 2 ** (10 * (units.length - index));
    if (bytes >= size) return `${Number((bytes / size).toFixed(2))}${unit}`;
  }
  return `${bytes}B`;
}
