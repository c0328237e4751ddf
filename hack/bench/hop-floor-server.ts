/**
 * A floor for the session benchmark (not a test, not shipped): the least a server in its own process can add to a
 * MinIO call. It answers every request with the result of one `accountinfo` call, made with the console's own
 * MinIO client, and nothing else: no session, no validation, no headers of ours.
 *   node --import tsx hack/bench/hop-floor-server.ts <node-http|express> <port>
 * The credentials come in BENCH_CONNECTION (JSON of `{endpoint, credentials}`).
 */
import { createServer } from 'node:http';
import express from 'express';
import { accountInfo } from '../../backend/src/platform/minio/admin/account-info';

const [kind, portText] = process.argv.slice(2);
const connection = JSON.parse(process.env.BENCH_CONNECTION ?? 'null') as Parameters<typeof accountInfo>[0];
const port = Number(portText);

if (kind === 'node-http') {
  // Plain node:http: the hop itself (two more socket writes and wake-ups, HTTP parsing on both sides).
  createServer((_req, res) => {
    accountInfo(connection).then(
      (result) => {
        const body = JSON.stringify(result);
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      },
      () => res.writeHead(502).end(),
    );
  }).listen(port, '127.0.0.1');
} else if (kind === 'express') {
  // The smallest Express app that does the same: what the framework the console is built on adds to the hop.
  const app = express();
  app.set('etag', false);
  app.use(express.json());
  app.get('/', async (_req, res) => {
    res.json(await accountInfo(connection));
  });
  app.listen(port, '127.0.0.1');
} else {
  throw new Error(`unknown floor server "${kind}" (node-http or express)`);
}
