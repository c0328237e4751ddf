import { randomBytes } from 'node:crypto';
import { addPolicy } from '../../backend/src/platform/minio/admin/policies';
import type { OidcServer } from '../world/state';
import { createUserWithPolicy, rootConnection } from './minio-admin';
import { startOwnMinio, type OwnMinio } from './own-minio';

/**
 * A MinIO of the caller's own with two `identity_openid` configurations at the world's OpenID provider (the default
 * one claim-based, 'Example ID'; `PARTNER` with the readwrite role policy, 'Partner ID'), and the documented reader
 * user whose only right is `admin:ConfigUpdate` (what reading MinIO's configuration needs).
 */
export async function startMinioWithTwoOpenIdConfigs(
  oidc: OidcServer,
  label: string,
): Promise<{ readonly minio: OwnMinio; readonly reader: { accessKey: string; secretKey: string } }> {
  const minio = await startOwnMinio(`${label}-${randomBytes(3).toString('hex')}`, 'single', {
    MINIO_IDENTITY_OPENID_CONFIG_URL: oidc.configUrl,
    MINIO_IDENTITY_OPENID_CLIENT_ID: oidc.client.clientId,
    MINIO_IDENTITY_OPENID_CLIENT_SECRET: oidc.client.clientSecret,
    MINIO_IDENTITY_OPENID_CLAIM_NAME: 'policy',
    MINIO_IDENTITY_OPENID_DISPLAY_NAME: 'Example ID',
    MINIO_IDENTITY_OPENID_SCOPES: 'openid',
    MINIO_IDENTITY_OPENID_CONFIG_URL_PARTNER: oidc.configUrl,
    MINIO_IDENTITY_OPENID_CLIENT_ID_PARTNER: oidc.otherClient.clientId,
    MINIO_IDENTITY_OPENID_CLIENT_SECRET_PARTNER: oidc.otherClient.clientSecret,
    MINIO_IDENTITY_OPENID_ROLE_POLICY_PARTNER: 'readwrite',
    MINIO_IDENTITY_OPENID_DISPLAY_NAME_PARTNER: 'Partner ID',
    MINIO_IDENTITY_OPENID_SCOPES_PARTNER: 'openid',
  });
  const policy = `idp-reader-${randomBytes(3).toString('hex')}`;
  await addPolicy(rootConnection(minio.server), policy, {
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Action: ['admin:ConfigUpdate'] }],
  });
  return { minio, reader: await createUserWithPolicy(minio.server, policy) };
}
