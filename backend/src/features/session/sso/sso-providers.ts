import type { Logger } from '@platform/logging/logger';
import type { OutboundPolicy } from '@platform/net/outbound-policy';
import { readMinioOpenIdConfigs, type NamedOpenIdSettings } from './minio-openid-configs';
import { OpenIdLogin, openIdSettingsOf, type OpenIdConfig } from './openid-login';

/** One login button: its id in `?provider=` (absent for the CONSOLE_IDP_* provider) and the protocol behind it. */
export interface SsoProvider {
  readonly id?: string;
  readonly login: OpenIdLogin;
}

/** The settings the providers come from (a slice of the backend's Config). */
export interface SsoProvidersConfig extends OpenIdConfig {
  readonly minioServer: string;
  readonly idpReaderAccessKey: string | undefined;
  readonly idpReaderSecretKey: string | undefined;
}

/** How long MinIO's list is reused: the login page is public, so MinIO is not asked once per visitor. */
const LIST_TTL_MS = 30_000;
/** After MinIO could not be read, ask again this soon. */
const FAILED_TTL_MS = 5_000;

/**
 * The identity providers the login page offers. `CONSOLE_IDP_*` names one explicitly and then is the only one;
 * otherwise, with reader keys, every enabled `identity_openid` configuration MinIO runs with is one (v1.7.6 offered
 * a button per MinIO configuration). MinIO's list is cached briefly; each provider's discovery document is cached by
 * its OpenIdLogin, which is kept while its settings stay the same.
 */
export class SsoProviders {
  private readonly fixed: SsoProvider | undefined;
  private cached: { at: number; ttl: number; list: Promise<SsoProvider[]> } | undefined;
  /** By MinIO's configuration name: the settings it was made for, and the login (with its discovery cache). */
  private readonly logins = new Map<string, { key: string; login: OpenIdLogin }>();

  constructor(
    private readonly config: SsoProvidersConfig,
    private readonly outbound: OutboundPolicy,
    private readonly logger: Logger,
  ) {
    const settings = openIdSettingsOf(config);
    this.fixed = settings ? { login: new OpenIdLogin(settings, outbound, logger) } : undefined;
  }

  /** Whether any provider may exist (else the login page is the plain form without asking MinIO). */
  get configured(): boolean {
    return this.fixed !== undefined || this.config.idpReaderAccessKey !== undefined;
  }

  /** The current providers; never throws (MinIO unreachable: none, logged). */
  list(now = Date.now()): Promise<SsoProvider[]> {
    if (this.fixed) return Promise.resolve([this.fixed]);
    const { idpReaderAccessKey: accessKey, idpReaderSecretKey: secretKey } = this.config;
    if (!accessKey || !secretKey) return Promise.resolve([]);
    if (this.cached && now - this.cached.at < this.cached.ttl) return this.cached.list;
    const entry = { at: now, ttl: LIST_TTL_MS, list: Promise.resolve<SsoProvider[]>([]) };
    entry.list = readMinioOpenIdConfigs(
      { endpoint: this.config.minioServer, credentials: { accessKey, secretKey }, timeoutMs: 10_000 },
      {
        scopesFallback: this.config.idpScopes,
        ...(this.config.idpCallbackUrl ? { callbackUrl: this.config.idpCallbackUrl } : {}),
      },
    ).then(
      (configs) => configs.map((named) => ({ id: named.name, login: this.loginFor(named) })),
      (error: unknown) => {
        this.logger.warn("could not read MinIO's OpenID configurations for the login page", { error });
        entry.ttl = FAILED_TTL_MS;
        return [];
      },
    );
    this.cached = entry;
    return entry.list;
  }

  /** The provider a login button named (`undefined` id: the only provider, when there is exactly one). */
  async find(id: string | undefined): Promise<SsoProvider | undefined> {
    const providers = await this.list();
    if (id === undefined) return providers.length === 1 ? providers[0] : undefined;
    return providers.find((provider) => provider.id === id);
  }

  private loginFor(named: NamedOpenIdSettings): OpenIdLogin {
    const key = JSON.stringify(named.settings);
    const known = this.logins.get(named.name);
    if (known?.key === key) return known.login;
    const login = new OpenIdLogin(named.settings, this.outbound, this.logger);
    this.logins.set(named.name, { key, login });
    return login;
  }
}
