import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './ports';
import { httpOk, ManagedProcess } from './processes';
import type { OidcServer } from './state';

/**
 * Starts an OpenID provider (npm's oidc-provider, OpenID Certified) as its own node process on 127.0.0.1, with two
 * clients (the console's and another one, for wrong-audience tests) and accounts whose id_token carries a
 * `policy` claim (MinIO's default claim name) and `groups`. Its own login page takes any password: the account
 * name decides who logs in.
 */
export async function startOidcProvider(options: { runDir: string; logDir: string }): Promise<OidcServer> {
  const dir = join(options.runDir, 'oidc');
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const settings = {
    cookieKey: randomBytes(24).toString('base64url'),
    clients: [
      { clientId: 'object-console', clientSecret: randomBytes(18).toString('base64url') },
      { clientId: 'other-app', clientSecret: randomBytes(18).toString('base64url') },
    ],
    accounts: {
      'reader@example.org': { policy: 'readonly', groups: ['readers'] },
      'writer@example.org': { policy: 'readwrite', groups: ['writers'] },
      'nobody@example.org': { policy: 'no-such-policy', groups: [] },
    },
  };
  const settingsFile = join(dir, 'settings.json');
  writeFileSync(settingsFile, JSON.stringify(settings, null, 2), { mode: 0o600 });
  const provider = new ManagedProcess({
    name: 'oidc-provider',
    command: process.execPath,
    args: [join(__dirname, 'oidc-provider-server.mjs'), String(port), settingsFile],
    cwd: join(__dirname, '..', '..'),
    logDir: options.logDir,
  });
  const issuer = `http://127.0.0.1:${port}`;
  await provider.waitUntil(() => httpOk(`${issuer}/.well-known/openid-configuration`), 30_000);
  const [consoleClient, otherClient] = settings.clients as [
    { clientId: string; clientSecret: string },
    { clientId: string; clientSecret: string },
  ];
  return {
    issuer,
    configUrl: `${issuer}/.well-known/openid-configuration`,
    client: consoleClient,
    otherClient,
    accounts: Object.fromEntries(Object.entries(settings.accounts).map(([name, a]) => [name, a.policy])),
    logFile: provider.logFile,
  };
}
