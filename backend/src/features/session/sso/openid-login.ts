import * as oidc from 'openid-client';
import type { Logger } from '@platform/logging/logger';
import type { OutboundPolicy } from '@platform/net/outbound-policy';
import { policyFetch } from './policy-fetch';

/** The one OpenID provider the console is configured with (CONSOLE_IDP_*), the same as MinIO's identity_openid. */
export interface OpenIdSettings {
  readonly configUrl: string;
  readonly clientId: string;
  readonly clientSecret?: string;
  readonly displayName: string;
  readonly scopes: string;
  readonly roleArn?: string;
  readonly callbackUrl?: string;
}

/** The CONSOLE_IDP_* settings (a slice of the backend's Config). */
export interface OpenIdConfig {
  readonly idpConfigUrl: string | undefined;
  readonly idpClientId: string | undefined;
  readonly idpClientSecret: string | undefined;
  readonly idpDisplayName: string;
  readonly idpScopes: string;
  readonly idpRoleArn: string | undefined;
  readonly idpCallbackUrl: string | undefined;
}

export function openIdSettingsOf(config: OpenIdConfig): OpenIdSettings | undefined {
  if (!config.idpConfigUrl || !config.idpClientId) return undefined;
  const scopes = new Set(['openid', ...config.idpScopes.split(/[\s,]+/).filter(Boolean)]);
  return {
    configUrl: config.idpConfigUrl,
    clientId: config.idpClientId,
    ...(config.idpClientSecret ? { clientSecret: config.idpClientSecret } : {}),
    displayName: config.idpDisplayName,
    scopes: [...scopes].join(' '),
    ...(config.idpRoleArn ? { roleArn: config.idpRoleArn } : {}),
    ...(config.idpCallbackUrl ? { callbackUrl: config.idpCallbackUrl } : {}),
  };
}

/** What the browser's state cookie holds between the start and the callback (sealed, never readable). */
export interface PendingLogin {
  readonly state: string;
  readonly nonce: string;
  readonly verifier: string;
  readonly redirectUri: string;
  /** ms since epoch after which the callback is refused. */
  readonly exp: number;
  /** Which of MinIO's OpenID configurations the login started with (absent: the CONSOLE_IDP_* provider). */
  readonly provider?: string;
}

export function isPendingLogin(value: unknown): value is PendingLogin {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.state === 'string' &&
    typeof v.nonce === 'string' &&
    typeof v.verifier === 'string' &&
    typeof v.redirectUri === 'string' &&
    typeof v.exp === 'number' &&
    (v.provider === undefined || typeof v.provider === 'string')
  );
}

/** How long a started login may take at the provider. */
export const PENDING_LOGIN_MS = 10 * 60_000;

/** The provider's answer the console needs: the id_token for MinIO and a name for the UI. */
export interface ProvedIdentity {
  readonly idToken: string;
  readonly user: string;
}

/**
 * The OpenID Connect protocol with openid-client: discovery (cached; retried after a failure), the authorisation
 * address with PKCE (S256), state and nonce, and the code exchange with every check openid-client makes (state,
 * issuer, signature, audience, nonce, expiry). Every connection goes through the outbound address policy.
 */
export class OpenIdLogin {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    readonly settings: OpenIdSettings,
    private readonly outbound: OutboundPolicy,
    private readonly logger: Logger,
  ) {}

  private discovered(): Promise<oidc.Configuration> {
    this.configuration ??= (async () => {
      const url = this.outbound.parseUrl(this.settings.configUrl, 'identity provider');
      if (!url) throw new Error('CONSOLE_IDP_CONFIG_URL is not a URL');
      const clientAuth = this.settings.clientSecret ? oidc.ClientSecretBasic(this.settings.clientSecret) : oidc.None();
      const configuration = await oidc.discovery(url, this.settings.clientId, undefined, clientAuth, {
        [oidc.customFetch]: policyFetch(this.outbound),
        ...(url.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
        timeout: 15,
      });
      return configuration;
    })();
    this.configuration.catch((error: unknown) => {
      this.logger.warn('OpenID discovery failed', { configUrl: this.settings.configUrl, error });
      this.configuration = undefined;
    });
    return this.configuration;
  }

  /** A fresh pending login and the provider's address to send the browser to. */
  async start(redirectUri: string, now = Date.now()): Promise<{ pending: PendingLogin; authorizationUrl: URL }> {
    const configuration = await this.discovered();
    const verifier = oidc.randomPKCECodeVerifier();
    const pending: PendingLogin = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier,
      redirectUri,
      exp: now + PENDING_LOGIN_MS,
    };
    const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: this.settings.scopes,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { pending, authorizationUrl };
  }

  /** Exchanges the code; throws openid-client's errors for anything that does not check out. */
  async finish(
    pending: PendingLogin,
    callback: { code: string; state: string; iss?: string },
  ): Promise<ProvedIdentity> {
    const configuration = await this.discovered();
    const current = new URL(pending.redirectUri);
    current.searchParams.set('code', callback.code);
    current.searchParams.set('state', callback.state);
    if (callback.iss !== undefined) current.searchParams.set('iss', callback.iss);
    const tokens = await oidc.authorizationCodeGrant(configuration, current, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!tokens.id_token || !claims) throw new Error('the provider sent no id_token');
    const name = [claims['preferred_username'], claims['email'], claims.sub].find(
      (value): value is string => typeof value === 'string' && value !== '',
    );
    return { idToken: tokens.id_token, user: name ?? claims.sub };
  }
}

/** Words for the login page for what openid-client refused, and whether it was the provider's own answer. */
export function describeOpenIdFailure(error: unknown): { message: string; detail: string } {
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) {
    const description = error.error_description ? `: ${error.error_description}` : '';
    return {
      message: 'The identity provider refused the login',
      detail: `${error.error}${description}. Start the login again.`,
    };
  }
  if (error instanceof oidc.ClientError) {
    return {
      message: 'The identity provider’s answer was not accepted',
      detail: `${error.message}. Start the login again.`,
    };
  }
  return { message: 'Single sign-on failed', detail: error instanceof Error ? error.message : String(error) };
}
