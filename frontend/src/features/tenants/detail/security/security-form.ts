import type { TenantSecurity, UpdateTenantSecurityRequest } from './security.queries';
import { toBase64 } from './security.queries';

/** A certificate pair being added: the texts of the chosen files. */
export interface NewPair {
  readonly crt: string;
  readonly key: string;
}

/** The Security tab's edits. */
export interface SecurityForm {
  readonly autoCert: boolean;
  readonly custom: boolean;
  /** Installed certificates marked for deletion (their Secret names). */
  readonly toDelete: readonly string[];
  readonly pairs: readonly NewPair[];
  readonly cas: readonly string[];
}

/** The form as the tenant is now: custom on when it has certificates, one empty picker of each kind. */
export function initialForm(security: TenantSecurity): SecurityForm {
  const installed = [...(security.customCertificates.minio ?? []), ...(security.customCertificates.minioCAs ?? [])];
  return {
    autoCert: security.autoCert,
    custom: installed.length > 0,
    toDelete: [],
    pairs: [{ crt: '', key: '' }],
    cas: [''],
  };
}

/**
 * The request (spec 03 §4, §5): with custom certificates off every installed one is deleted; only pairs with both
 * files, and CA entries with a file, are sent.
 */
export function toRequest(form: SecurityForm, security: TenantSecurity): UpdateTenantSecurityRequest {
  const installed = [...(security.customCertificates.minio ?? []), ...(security.customCertificates.minioCAs ?? [])];
  if (!form.custom) {
    return { autoCert: form.autoCert, customCertificates: { secretsToBeDeleted: installed.map((c) => c.name) } };
  }
  return {
    autoCert: form.autoCert,
    customCertificates: {
      secretsToBeDeleted: [...form.toDelete],
      minio: form.pairs
        .filter((pair) => pair.crt.trim() !== '' && pair.key.trim() !== '')
        .map((pair) => ({ crt: toBase64(pair.crt), key: toBase64(pair.key) })),
      minioCAs: form.cas.filter((ca) => ca.trim() !== '').map(toBase64),
    },
  };
}
