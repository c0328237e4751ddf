import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';

export type Pvc = components['schemas']['Pvc'];
export type Drive = components['schemas']['Drive'];
export type FormatIssue = components['schemas']['FormatDrivesResponse']['formatIssuesList'][number];

const keys = {
  pvcs: ['storage', 'pvcs'] as const,
  drives: ['storage', 'drives'] as const,
};

/** `GET /api/v1/list-pvcs`: the tenants' claims in every namespace the user may list. */
export function useClusterPvcs() {
  return useQuery({
    queryKey: keys.pvcs,
    queryFn: async () => (await call(api().GET('/api/v1/list-pvcs'))).pvcs,
  });
}

/** `GET /api/v1/direct-csi/drives`; failure means the notice (driver missing or not allowed). */
export function useDrives() {
  return useQuery({
    queryKey: keys.drives,
    retry: false,
    queryFn: async () => (await call(api().GET('/api/v1/direct-csi/drives'))).drives,
  });
}

/** A drive's key in the format request and in the selection: `node:drive`. */
export const driveKey = (drive: Drive) => `${drive.node}:${drive.drive}`;

/** `POST /api/v1/direct-csi/drives/format`; the list refreshes afterwards. */
export function useFormatDrives() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { drives: string[]; force: boolean }) =>
      call(api().POST('/api/v1/direct-csi/drives/format', { body })),
    onSettled: () => client.invalidateQueries({ queryKey: keys.drives }),
  });
}
