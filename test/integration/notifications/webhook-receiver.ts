import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An HTTP receiver on 127.0.0.1 standing in for a user's webhook: it keeps the object keys of the events posted. */
export interface WebhookReceiver {
  readonly url: string;
  readonly keys: string[];
  /** The Authorization header of each event posted (MinIO sends the target's auth_token there). */
  readonly authorizations: string[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const keys: string[] = [];
  const authorizations: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (body) {
        keys.push((JSON.parse(body) as { Key: string }).Key);
        authorizations.push(req.headers.authorization ?? '');
      }
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/events`,
    keys,
    authorizations,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
