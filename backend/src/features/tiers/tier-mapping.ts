import { ApiError } from '../../platform/errors/api-error';
import type { TierConfig, TierCredentials, TierType } from '../../platform/minio/admin/tiers';
import type { RequestBody, Schema } from '@contract/shared/contract-types';

type AddTier = RequestBody<'addTier'>;
type CredentialsRequest = RequestBody<'updateTierCredentials'>;

/** One tier as the contract lists it: `type` plus the block named after it, without any secret. */
export function tierView(tier: TierConfig): Schema<'Tier'> {
  const type = tier.Type;
  const common = { name: tier.Name };
  switch (type) {
    case 's3': {
      const s3 = tier.S3;
      const block = s3 && { ...common, ...place(s3), accesskey: s3.AccessKey, storageclass: s3.StorageClass ?? '' };
      return { type, ...(block && { s3: block }) };
    }
    case 'minio': {
      const minio = tier.MinIO;
      return { type, ...(minio && { minio: { ...common, ...place(minio), accesskey: minio.AccessKey } }) };
    }
    case 'azure': {
      const azure = tier.Azure;
      const block = azure && { ...common, ...place({ ...azure, Endpoint: azure.Endpoint ?? '' }) };
      return { type, ...(block && { azure: { ...block, accountname: azure.AccountName } }) };
    }
    case 'gcs': {
      const gcs = tier.GCS;
      return { type, ...(gcs && { gcs: { ...common, ...place({ ...gcs, Endpoint: '' }) } }) };
    }
  }
}

function place(remote: { Endpoint: string; Bucket: string; Prefix?: string; Region?: string }) {
  return { endpoint: remote.Endpoint, bucket: remote.Bucket, prefix: remote.Prefix ?? '', region: remote.Region ?? '' };
}

/**
 * The MinIO tier for an add request: the block named by `type` must be there with what that type needs (spec 03
 * §5), else a 400 that names what is missing.
 */
export function tierConfigOf(request: AddTier): TierConfig {
  const { type } = request;
  const block = request[type];
  if (!block) throw new ApiError(400, `The ${type} settings are missing`, `A ${type} tier needs a '${type}' block`);
  const common = {
    Bucket: block.bucket,
    ...(block.prefix ? { Prefix: block.prefix } : {}),
    ...(block.region ? { Region: block.region } : {}),
  };
  const base = { Version: 'v1', Type: type, Name: block.name } as const;
  switch (type) {
    case 's3':
    case 'minio': {
      const keys = required(type, { 'access key': request[type]?.accesskey, 'secret key': request[type]?.secretkey });
      const remote = {
        ...common,
        Endpoint: block.endpoint,
        AccessKey: keys['access key'],
        SecretKey: keys['secret key'],
      };
      if (type === 'minio') return { ...base, MinIO: remote };
      const storageClass = request.s3?.storageclass;
      return { ...base, S3: { ...remote, ...(storageClass ? { StorageClass: storageClass } : {}) } };
    }
    case 'azure': {
      const keys = required(type, {
        'account name': request.azure?.accountname,
        'account key': request.azure?.accountkey,
      });
      const account = { AccountName: keys['account name'], AccountKey: keys['account key'] };
      return { ...base, Azure: { ...common, Endpoint: block.endpoint, ...account } };
    }
    case 'gcs': {
      const keys = required(type, { 'credentials file': request.gcs?.creds });
      return { ...base, GCS: { ...common, Creds: keys['credentials file'] } };
    }
  }
}

/** The new credentials of a tier of `type`, each required value present (spec 03 §5 "Update Credentials"). */
export function tierCredentialsOf(type: TierType, request: CredentialsRequest): TierCredentials {
  if (type === 'gcs') return { creds: required(type, { 'credentials file': request.creds })['credentials file'] };
  // An azure tier's access and secret are its account name and key; the message says so.
  const [access, secret] = type === 'azure' ? ['account name', 'account key'] : ['access key', 'secret key'];
  const keys = required(type, { [access]: request.access_key, [secret]: request.secret_key });
  return { access: keys[access] ?? '', secret: keys[secret] ?? '' };
}

/** The values, all present and non-empty, else a 400 that names those missing ('access key and secret key'). */
function required<Name extends string>(type: TierType, values: Record<Name, string | undefined>): Record<Name, string> {
  const entries = Object.entries(values) as [Name, string | undefined][];
  const missing = entries.filter(([, value]) => !value).map(([name]) => name);
  if (missing.length > 0) {
    const names = missing.join(' and ');
    throw new ApiError(400, `A ${type} tier needs its ${names}`, `Missing: ${names}`);
  }
  return Object.fromEntries(entries) as Record<Name, string>;
}
