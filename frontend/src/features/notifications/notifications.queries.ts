import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import type { components } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';
import { serverNeedsRestartAtom } from '@frontend/shared/state/server-restart.atoms';
import type { KeyValue } from './notification-form.rules';
import type { NotificationService } from './notification-targets.catalog';

export type NotificationEndpoint = components['schemas']['NotificationEndpoint'];

/** `service:account_id`, the name a target is shown and addressed by (spec 03 §2). */
export const displayName = (endpoint: NotificationEndpoint) => `${endpoint.service}:${endpoint.account_id}`;

export const notificationKeys = {
  list: ['notification-endpoints'] as const,
  one: (service: string, name: string) => ['notification-endpoints', service, name] as const,
};

/** The configuration id of one target: `notify_<service>:<name>`. */
export const targetId = (service: NotificationService, name: string) => `notify_${service}:${name}`;

/** `GET /api/v1/admin/notification_endpoints`: the targets MinIO has loaded, with their status. */
export function useNotificationEndpoints() {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: async () => (await call(api().GET('/api/v1/admin/notification_endpoints'))).notification_endpoints ?? [],
  });
}

/** `GET /api/v1/configs/notify_<service>:<name>`: the stored keys of one target, secrets masked. */
export function useStoredTarget(service: NotificationService, name: string | undefined) {
  return useQuery({
    queryKey: notificationKeys.one(service, name ?? ''),
    queryFn: async () =>
      (
        await call(
          api().GET('/api/v1/configs/{configurationId}', {
            params: { path: { configurationId: targetId(service, name ?? '') } },
          }),
        )
      ).key_values,
    enabled: name !== undefined,
  });
}

/** After a save or delete MinIO needs a restart to load the change: the restart banner appears. */
function useAfterChange() {
  const queryClient = useQueryClient();
  const setRestart = useSetAtom(serverNeedsRestartAtom);
  return (restart: boolean) => {
    if (restart) setRestart(true);
    void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
  };
}

/**
 * `PUT /api/v1/configs/notify_<service>:<name>`; answers whether a restart is needed. An edit sends the stored
 * key/values it opened with as `previous` (a 409 names a key someone else changed meanwhile).
 */
export function useSaveTarget(service: NotificationService) {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ name, keyValues, previous }: { name: string; keyValues: KeyValue[]; previous?: KeyValue[] }) =>
      call(
        api().PUT('/api/v1/configs/{configurationId}', {
          params: { path: { configurationId: targetId(service, name) } },
          body: { key_values: keyValues, ...(previous ? { previous } : {}) },
        }),
      ),
    onSuccess: (saved) => afterChange(saved.restart),
  });
}

/** `DELETE /api/v1/configs/notify_<service>:<name>`. */
export function useDeleteTarget() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ service, name }: { service: NotificationService; name: string }) =>
      call(
        api().DELETE('/api/v1/configs/{configurationId}', {
          params: { path: { configurationId: targetId(service, name) } },
        }),
      ),
    onSuccess: (deleted) => afterChange(deleted.restart),
  });
}
