// The test world's OpenID provider: oidc-provider (an OpenID Certified implementation) on 127.0.0.1.
// Started by test/world/oidc.ts as its own node process: `node oidc-provider-server.mjs <port> <settings.json>`.
// Its own login and consent pages (devInteractions) ask for a user name; the accounts and their claims come from
// the settings file. Any redirect URI `http://127.0.0.1:<port>/…/oauth_callback` is allowed, because every test
// starts its console on a free port.
import { readFileSync } from 'node:fs';
import Provider from 'oidc-provider';

const [port, settingsFile] = process.argv.slice(2);
const settings = JSON.parse(readFileSync(settingsFile, 'utf8'));
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: settings.clients.map((client) => ({
    client_id: client.clientId,
    client_secret: client.clientSecret,
    redirect_uris: ['http://127.0.0.1/oauth_callback'],
    response_types: ['code'],
    grant_types: ['authorization_code'],
  })),
  // The claims MinIO reads (policy, groups) go into the id_token with the openid scope.
  claims: { openid: ['sub', 'policy', 'groups', 'preferred_username'] },
  conformIdTokenClaims: false,
  findAccount: (_ctx, id) => {
    const account = settings.accounts[id];
    if (!account) return undefined;
    return {
      accountId: id,
      claims: () => ({ sub: id, preferred_username: id, policy: account.policy, groups: account.groups }),
    };
  },
  features: { devInteractions: { enabled: true } },
  pkce: { required: () => true },
  cookies: { keys: [settings.cookieKey] },
  ttl: { AuthorizationCode: 60, IdToken: 3600, AccessToken: 3600, Session: 3600, Interaction: 600, Grant: 3600 },
});

const redirectUriAllowed = provider.Client.prototype.redirectUriAllowed;
provider.Client.prototype.redirectUriAllowed = function allowed(redirectUri) {
  try {
    const url = new URL(redirectUri);
    if (url.protocol === 'http:' && url.hostname === '127.0.0.1' && url.pathname.endsWith('/oauth_callback'))
      return true;
  } catch {
    return false;
  }
  return redirectUriAllowed.call(this, redirectUri);
};

provider.on('server_error', (_ctx, error) => process.stderr.write(`server_error ${error.stack}\n`));
provider.listen(Number(port), '127.0.0.1', () => process.stdout.write(`oidc-provider listening at ${issuer}\n`));
