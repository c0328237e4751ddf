import { localDateTime } from '@frontend/shared/format/local-date-time';
import { serviceAccountProblems, type ServiceAccountForm } from './service-account-form.rules';
import type { ServiceAccountInfo, UpdateServiceAccountRequest } from './service-accounts.queries';

/** Messages of the Edit form beyond the Create form's. */
export const serviceAccountEditMessages = {
  nameKept: 'MinIO cannot remove a name, only replace it: type a new one.',
  descriptionKept: 'MinIO cannot remove a description, only replace it: type a new one.',
} as const;

/** What the Edit form holds: the Create form's fields (without credentials) and the status. */
export interface ServiceAccountEditForm extends ServiceAccountForm {
  readonly enabled: boolean;
}

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, what a datetime-local field shows. */
export function localDateTimeValue(iso: string): string {
  return localDateTime(new Date(iso));
}

/** A policy as MinIO sends it (one line), indented for the editor. */
function readable(policy: string): string {
  try {
    return JSON.stringify(JSON.parse(policy), null, 2);
  } catch {
    return policy;
  }
}

/** The form as the service account is now. */
export function editFormOf(info: ServiceAccountInfo): ServiceAccountEditForm {
  return {
    restrict: !info.impliedPolicy,
    policy: info.impliedPolicy ? '' : readable(info.policy),
    customize: false,
    accessKey: '',
    secretKey: '',
    name: info.name ?? '',
    description: info.description ?? '',
    expiry: info.expiration ? localDateTimeValue(info.expiration) : '',
    enabled: info.status === 'enabled',
  };
}

/**
 * Each field's problem: the Create form's rules, and a name or description emptied that MinIO would keep. An
 * expiry left as it was is not checked again (an expired account can still be edited, e.g. to disable it).
 */
export function serviceAccountEditProblems(form: ServiceAccountEditForm, info: ServiceAccountInfo, now: Date) {
  const problems = serviceAccountProblems(form, now);
  const unchangedExpiry = form.expiry === editFormOf(info).expiry;
  return {
    ...problems,
    name: problems.name ?? (form.name === '' && info.name ? serviceAccountEditMessages.nameKept : undefined),
    description:
      problems.description ??
      (form.description === '' && info.description ? serviceAccountEditMessages.descriptionKept : undefined),
    expiry: unchangedExpiry ? undefined : problems.expiry,
  };
}

export function canSaveServiceAccount(form: ServiceAccountEditForm, info: ServiceAccountInfo, now: Date): boolean {
  return Object.values(serviceAccountEditProblems(form, info, now)).every((problem) => problem === undefined);
}

/**
 * The request: every field the form changed; the policy always (empty for "all of the owner's rights"); and the
 * service account as the dialog opened with it (`info`), so the server applies only this user's changes to what
 * MinIO has by then and refuses one that clashes with another administrator's.
 */
export function serviceAccountUpdateBody(
  form: ServiceAccountEditForm,
  info: ServiceAccountInfo,
): UpdateServiceAccountRequest {
  const before = editFormOf(info);
  const status = form.enabled ? 'enabled' : 'disabled';
  let expiration: string | null | undefined;
  if (form.expiry !== before.expiry) expiration = form.expiry === '' ? null : new Date(form.expiry).toISOString();
  return {
    policy: form.restrict ? form.policy : '',
    ...(form.name !== before.name && form.name !== '' ? { name: form.name } : {}),
    ...(form.description !== before.description && form.description !== '' ? { description: form.description } : {}),
    ...(expiration !== undefined ? { expiration } : {}),
    ...(status !== info.status ? { status } : {}),
    previous: {
      policy: info.impliedPolicy ? '' : info.policy,
      name: info.name ?? '',
      description: info.description ?? '',
      expiration: info.expiration ?? null,
      status: info.status,
    },
  };
}
