import type { Schema } from '@contract/shared/contract-types';
import { ApiError } from '@platform/errors/api-error';
import type { K8sClients } from '@platform/k8s/k8s-clients';
import { k8sCall } from '@platform/k8s/k8s-errors';

/** The direct-csi v1.3 resources (kubernetes.md §3.1): cluster-scoped, no status subresource. */
const DRIVES = { group: 'direct.csi.min.io', version: 'v1beta1', plural: 'directcsidrives' } as const;
const VOLUMES = { group: 'direct.csi.min.io', version: 'v1beta1', plural: 'directcsivolumes' } as const;

/** The parts of a DirectCSIDrive the console reads and writes. */
export interface DriveObject {
  apiVersion?: string;
  kind?: string;
  metadata?: { name?: string; resourceVersion?: string; [field: string]: unknown };
  spec?: { directCSIOwned?: boolean; requestedFormat?: Record<string, unknown>; [field: string]: unknown };
  status?: {
    path?: string;
    nodeName?: string;
    totalCapacity?: number;
    allocatedCapacity?: number;
    filesystem?: string;
    driveStatus?: string;
    conditions?: ReadonlyArray<{ type?: string; status?: string; message?: string }>;
  };
}

interface VolumeObject {
  status?: { drive?: string };
}

type Drive = Schema<'Drive'>;
type FormatIssue = Schema<'FormatDrivesResponse'>['formatIssuesList'][number];

async function listAll<T>(clients: K8sClients, crd: typeof DRIVES | typeof VOLUMES): Promise<T[]> {
  const list = (await k8sCall(clients.server, { verb: 'list', resource: `${crd.plural}.${crd.group}` }, () =>
    clients.custom.listClusterCustomObject({ ...crd }),
  )) as { items?: T[] };
  return list.items ?? [];
}

/** The drive as a person names it: `/dev/sdb` for `/var/lib/direct-csi/devices/sdb-part-1` (the partition folded). */
export function driveLabel(path: string): string {
  const device = path
    .replace('/var/lib/direct-csi/devices/', '')
    .replace(/^\/dev\//, '')
    .replace(/-part-/, '');
  return `/dev/${device}`;
}

/** A drive's status, with a `*` when direct-csi has not taken it over or not initialised it yet (not ready to use). */
function statusOf(drive: DriveObject): string {
  const status = drive.status?.driveStatus ?? 'Unknown';
  const pending = (drive.status?.conditions ?? []).some(
    (condition) => (condition.type === 'Owned' || condition.type === 'Initialized') && condition.status !== 'True',
  );
  return pending ? `${status}*` : status;
}

/**
 * The locally attached drives (`/storage/drives`): every DirectCSIDrive with the number of DirectCSIVolumes placed
 * on it, sorted by drive then node. Without direct-csi the API server answers 404 for the resource, passed on so
 * the page shows the notice about installing it.
 */
export async function listDrives(clients: K8sClients): Promise<Drive[]> {
  // Both asked at once; when both fail, the drives' failure is the one reported (the page is about drives), whichever
  // answer came first.
  const [drivesAnswer, volumesAnswer] = await Promise.allSettled([
    listAll<DriveObject>(clients, DRIVES),
    listAll<VolumeObject>(clients, VOLUMES),
  ]);
  if (drivesAnswer.status === 'rejected') throw drivesAnswer.reason;
  if (volumesAnswer.status === 'rejected') throw volumesAnswer.reason;
  const [drives, volumes] = [drivesAnswer.value, volumesAnswer.value];
  const perDrive = new Map<string, number>();
  for (const volume of volumes) {
    const name = volume.status?.drive;
    if (name) perDrive.set(name, (perDrive.get(name) ?? 0) + 1);
  }
  return drives
    .map((drive) => ({
      drive: driveLabel(drive.status?.path ?? ''),
      node: drive.status?.nodeName ?? '',
      capacity: Math.max(0, drive.status?.totalCapacity ?? 0),
      allocated: Math.max(0, drive.status?.allocatedCapacity ?? 0),
      volumes: perDrive.get(drive.metadata?.name ?? '') ?? 0,
      status: statusOf(drive),
    }))
    .sort((a, b) => a.drive.localeCompare(b.drive) || a.node.localeCompare(b.node));
}

/** Why a drive cannot be formatted, or undefined when it may be (kubernetes.md §3.1). */
function refusal(drive: DriveObject, force: boolean): string | undefined {
  const status = drive.status?.driveStatus;
  if (status === 'Unavailable') return 'Status is unavailable';
  if (status === 'InUse') return 'Drive in use. Cannot be formatted';
  if (!force && status === 'Ready') return 'Drive already owned and managed. Use force to overwrite';
  if (!force && drive.status?.filesystem) return 'Drive already has a fs. Use force to overwrite';
  return undefined;
}

/**
 * Asks direct-csi to format drives (`node:/dev/x` each): a drive that may be formatted gets `spec.directCSIOwned`
 * and `spec.requestedFormat` (xfs), which the node's driver acts on. Every drive that cannot be — unknown, in use,
 * unavailable, already formatted without force, or whose update failed — is listed with the reason; the others are
 * requested. When none of the named drives exists, that is a 404.
 */
export async function formatDrives(
  clients: K8sClients,
  names: readonly string[],
  force: boolean,
): Promise<FormatIssue[]> {
  const drives = await listAll<DriveObject>(clients, DRIVES);
  const byKey = new Map(
    drives.map((drive) => [`${drive.status?.nodeName ?? ''}:${driveLabel(drive.status?.path ?? '')}`, drive]),
  );
  const issues: FormatIssue[] = [];
  let found = 0;
  for (const key of new Set(names)) {
    const separator = key.indexOf(':');
    const node = key.slice(0, separator);
    const label = key.slice(separator + 1);
    const drive = byKey.get(key);
    if (!drive) {
      issues.push({ node, drive: label, error: 'No such drive on this node' });
      continue;
    }
    found++;
    const reason = refusal(drive, force);
    if (reason) {
      issues.push({ node, drive: label, error: reason });
      continue;
    }
    const name = drive.metadata?.name ?? '';
    const body: DriveObject = {
      ...drive,
      spec: { ...drive.spec, directCSIOwned: true, requestedFormat: { filesystem: 'xfs', force } },
    };
    try {
      await k8sCall(clients.server, { verb: 'update', resource: `${DRIVES.plural}.${DRIVES.group}`, name }, () =>
        clients.custom.replaceClusterCustomObject({ ...DRIVES, name, body }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw error;
      issues.push({ node, drive: label, error: error instanceof ApiError ? error.message : String(error) });
    }
  }
  if (found === 0) throw new ApiError(404, 'None of these drives exists', names.join(', '));
  return issues;
}
