import { WebSocket } from 'ws';

/** What a websocket client saw: the messages, and how it ended. */
export interface SocketRecord {
  readonly messages: unknown[];
  closed?: { code: number; reason: string };
  refused?: { status: number; body: unknown };
  opened: boolean;
}

/** Opens a websocket like a page of the console would (its Origin, its cookie) and records what happens. */
export function openSocket(
  base: string,
  path: string,
  options: { cookie?: string; origin?: string } = {},
): { ws: WebSocket; record: SocketRecord; settled: Promise<SocketRecord> } {
  const url = `${base.replace(/^http/, 'ws')}${path}`;
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  const ws = new WebSocket(url, { headers, origin: options.origin ?? base });
  const record: SocketRecord = { messages: [], opened: false };
  const settled = new Promise<SocketRecord>((resolve) => {
    ws.on('open', () => (record.opened = true));
    ws.on('message', (data: Buffer) => record.messages.push(JSON.parse(data.toString('utf8')) as unknown));
    ws.on('unexpected-response', (_req, res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        record.refused = { status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
        resolve(record);
      });
    });
    ws.on('error', () => undefined);
    ws.on('close', (code, reason) => {
      record.closed = { code, reason: reason.toString('utf8') };
      resolve(record);
    });
  });
  return { ws, record, settled };
}
