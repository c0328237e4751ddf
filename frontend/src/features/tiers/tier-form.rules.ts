import type { AddTierRequest, TierType } from './tiers.queries';
import { tiersStrings as strings } from './tiers.strings';

/** The Add Tier form as typed; `creds` is the chosen credentials file's text (gcs). */
export interface TierForm {
  readonly name: string;
  readonly endpoint: string;
  readonly bucket: string;
  readonly prefix: string;
  readonly region: string;
  readonly accessKey: string;
  readonly secretKey: string;
  readonly storageClass: string;
  readonly creds: string;
  readonly accountName: string;
  readonly accountKey: string;
}

export type TierField = keyof TierForm;

/** Endpoint defaults (spec 03 §9): the providers' public addresses; a same-kind tier has none. */
export const DEFAULT_ENDPOINTS: Readonly<Record<TierType, string>> = {
  minio: '',
  s3: 'https://s3.amazonaws.com',
  gcs: 'https://storage.googleapis.com',
  azure: 'http://blob.core.windows.net',
};

export function emptyTierForm(type: TierType): TierForm {
  return {
    name: '',
    endpoint: DEFAULT_ENDPOINTS[type],
    bucket: '',
    prefix: '',
    region: '',
    accessKey: '',
    secretKey: '',
    storageClass: '',
    creds: '',
    accountName: '',
    accountKey: '',
  };
}

/** The fields a type's form has, in order (spec 03 §3 "Tier"); gcs has no endpoint of the user's. */
export function tierFields(type: TierType): readonly TierField[] {
  const place: TierField[] = ['name', 'endpoint', 'bucket', 'prefix', 'region'];
  switch (type) {
    case 's3':
      return [...place, 'accessKey', 'secretKey', 'storageClass'];
    case 'minio':
      return [...place, 'accessKey', 'secretKey'];
    case 'gcs':
      return ['name', 'creds', 'bucket', 'prefix', 'region'];
    case 'azure':
      return [...place, 'accountName', 'accountKey'];
  }
}

/** Required on every form (spec 03 §5), plus the type's credentials; the S3 storage class is optional. */
const OPTIONAL: ReadonlySet<TierField> = new Set(['storageClass']);

export function isRequired(field: TierField): boolean {
  return !OPTIONAL.has(field);
}

/** Tier names are forced to upper case (spec 03 §5). */
export function tierNameInput(text: string): string {
  return text.toUpperCase();
}

/** Each field's problem (spec 03 §5 messages), for the fields of `type`. */
export function tierFormProblems(type: TierType, form: TierForm): Partial<Record<TierField, string>> {
  const problems: Partial<Record<TierField, string>> = {};
  for (const field of tierFields(type)) {
    if (isRequired(field) && form[field].trim() === '') problems[field] = strings.problems.required;
  }
  if (form.name !== '' && !/^[A-Z0-9_-]+$/.test(form.name)) problems.name = strings.problems.name;
  if (type !== 'gcs' && form.endpoint.trim() !== '' && !isHttpUrl(form.endpoint.trim())) {
    problems.endpoint = strings.problems.url;
  }
  if (type === 'gcs' && form.creds !== '' && !isJsonObject(form.creds)) problems.creds = strings.problems.json;
  return problems;
}

function isHttpUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === 'http:' || protocol === 'https:';
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** Base64 of a text, as the contract carries the gcs credentials file. */
export function base64Of(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The add request: `type` plus the block named after it (spec 03 §3). */
export function toAddTierRequest(type: TierType, form: TierForm): AddTierRequest {
  const common = {
    name: form.name.trim(),
    endpoint: type === 'gcs' ? DEFAULT_ENDPOINTS.gcs : form.endpoint.trim(),
    bucket: form.bucket.trim(),
    prefix: form.prefix.trim(),
    region: form.region.trim(),
  };
  switch (type) {
    case 's3':
      return {
        type,
        s3: {
          ...common,
          accesskey: form.accessKey.trim(),
          secretkey: form.secretKey,
          ...(form.storageClass.trim() && { storageclass: form.storageClass.trim() }),
        },
      };
    case 'minio':
      return { type, minio: { ...common, accesskey: form.accessKey.trim(), secretkey: form.secretKey } };
    case 'gcs':
      return { type, gcs: { ...common, creds: base64Of(form.creds) } };
    case 'azure':
      return { type, azure: { ...common, accountname: form.accountName.trim(), accountkey: form.accountKey } };
  }
}
