import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@frontend/api/client';

const KMS_KEY = 'kms';
export const kmsKeys = {
  status: [KMS_KEY, 'status'] as const,
  version: [KMS_KEY, 'version'] as const,
  apis: [KMS_KEY, 'apis'] as const,
  metrics: [KMS_KEY, 'metrics'] as const,
  keys: [KMS_KEY, 'keys'] as const,
  key: (name: string) => [KMS_KEY, 'key', name] as const,
};

/** `GET /api/v1/kms/status` (`configured` false when the server has none). */
export function useKmsStatus() {
  return useQuery({ queryKey: kmsKeys.status, queryFn: () => call(api().GET('/api/v1/kms/status')) });
}

/** `GET /api/v1/kms/version`. */
export function useKmsVersion(enabled: boolean) {
  return useQuery({ queryKey: kmsKeys.version, queryFn: () => call(api().GET('/api/v1/kms/version')), enabled });
}

/** `GET /api/v1/kms/apis`: `offered` false when the KMS has no list (the page says so). */
export function useKmsApis(enabled: boolean) {
  return useQuery({
    queryKey: kmsKeys.apis,
    queryFn: async () => call(api().GET('/api/v1/kms/apis')),
    enabled,
    retry: false,
  });
}

/** `GET /api/v1/kms/metrics`. */
export function useKmsMetrics(enabled: boolean) {
  return useQuery({ queryKey: kmsKeys.metrics, queryFn: () => call(api().GET('/api/v1/kms/metrics')), enabled });
}

/** `GET /api/v1/kms/keys`. */
export function useKmsKeys(enabled = true) {
  return useQuery({
    queryKey: kmsKeys.keys,
    queryFn: async () => (await call(api().GET('/api/v1/kms/keys'))).results,
    enabled,
  });
}

/** `GET /api/v1/kms/keys/{name}`. */
export function useKmsKeyStatus(name: string) {
  return useQuery({
    queryKey: kmsKeys.key(name),
    queryFn: () => call(api().GET('/api/v1/kms/keys/{name}', { params: { path: { name } } })),
    retry: false,
  });
}

/** `POST /api/v1/kms/keys`. */
export function useCreateKmsKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => call(api().POST('/api/v1/kms/keys', { body: { key } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [KMS_KEY] }),
  });
}

/** What a KMS key name may be (the contract's pattern). */
export const KMS_KEY_NAME = /^[A-Za-z0-9_-]{1,128}$/;
