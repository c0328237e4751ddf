import type { AdminConnection } from '@platform/minio/admin-request';
import { getFullConfig } from '@platform/minio/admin/config-full';
import { parseConfigKV } from '@platform/minio/admin/config-kv-text';
import { listIdpConfigs } from '@platform/minio/admin/idp-config';
import type { OpenIdSettings } from './openid-login';

/** One of MinIO's running OpenID configurations, as a login button: its MinIO name and the protocol settings. */
export interface NamedOpenIdSettings {
  /** MinIO's name of the configuration; `_` for the default (unnamed) one. */
  readonly name: string;
  readonly settings: OpenIdSettings;
}

const SUBSYS = 'identity_openid';
/** MinIO's name for its default configuration in `GET /idp-config/openid`. */
const DEFAULT_NAME = '_';

/**
 * The `identity_openid` targets of `GET /config` text with their effective values (an environment variable wins
 * over the stored value). MinIO writes a target whose stored `config_url` is empty as a comment line even when
 * environment variables configure it, so commented target lines count too; the `# MINIO_…=…` lines before a target
 * are its overrides.
 */
export function openIdTargetsOf(configText: string): Map<string, Map<string, string>> {
  const targets = new Map<string, Map<string, string>>();
  let envLines: string[] = [];
  for (const raw of configText.split('\n')) {
    const line = raw.trim();
    if (/^#\s*MINIO_/.test(line)) {
      envLines.push(line);
      continue;
    }
    const body = line.replace(/^#\s*/, '');
    if (body === SUBSYS || body.startsWith(`${SUBSYS} `) || body.startsWith(`${SUBSYS}:`)) {
      for (const target of parseConfigKV([...envLines, body].join('\n'))) {
        const values = new Map<string, string>();
        for (const kv of target.kvs) values.set(kv.key, kv.envOverride?.value ?? kv.value);
        targets.set(target.target, values);
      }
    }
    if (line !== '') envLines = [];
  }
  return targets;
}

/**
 * The OpenID configurations MinIO is running with (enabled ones, in MinIO's order), read with the console's reader
 * keys: `GET /idp-config/openid` names them and gives the role ARN of role-policy ones; `GET /config` holds their
 * settings with the client secrets (the IDP-config API redacts secrets). A configuration without a discovery URL or a
 * client id is left out.
 */
export async function readMinioOpenIdConfigs(
  reader: AdminConnection,
  options: { readonly scopesFallback: string; readonly callbackUrl?: string },
): Promise<NamedOpenIdSettings[]> {
  const [listed, text] = await Promise.all([listIdpConfigs(reader, 'openid'), getFullConfig(reader)]);
  const targets = openIdTargetsOf(text);
  const found: NamedOpenIdSettings[] = [];
  for (const item of listed) {
    if (!item.enabled) continue;
    const values = targets.get(item.name === DEFAULT_NAME ? '' : item.name);
    const configUrl = values?.get('config_url');
    const clientId = values?.get('client_id');
    if (!values || !configUrl || !clientId) continue;
    const scopes = new Set(['openid', ...(values.get('scopes') || options.scopesFallback).split(/[\s,]+/)]);
    scopes.delete('');
    const clientSecret = values.get('client_secret');
    found.push({
      name: item.name,
      settings: {
        configUrl,
        clientId,
        ...(clientSecret ? { clientSecret } : {}),
        displayName: values.get('display_name') || (item.name === DEFAULT_NAME ? 'SSO' : item.name),
        scopes: [...scopes].join(' '),
        ...(item.roleARN ? { roleArn: item.roleARN } : {}),
        ...(options.callbackUrl ? { callbackUrl: options.callbackUrl } : {}),
      },
    });
  }
  return found;
}
