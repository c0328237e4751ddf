import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MinioError, MinioUnreachableError } from '../errors';
import { withS3 } from './s3-client';

/**
 * What MinIO rarely does on demand (a 503, a hang) played by a stand-in, to check the translation; the ordinary
 * paths run against the real server in s3-client.integration.test.ts.
 */
let server: Server;
let endpoint: string;
let handler: (request: IncomingMessage, response: ServerResponse) => void;
let requests = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests++;
    request.resume();
    request.on('end', () => handler(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = 0;
});

const credentials = { accessKey: 'TEMPKEY', secretKey: 'temp-secret', sessionToken: 'token-123' };

describe('withS3', () => {
  it("keeps MinIO's code and status for a 503, which minio-js alone would retry and replace", async () => {
    handler = (_request, response) => {
      response.writeHead(503, { 'content-type': 'application/xml', 'x-amz-request-id': 'REQ503' });
      response.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>XMinioServerNotInitialized</Code>' +
          '<Message>Server not initialized yet, please try again.</Message><RequestId>REQ503</RequestId></Error>',
      );
    };
    const attempt = withS3({ endpoint, credentials }, (s3) => s3.listBuckets());
    await expect(attempt).rejects.toBeInstanceOf(MinioError);
    await expect(attempt).rejects.toMatchObject({
      status: 503,
      code: 'XMinioServerNotInitialized',
      message: 'Server not initialized yet, please try again.',
      requestId: 'REQ503',
    });
    expect(requests).toBe(1);
  });

  it('signs with the session token and the given region', async () => {
    let seen: IncomingMessage | undefined;
    handler = (request, response) => {
      seen = request;
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end('<ListAllMyBucketsResult><Buckets></Buckets></ListAllMyBucketsResult>');
    };
    await withS3({ endpoint, credentials, region: 'eu-central-1' }, (s3) => s3.listBuckets());
    expect(seen?.headers['x-amz-security-token']).toBe('token-123');
    expect(seen?.headers['authorization']).toContain('/eu-central-1/s3/aws4_request');
  });

  it('gives up on a server that accepts the connection but never answers', async () => {
    handler = () => undefined;
    const attempt = withS3({ endpoint, credentials, timeoutMs: 200 }, (s3) => s3.listBuckets());
    await expect(attempt).rejects.toBeInstanceOf(MinioUnreachableError);
    await expect(attempt).rejects.toMatchObject({ reason: 'timeout' });
  });
});
