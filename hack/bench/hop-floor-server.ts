/**
 * A floor for the benchmarks (not a test, not shipped): the least a server in its own process can add to a MinIO
 * call. `node-http` and `express` answer every request with the result of one `accountinfo` call, made with the
 * console's own MinIO client, and nothing else: no session, no validation, no headers of ours. `stream` passes
 * `GET /?bucket=…&key=…` on to MinIO with the console's own client and pipes the object back (the download floor).
 * `relay` is below HTTP: each connection is piped byte for byte to MinIO and back (clients sign for the relay's
 * address, which MinIO checks against the Host header it receives): the least any process in the path can cost.
 *   node --import tsx hack/bench/hop-floor-server.ts <node-http|express|stream|relay|prometheus-…> <port>
 * `prometheus-http` and `prometheus-express` forward Prometheus queries instead (the dashboard's floors, below).
 * The credentials come in BENCH_CONNECTION (JSON of `{endpoint, credentials}`), Prometheus's URL in BENCH_PROMETHEUS.
 */
import { Agent, createServer, request as httpRequest } from 'node:http';
import { connect, createServer as createTcpServer } from 'node:net';
import { pipeline } from 'node:stream/promises';
import express from 'express';
import { s3Stream } from '../../backend/src/features/objects/s3-raw';
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
} else if (kind === 'stream') {
  createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://floor').searchParams;
    s3Stream(connection, { method: 'GET', bucket: query.get('bucket') ?? '', key: query.get('key') ?? '' }).then(
      (upstream) => {
        res.writeHead(200, { 'content-length': upstream.headers['content-length'] ?? '' });
        return pipeline(upstream, res);
      },
      () => res.writeHead(502).end(),
    );
  }).listen(port, '127.0.0.1');
} else if (kind === 'relay') {
  const minio = new URL(connection.endpoint);
  createTcpServer((client) => {
    const upstream = connect(Number(minio.port), minio.hostname);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  }).listen(port, '127.0.0.1');
} else if (kind === 'prometheus-http' || kind === 'prometheus-express') {
  // The dashboard's floors: `GET /?q=<path and query>&q=…` asks Prometheus (BENCH_PROMETHEUS) each of them at once
  // over kept-alive connections and answers their bodies as one JSON array. `prometheus-http` passes the bytes
  // through unparsed (the least a hop can do); `prometheus-express` is the smallest Express app doing it as an app
  // would: each answer parsed, the array sent with res.json.
  const prometheus = process.env.BENCH_PROMETHEUS ?? '';
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const ask = (path: string) =>
    new Promise<Buffer>((resolve, reject) => {
      const req = httpRequest(`${prometheus}${path}`, { agent, headers: { accept: 'application/json' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  const pathsOf = (url: string | undefined) => new URL(url ?? '/', 'http://floor').searchParams.getAll('q');
  if (kind === 'prometheus-http') {
    createServer((req, res) => {
      Promise.all(pathsOf(req.url).map(ask)).then(
        (bodies) => {
          const parts = bodies.flatMap((body, index) => (index === 0 ? [body] : [Buffer.from(','), body]));
          const body = Buffer.concat([Buffer.from('['), ...parts, Buffer.from(']')]);
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
          res.end(body);
        },
        () => res.writeHead(502).end(),
      );
    }).listen(port, '127.0.0.1');
  } else {
    const app = express();
    app.set('etag', false);
    app.get('/', async (req, res) => {
      const bodies = await Promise.all(pathsOf(req.url).map(ask));
      res.json(bodies.map((body) => JSON.parse(body.toString('utf8')) as unknown));
    });
    app.listen(port, '127.0.0.1');
  }
} else {
  throw new Error(
    `unknown floor server "${kind}" (node-http, express, stream, relay, prometheus-http or prometheus-express)`,
  );
}
