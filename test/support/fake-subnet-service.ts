import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A test double of the subscription provider's service, which is on the internet and cannot run here (TESTING.md:
 * the only kind of double allowed). It answers the console's activation call, `POST /api/licenses/activate` with
 * `{email, password}`: the account's licence for the right password, 401 otherwise; and its refresh call,
 * `POST /api/licenses/refresh` with `{license}`: the renewed licence given for it in `renewals`, 404 otherwise.
 */
export interface FakeSubnetService {
  readonly url: string;
  /** How many activation and refresh calls arrived. */
  readonly calls: () => number;
  close(): Promise<void>;
}

export async function fakeSubnetService(
  accounts: Readonly<Record<string, { readonly password: string; readonly licence: string }>>,
  renewals: Readonly<Record<string, string>> = {},
): Promise<FakeSubnetService> {
  let calls = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/api/licenses/refresh') {
        calls++;
        const { license } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>;
        const renewed = license === undefined ? undefined : renewals[license];
        if (!renewed) res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"unknown licence"}');
        else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ license: renewed }));
        return;
      }
      if (req.method !== 'POST' || req.url !== '/api/licenses/activate') {
        res.writeHead(404).end();
        return;
      }
      calls++;
      const { email, password } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>;
      const account = email === undefined ? undefined : accounts[email];
      if (!account || account.password !== password) {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid credentials"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ license: account.licence }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => calls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
