import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import type { components } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';
import { serverNeedsRestartAtom } from '@frontend/shared/state/server-restart.atoms';

type Schemas = components['schemas'];
export type Configuration = Schemas['Configuration'];
export type ConfigurationKeyHelp = Schemas['ConfigurationKeyHelp'];
export type ConfigurationChange = Schemas['ConfigurationChange'];
export type ConfigurationEnvOverride = Schemas['ConfigurationEnvOverride'];
export type KeyValue = { key: string; value: string };

export const settingsKeys = {
  all: ['configs'] as const,
  one: (id: string) => ['configs', id] as const,
};

const path = (id: string) => ({ params: { path: { configurationId: id } } });

/** `GET /api/v1/configs/{id}`: keys, values (secrets masked) and named targets of one subsystem or target. */
export function useConfiguration(id: string) {
  return useQuery({
    queryKey: settingsKeys.one(id),
    queryFn: () => call(api().GET('/api/v1/configs/{configurationId}', path(id))),
    // A missing subsystem (404) or a refusal does not get better by asking again at once.
    retry: false,
  });
}

/**
 * After a change: the pages read again, and a change MinIO applies only after a restart raises the restart bar. A
 * refused change changed nothing (MinIO checks it whole): nothing is read again, so the form keeps what the user
 * typed beside the reason.
 */
function useConfigurationChange<V>(mutationFn: (variables: V) => Promise<{ restart: boolean }>) {
  const client = useQueryClient();
  const setRestart = useSetAtom(serverNeedsRestartAtom);
  return useMutation({
    mutationFn,
    onSuccess: async ({ restart }) => {
      if (restart) setRestart(true);
      await client.invalidateQueries({ queryKey: settingsKeys.all });
    },
  });
}

/**
 * `PUT /api/v1/configs/{id}`: the changed keys, and the values the form opened with (`previous`), so that a key
 * someone else changed differently meanwhile is refused (409 naming it) instead of overwritten.
 */
export function useSaveConfiguration() {
  return useConfigurationChange(
    ({ id, keyValues, previous }: { id: string; keyValues: KeyValue[]; previous: readonly KeyValue[] }) =>
      call(
        api().PUT('/api/v1/configs/{configurationId}', {
          ...path(id),
          body: { key_values: keyValues, previous: previous.map(({ key, value }) => ({ key, value })) },
        }),
      ),
  );
}

/** `DELETE /api/v1/configs/{id}`: a category back to its defaults, or a named target removed. */
export function useResetConfiguration() {
  return useConfigurationChange(({ id }: { id: string }) =>
    call(api().DELETE('/api/v1/configs/{configurationId}', path(id))),
  );
}

/** `GET /api/v1/configuration/export`. */
export async function exportConfiguration(): Promise<string> {
  return (await call(api().GET('/api/v1/configuration/export'))).text;
}

/** `POST /api/v1/configuration/import/preview`. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (text: string) => call(api().POST('/api/v1/configuration/import/preview', { body: { text } })),
  });
}

/** `POST /api/v1/configuration/import`. */
export function useImportConfiguration() {
  return useConfigurationChange((text: string) => call(api().POST('/api/v1/configuration/import', { body: { text } })));
}
