import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminRequest, adminStream } from './admin-request';
import { decryptPayload, encryptPayload } from './crypto/madmin-payload';
import { MinioError, MinioProtocolError, MinioUnreachableError } from './errors';

/** A stand-in for MinIO that records what it received and answers with whatever the test sets. */
type Handler = (request: IncomingMessage, body: Buffer, response: ServerResponse) => void | Promise<void>;

let server: Server;
let endpoint: string;
let handler: Handler;
const received: Array<{ method?: string; url?: string; headers: IncomingMessage['headers']; body: Buffer }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      void Promise.resolve(handler(request, body, response)).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
});

const credentials = { accessKey: 'TEMPKEY', secretKey: 'temp-secret', sessionToken: 'token-123' };
const connection = (): { endpoint: string; credentials: typeof credentials } => ({ endpoint, credentials });

describe('adminRequest', () => {
  it('sends a signed request under /minio/admin/v3 with the sorted query and the session token', async () => {
    handler = (_request, _body, response) => {
      response.setHeader('content-type', 'application/json');
      response.end('{"mode":"online"}');
    };
    const answer = await adminRequest({ ...connection(), path: '/help-config-kv', query: { subSys: 'api', key: '' } });
    expect(answer.json()).toEqual({ mode: 'online' });
    const [request] = received;
    expect(request?.url).toBe('/minio/admin/v3/help-config-kv?key=&subSys=api');
    expect(request?.headers['x-amz-security-token']).toBe('token-123');
    expect(request?.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(request?.headers['authorization']).toContain(
      'SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token',
    );
  });

  it('encrypts the body and decrypts the answer with the signing secret', async () => {
    handler = async (_request, body, response) => {
      const plain = await decryptPayload('temp-secret', body);
      response.end(await encryptPayload('temp-secret', `echo:${plain.toString()}`));
    };
    const answer = await adminRequest({
      ...connection(),
      method: 'PUT',
      path: '/add-user',
      query: { accessKey: 'alice' },
      body: '{"secretKey":"x","status":"enabled"}',
      encryptBody: true,
      decryptResponse: true,
    });
    expect(answer.text()).toBe('echo:{"secretKey":"x","status":"enabled"}');
    expect(received[0]?.headers['content-length']).toBe(String(received[0]?.body.length));
  });

  it('reports an answer encrypted with another secret as a protocol error, not as success', async () => {
    handler = async (_request, _body, response) => {
      response.end(await encryptPayload('someone-else', '{}'));
    };
    await expect(adminRequest({ ...connection(), path: '/list-users', decryptResponse: true })).rejects.toThrow(
      /could not be decrypted/,
    );
    handler = (_request, _body, response) => {
      response.end('{"plain":"json"}');
    };
    await expect(adminRequest({ ...connection(), path: '/list-users', decryptResponse: true })).rejects.toThrow(
      MinioProtocolError,
    );
  });

  it("turns MinIO's JSON error into a MinioError", async () => {
    handler = (_request, _body, response) => {
      response.statusCode = 404;
      response.end('{"Code":"XMinioAdminNoSuchUser","Message":"The specified user does not exist.","RequestId":"R1"}');
    };
    const attempt = adminRequest({ ...connection(), path: '/user-info', query: { accessKey: 'ghost' } });
    await expect(attempt).rejects.toBeInstanceOf(MinioError);
    await expect(attempt).rejects.toMatchObject({ status: 404, code: 'XMinioAdminNoSuchUser', requestId: 'R1' });
  });

  it('does not follow redirects', async () => {
    handler = (_request, _body, response) => {
      response.statusCode = 307;
      response.setHeader('location', 'http://169.254.169.254/latest');
      response.end();
    };
    await expect(adminRequest({ ...connection(), path: '/info' })).rejects.toMatchObject({ status: 307 });
    expect(received).toHaveLength(1);
  });

  it('retries a GET once when the connection drops before an answer, but never a PUT', async () => {
    let calls = 0;
    handler = (request, _body, response) => {
      calls++;
      if (calls === 1) request.socket.destroy();
      else response.end('{}');
    };
    await expect(adminRequest({ ...connection(), path: '/info' })).resolves.toMatchObject({ status: 200 });
    expect(calls).toBe(2);
    calls = 0;
    const put = adminRequest({ ...connection(), method: 'PUT', path: '/add-canned-policy', body: '{}' });
    await expect(put).rejects.toMatchObject({ name: 'MinioUnreachableError', reason: 'reset' });
    expect(calls).toBe(1);
  });

  it('reports a closed port as an unreachable server', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const attempt = adminRequest({ endpoint: `http://127.0.0.1:${port}`, credentials, path: '/info' });
    await expect(attempt).rejects.toBeInstanceOf(MinioUnreachableError);
    await expect(attempt).rejects.toMatchObject({ reason: 'refused' });
    await expect(attempt).rejects.toThrow(`cannot reach the storage server at http://127.0.0.1:${port}`);
  });

  it('reports a server that never answers as unreachable (timeout), and a caller abort as an abort', async () => {
    handler = () => undefined;
    await expect(adminRequest({ ...connection(), path: '/info', timeoutMs: 100 })).rejects.toMatchObject({
      name: 'MinioUnreachableError',
      reason: 'timeout',
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('page closed')), 50);
    await expect(adminRequest({ ...connection(), path: '/info', signal: controller.signal })).rejects.toThrow(
      'page closed',
    );
  });
});

describe('adminStream', () => {
  it('yields objects between keep-alives until aborted, with no deadline once streaming', async () => {
    handler = (_request, _body, response) => {
      response.setHeader('content-type', 'text/event-stream');
      response.write(' ');
      response.write('{"funcname":"s3.ListBuckets"}\n ');
      setTimeout(() => response.write(' {"funcname":"s3.PutObject"}\n'), 150);
    };
    const controller = new AbortController();
    const stream = await adminStream({ ...connection(), path: '/trace', signal: controller.signal, timeoutMs: 100 });
    const seen: unknown[] = [];
    await expect(
      (async () => {
        for await (const event of stream) {
          seen.push(event);
          if (seen.length === 2) controller.abort(new Error('closed by user'));
        }
      })(),
    ).rejects.toThrow('closed by user');
    expect(seen).toEqual([{ funcname: 's3.ListBuckets' }, { funcname: 's3.PutObject' }]);
  });

  it('surfaces a refusal before the loop starts', async () => {
    handler = (_request, _body, response) => {
      response.statusCode = 403;
      response.end('{"Code":"AccessDenied","Message":"Access Denied."}');
    };
    await expect(adminStream({ ...connection(), path: '/trace' })).rejects.toMatchObject({ code: 'AccessDenied' });
  });
});
