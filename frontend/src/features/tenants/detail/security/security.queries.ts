import { useMutation, useQuery } from '@tanstack/react-query';
import type { components } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';
import { tenantKeys } from '../../tenants.queries';
import { tenantParams, useInvalidateTenants, type TenantRef } from '../tenant.queries';

export type TenantSecurity = components['schemas']['TenantSecurity'];
export type CertificateInfo = components['schemas']['CertificateInfo'];
export type UpdateTenantSecurityRequest = components['schemas']['UpdateTenantSecurityRequest'];

const path = '/api/v1/namespaces/{namespace}/tenants/{tenant}/security';

/** `GET …/security`: auto-cert and the installed certificates. */
export function useTenantSecurity(ref: TenantRef) {
  return useQuery({
    queryKey: [...tenantKeys.one(ref.namespace, ref.name), 'security'],
    queryFn: () => call(api().GET(path, { params: tenantParams(ref) })),
  });
}

/** `POST …/security`: saves the tab (the tenant restarts). */
export function useUpdateTenantSecurity(ref: TenantRef) {
  const invalidate = useInvalidateTenants();
  return useMutation({
    mutationFn: (body: UpdateTenantSecurityRequest) => call(api().POST(path, { params: tenantParams(ref), body })),
    onSuccess: invalidate,
  });
}

/** Base64 of a file's text, as the contract carries certificate files. */
export function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
