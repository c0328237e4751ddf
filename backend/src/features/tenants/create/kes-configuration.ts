import { stringify } from 'yaml';
import type { TenantEncryption } from '@contract/generated/api';

/** Where the operator mounts the key server's certificates inside its pod. */
const KES_DIR = '/tmp/kes';

/**
 * The key server's `server-config.yaml` for the chosen provider (spec 03 §3 "Provider blocks"): it listens on 7373
 * with the certificates the operator mounts, lets the tenant's MinIO identity (filled in by the operator) use the
 * keys, and keeps keys in the one provider block the wizard sent.
 */
export function kesConfiguration(encryption: TenantEncryption): string {
  const keys: Record<string, unknown> = {};
  if (encryption.vault) {
    const { tls, ...vault } = encryption.vault;
    keys.vault = {
      ...vault,
      ...(tls?.crt && tls.key
        ? {
            tls: {
              key: `${KES_DIR}/client.key`,
              cert: `${KES_DIR}/client.crt`,
              ...(tls.ca ? { ca: `${KES_DIR}/ca.crt` } : {}),
            },
          }
        : {}),
    };
  }
  if (encryption.aws) keys.aws = encryption.aws;
  if (encryption.gemalto) {
    const { tls, ...keysecure } = encryption.gemalto.keysecure;
    keys.gemalto = { keysecure: { ...keysecure, ...(tls?.ca ? { tls: { ca: `${KES_DIR}/ca.crt` } } : {}) } };
  }
  if (encryption.azure) keys.azure = encryption.azure;
  if (encryption.gcp) keys.gcp = encryption.gcp;
  return stringify({
    address: '0.0.0.0:7373',
    root: '_',
    tls: { key: `${KES_DIR}/server.key`, cert: `${KES_DIR}/server.crt` },
    policy: {
      'my-policy': {
        paths: ['/v1/key/create/*', '/v1/key/generate/*', '/v1/key/decrypt/*'],
        identities: ['${MINIO_KES_IDENTITY}'],
      },
    },
    cache: { expiry: { any: '5m0s', unused: '20s' } },
    log: { error: 'on', audit: 'off' },
    keys,
  });
}
