import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { ApiError } from '../../platform/errors/api-error';
import { revokeOwnTokens } from '../../platform/minio/admin/revoke-tokens';
import { isBuiltinUser } from '../../platform/minio/admin/user-info';
import { MinioError } from '../../platform/minio/errors';
import {
  assumeRole,
  assumeRoleWithWebIdentity,
  MAX_STS_DURATION_SECONDS,
  MIN_STS_DURATION_SECONDS,
  type TemporaryCredentials,
} from '../../platform/minio/sts';
import { outboundPolicyOf } from '../../platform/net/outbound-policy';
import { operations } from '../../platform/operations/operation-table';
import { admitLogin } from '../../platform/session/login-throttle';
import type { MinioSession } from '../../platform/session/session-data';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from '../../platform/session/session-cookie';
import { cookieOptions, type SessionFeatureDeps } from '../../platform/session/session-deps';
import { ldapLogin } from './ldap-login';
import { describeOpenIdFailure, isPendingLogin, PENDING_LOGIN_MS } from './sso/openid-login';
import { SsoProviders } from './sso/sso-providers';
import { clearSsoCookie, readSsoCookie, SSO_STATE_PURPOSE, writeSsoCookie } from './sso/sso-cookie';
import { LOGIN_REFUSED } from './login-refused';
import { isDefaultRootLogin } from './default-root-credentials';

/**
 * Logging in and out: access keys (STS AssumeRole), an LDAP directory's user (AssumeRoleWithLDAPIdentity, when
 * CONSOLE_LDAP=on) and single sign-on with an OpenID provider (authorization code + PKCE, then
 * AssumeRoleWithWebIdentity, with the CONSOLE_IDP_* provider or each of MinIO's own OpenID configurations). All are
 * public: logging out must work with an expired session too. Every login's STS token carries a random revoke-type
 * label, so logging out ends exactly that session's keys in MinIO.
 */
export function loginOperations(deps: SessionFeatureDeps) {
  const { config, logger, sessions, loginThrottle } = deps;
  const durationSeconds = Math.min(
    MAX_STS_DURATION_SECONDS,
    Math.max(MIN_STS_DURATION_SECONDS, Math.floor(config.sessionDurationMs / 1000)),
  );
  const ssoProviders = new SsoProviders(config, outboundPolicyOf(config, logger), logger);
  const startPath = `${config.subPath}api/v1/login/oauth2/start`;

  /** The session of new temporary keys, as a cookie on the answer. */
  const startSession = (
    req: Request,
    res: Response,
    credentials: TemporaryCredentials,
    who: Pick<MinioSession, 'user' | 'loginMethod' | 'iamUser' | 'revokeType' | 'defaultRootCredentials'>,
  ) => {
    const { session, cookie } = sessions.create({
      kind: 'minio',
      ...who,
      credentials: {
        accessKey: credentials.accessKey,
        secretKey: credentials.secretKey,
        sessionToken: credentials.sessionToken,
      },
      notAfter: credentials.expiration.getTime(),
    });
    writeSessionCookie(req, res, cookie, sessions.maxAgeSeconds(session), cookieOptions(config));
    logger.info('login', {
      user: who.user,
      method: who.loginMethod,
      client: req.ip,
      sessionExpires: new Date(session.exp).toISOString(),
    });
  };

  /** Where the provider sends the browser back: configured, else this console's own `/oauth_callback`. */
  const redirectUriOf = (req: Request) =>
    config.idpCallbackUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}${config.subPath}oauth_callback`;

  return operations({
    getLoginStrategy: {
      public: true,
      handler: async () => {
        const providers = await ssoProviders.list();
        if (providers.length === 0) return { loginStrategy: 'form' };
        return {
          loginStrategy: 'redirect',
          redirectRules: providers.map(({ id, login }) => ({
            redirect: id === undefined ? startPath : `${startPath}?${new URLSearchParams({ provider: id }).toString()}`,
            displayName: login.settings.displayName,
          })),
        };
      },
    },

    startOauth2Login: {
      public: true,
      handler: async ({ query, req, res }) => {
        const callbackWithError = (error: string, description: string) =>
          `${config.subPath}oauth_callback?${new URLSearchParams({ error, error_description: description }).toString()}`;
        const provider = await ssoProviders.find(query.provider);
        if (!provider) {
          res.redirect(
            302,
            callbackWithError('not_configured', 'This single sign-on provider is not configured on this console.'),
          );
          return;
        }
        let started;
        try {
          started = await provider.login.start(redirectUriOf(req));
        } catch (error) {
          logger.warn('single sign-on could not start', { error });
          res.redirect(
            302,
            callbackWithError('provider_unreachable', 'The identity provider cannot be reached. Try again later.'),
          );
          return;
        }
        const pending = provider.id === undefined ? started.pending : { ...started.pending, provider: provider.id };
        const sealed = sessions.sealOther(SSO_STATE_PURPOSE, pending);
        writeSsoCookie(req, res, sealed, PENDING_LOGIN_MS / 1000, cookieOptions(config));
        res.setHeader('Cache-Control', 'no-store');
        res.redirect(302, started.authorizationUrl.href);
      },
    },

    loginOauth2Callback: {
      public: true,
      handler: async ({ body, req, res }) => {
        if (!ssoProviders.configured)
          throw new ApiError(400, 'Single sign-on is not configured', 'This console has no identity provider.');
        const sealed = readSsoCookie(req);
        // A callback is finished once: whatever happens next, this browser's pending login is gone.
        clearSsoCookie(req, res, cookieOptions(config));
        const pending = sealed ? sessions.openOther(SSO_STATE_PURPOSE, sealed) : undefined;
        if (!isPendingLogin(pending)) {
          throw new ApiError(
            400,
            'This single sign-on cannot be finished',
            'No login was started in this browser, or it was already finished. Start the login again.',
          );
        }
        if (pending.exp <= Date.now()) {
          throw new ApiError(400, 'This single sign-on took too long', 'Start the login again.');
        }
        if (body.state !== pending.state) {
          logger.warn('single sign-on callback with another state', { client: req.ip });
          throw new ApiError(
            400,
            'This single sign-on cannot be finished',
            'The answer belongs to a login started elsewhere. Start the login again.',
          );
        }
        const provider = await ssoProviders.find(pending.provider);
        if (!provider) {
          throw new ApiError(
            400,
            'This single sign-on cannot be finished',
            'The identity provider of this login is no longer configured. Start the login again.',
          );
        }
        let identity;
        try {
          identity = await provider.login.finish(pending, body);
        } catch (error) {
          if (error instanceof ApiError) throw error;
          const { message, detail } = describeOpenIdFailure(error);
          logger.warn('single sign-on failed at the provider', { client: req.ip, error });
          throw new ApiError(401, message, detail);
        }
        let credentials;
        const revokeType = newRevokeType();
        const { roleArn } = provider.login.settings;
        try {
          credentials = await assumeRoleWithWebIdentity(
            config.minioServer,
            { token: identity.idToken, ...(roleArn ? { roleArn } : {}) },
            durationSeconds,
            { tokenRevokeType: revokeType },
          );
        } catch (error) {
          if (error instanceof MinioError && error.status < 500) {
            logger.warn('MinIO refused the single sign-on identity', { user: identity.user, reason: error.code });
            throw new ApiError(401, 'MinIO refused this identity', error.message);
          }
          throw error;
        }
        startSession(req, res, credentials, { user: identity.user, loginMethod: 'sso', iamUser: false, revokeType });
      },
    },

    login: {
      public: true,
      handler: async ({ body: { accessKey, secretKey }, req, res }) => {
        const client = req.ip ?? 'unknown';
        const attempt = admitLogin(
          res,
          loginThrottle,
          { address: client, account: accessKey },
          'Too many failed logins',
        );
        if (config.ldapLogin === 'on') {
          // An empty password is an anonymous bind in LDAP, which "succeeds": never sent on.
          if (secretKey === '') {
            attempt.failed();
            throw new ApiError(401, 'Invalid login', 'A password is required.');
          }
          const ldapRevokeType = newRevokeType();
          const ldap = await ldapLogin(
            config.minioServer,
            { name: accessKey, password: secretKey },
            durationSeconds,
            ldapRevokeType,
          );
          if (ldap.outcome === 'ok') {
            attempt.succeeded();
            startSession(req, res, ldap.credentials, {
              user: accessKey,
              loginMethod: 'ldap',
              iamUser: false,
              revokeType: ldapRevokeType,
            });
            return;
          }
          if (ldap.outcome === 'refused') {
            attempt.failed();
            logger.warn('LDAP login refused', { user: accessKey, client, reason: ldap.reason });
            throw new ApiError(401, 'Invalid login', ldap.reason);
          }
          if (ldap.outcome === 'unreachable') {
            // Access keys still work without the directory; the directory's state is what the user learns.
            const keys = await assumeRole(config.minioServer, { accessKey, secretKey }, durationSeconds).catch(
              () => undefined,
            );
            if (!keys) {
              attempt.undecided();
              logger.warn('LDAP login failed: directory unreachable', { user: accessKey, client, reason: ldap.reason });
              throw new ApiError(503, 'Directory unreachable', ldap.reason);
            }
          }
          // 'unknown' (not a directory user): on to access keys.
        }
        let credentials;
        const revokeType = newRevokeType();
        try {
          credentials = await assumeRole(config.minioServer, { accessKey, secretKey }, durationSeconds, {
            tokenRevokeType: revokeType,
          });
        } catch (error) {
          if (error instanceof MinioError && error.status < 500) {
            attempt.failed();
            logger.warn('login failed', { accessKey, client, reason: error.code });
            throw new ApiError(401, 'Invalid login', LOGIN_REFUSED);
          }
          attempt.undecided();
          logger.warn('login failed: storage server unavailable', { accessKey, client, error });
          throw error;
        }
        attempt.succeeded();
        // Asked once per login: only built-in users (not root) may change their own password.
        const iamUser = await isBuiltinUser(
          {
            endpoint: config.minioServer,
            credentials: {
              accessKey: credentials.accessKey,
              secretKey: credentials.secretKey,
              sessionToken: credentials.sessionToken,
            },
          },
          accessKey,
        );
        // Only the flag is kept, never the keys; the log names the account so an operator can find the server.
        const defaultRootCredentials = isDefaultRootLogin(accessKey, secretKey, iamUser);
        if (defaultRootCredentials)
          logger.warn("login with MinIO's default root credentials", { user: accessKey, client });
        startSession(req, res, credentials, {
          user: accessKey,
          loginMethod: 'form',
          iamUser,
          revokeType,
          ...(defaultRootCredentials && { defaultRootCredentials }),
        });
      },
    },

    logout: {
      public: true,
      handler: async ({ req, res }) => {
        const read = sessions.read(readSessionCookie(req));
        if ('session' in read) {
          const { session } = read;
          sessions.revoke(session);
          if (session.kind === 'minio' && session.revokeType) {
            // Ends the temporary keys in MinIO too, so other replicas and copied cookies stop working at once.
            await revokeOwnTokens(
              { endpoint: config.minioServer, credentials: session.credentials },
              session.revokeType,
            ).catch((error: unknown) =>
              logger.warn('could not revoke the session keys in MinIO', { user: session.user, error }),
            );
          }
          logger.info('logout', { user: session.kind === 'minio' ? session.user : 'operator', client: req.ip });
        }
        clearSessionCookie(req, res, cookieOptions(config));
      },
    },
  });
}

/** A fresh label for one login's STS token (MinIO's `TokenRevokeType`), the handle that logout revokes it by. */
function newRevokeType(): string {
  return randomBytes(12).toString('base64url');
}
