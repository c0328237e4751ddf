import { policyDocumentProblem } from '../../shared/components/policy-document.rules';
import { passwordLengthProblem } from '../users/password.rules';

/** Messages of the Create service account form's own rules (MinIO's limits, as the contract states them). */
export const serviceAccountMessages = {
  accessKey: 'Between 3 and 20 characters: letters, digits and _ . @ + = - only.',
  secretKeyLong: 'At most 40 characters.',
  name: 'Up to 32 characters, starting with a letter: letters, digits, _ or - only.',
  description: 'At most 256 characters.',
  expiryPast: 'The expiry must be in the future',
  expirySoon: 'The expiry must be at least 15 minutes ahead',
  expiryFar: 'The expiry can be at most a year ahead',
} as const;

/** MinIO's bounds on an expiry. */
const MIN_EXPIRY_MS = 15 * 60_000;
const MAX_EXPIRY_MS = 365 * 86_400_000;

function expiryProblem(expiry: string, now: Date): string | undefined {
  if (expiry === '') return undefined;
  const ahead = new Date(expiry).getTime() - now.getTime();
  if (!(ahead > 0)) return serviceAccountMessages.expiryPast;
  if (ahead < MIN_EXPIRY_MS) return serviceAccountMessages.expirySoon;
  return ahead > MAX_EXPIRY_MS ? serviceAccountMessages.expiryFar : undefined;
}

/** What the form holds. */
export interface ServiceAccountForm {
  readonly restrict: boolean;
  readonly policy: string;
  readonly customize: boolean;
  readonly accessKey: string;
  readonly secretKey: string;
  readonly name: string;
  readonly description: string;
  /** `YYYY-MM-DDTHH:mm` from a datetime-local field, in the browser's time zone; empty for never. */
  readonly expiry: string;
}

export const emptyServiceAccountForm: ServiceAccountForm = {
  restrict: false,
  policy: '',
  customize: false,
  accessKey: '',
  secretKey: '',
  name: '',
  description: '',
  expiry: '',
};

/** Each field's problem as typed (empty fields have none: only what is required blocks Create). */
export function serviceAccountProblems(form: ServiceAccountForm, now: Date) {
  return {
    policy: form.restrict ? policyDocumentProblem(form.policy) : undefined,
    accessKey:
      form.customize && form.accessKey !== '' && !/^[A-Za-z0-9_.@+=-]{3,20}$/.test(form.accessKey)
        ? serviceAccountMessages.accessKey
        : undefined,
    secretKey: !form.customize
      ? undefined
      : form.secretKey.length > 40
        ? serviceAccountMessages.secretKeyLong
        : passwordLengthProblem(form.secretKey),
    name: /^([A-Za-z][A-Za-z0-9_-]{0,31})?$/.test(form.name) ? undefined : serviceAccountMessages.name,
    description: form.description.length > 256 ? serviceAccountMessages.description : undefined,
    expiry: expiryProblem(form.expiry, now),
  };
}

/** Create is enabled when no field has a problem and chosen credentials are both filled in. */
export function canCreateServiceAccount(form: ServiceAccountForm, now: Date): boolean {
  const problems = Object.values(serviceAccountProblems(form, now));
  const credentialsFilled = !form.customize || (form.accessKey !== '' && form.secretKey !== '');
  return credentialsFilled && problems.every((problem) => problem === undefined);
}

/** The request body's optional fields: only what was filled in. */
export function serviceAccountDetails(form: ServiceAccountForm) {
  return {
    ...(form.restrict && form.policy.trim() !== '' ? { policy: form.policy } : {}),
    ...(form.name !== '' ? { name: form.name } : {}),
    ...(form.description !== '' ? { description: form.description } : {}),
    ...(form.expiry !== '' ? { expiration: new Date(form.expiry).toISOString() } : {}),
  };
}
