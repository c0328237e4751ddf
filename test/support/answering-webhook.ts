import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An HTTP server on 127.0.0.1 that answers every call with 200 and keeps nothing. */
export interface AnsweringWebhook {
  /** Its address, with `path` appended. */
  url(path?: string): string;
  close(): Promise<void>;
}

/**
 * A webhook for settings whose target MinIO dials before it accepts them (a logger, an audit or a notification
 * webhook): it answers every call, so the setting is stored, and the test reads what MinIO stored.
 */
export async function startAnsweringWebhook(): Promise<AnsweringWebhook> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path = '') => `${base}${path}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
