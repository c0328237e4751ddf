import { randomUUID } from 'node:crypto';
import { Client } from 'minio';
import { EMPTY_BODY_SHA256, signRequest } from '../../backend/src/platform/minio/sign';
import { loadWorld, need, type MinioServer } from '../world/state';

function s3Client(server: MinioServer): Client {
  const url = new URL(server.endpoint);
  return new Client({
    endPoint: url.hostname,
    port: Number(url.port),
    useSSL: false,
    accessKey: server.accessKey,
    secretKey: server.secretKey,
    region: 'us-east-1',
  });
}

/** A raw SigV4-signed admin call (the typed admin client builds on the same signer). */
async function adminGet(server: MinioServer, path: string): Promise<Response> {
  const url = new URL(`/minio/admin/v3/${path}`, server.endpoint);
  const headers = await signRequest({
    method: 'GET',
    url,
    bodySha256: EMPTY_BODY_SHA256,
    credentials: { accessKey: server.accessKey, secretKey: server.secretKey },
  });
  return fetch(url, { headers });
}

describe('the erasure MinIO of the test world', () => {
  const minio = need(loadWorld().minio.erasure, 'erasure MinIO');
  const s3 = s3Client(minio);

  it('creates a bucket, writes an object and reads it back with minio-js', async () => {
    const bucket = `foundation-${randomUUID().slice(0, 8)}`;
    const body = `hello from ${bucket}`;
    await s3.makeBucket(bucket);
    await s3.putObject(bucket, 'greeting.txt', Buffer.from(body), body.length, { 'Content-Type': 'text/plain' });
    const stream = await s3.getObject(bucket, 'greeting.txt');
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe(body);
    const stat = await s3.statObject(bucket, 'greeting.txt');
    expect(stat.size).toBe(body.length);
  });

  it('reports erasure mode through the admin info endpoint', async () => {
    const res = await adminGet(minio, 'info');
    expect(res.status).toBe(200);
    const info = (await res.json()) as {
      mode: string;
      backend: { backendType: string; onlineDisks?: number; standardSCData?: number[] };
      servers: Array<{ drives: unknown[] }>;
    };
    expect(info.mode).toBe('online');
    expect(info.backend.backendType).toBe('Erasure');
    expect(info.servers[0]?.drives).toHaveLength(4);
  });

  it('refuses an admin call signed with a wrong secret', async () => {
    const res = await adminGet({ ...minio, secretKey: 'not-the-secret' }, 'info');
    expect(res.status).toBe(403);
    const error = (await res.json()) as { Code: string };
    expect(error.Code).toBe('SignatureDoesNotMatch');
  });

  it('accepts SSE-S3 uploads through its built-in KMS key', async () => {
    // Without MINIO_KMS_SECRET_KEY, MinIO refuses this with "KMS is not configured".
    const bucket = `sse-${randomUUID().slice(0, 8)}`;
    await s3.makeBucket(bucket);
    await expect(
      s3.putObject(bucket, 'secret.txt', Buffer.from('x'), 1, { 'X-Amz-Server-Side-Encryption': 'AES256' }),
    ).resolves.toMatchObject({ etag: expect.any(String) });
  });
});

describe('the single-drive MinIO of the test world', () => {
  const single = need(loadWorld().minio.single, 'single-drive MinIO');

  it('reports one drive', async () => {
    const res = await adminGet(single, 'info');
    expect(res.status).toBe(200);
    const info = (await res.json()) as { servers: Array<{ drives: unknown[] }> };
    expect(info.servers[0]?.drives).toHaveLength(1);
  });
});
