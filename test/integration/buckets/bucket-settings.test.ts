import type { components } from '../../../backend/api/generated/api';
import { createUserWithPolicy } from '../../support/minio-admin';
import { loadWorld, need } from '../../world/state';
import {
  asRoot,
  consoleFor,
  consoleUser,
  createPersona,
  uniqueBucket,
  type ApiErrorBody,
  type ConsoleUser,
  type TestConsole,
} from './bucket-test-kit';

type Schemas = components['schemas'];

jest.setTimeout(60_000);

const erasure = need(loadWorld().minio.erasure, 'erasure MinIO');
let harness: TestConsole;
let root: ConsoleUser;

beforeAll(async () => {
  harness = await consoleFor(erasure);
  root = harness.root;
});
afterAll(() => harness?.close());

async function newBucket(label: string, options: Record<string, unknown> = {}): Promise<string> {
  const name = uniqueBucket(label);
  harness.made.add(name);
  expect((await root.post('/buckets', { name, ...options })).status).toBe(201);
  return name;
}

/** What an anonymous client gets for an object, straight from MinIO. */
async function anonymousStatus(bucket: string, key: string): Promise<number> {
  return (await fetch(`${erasure.endpoint}/${bucket}/${key}`)).status;
}

describe('access policy', () => {
  it('makes a bucket public and private again, as anonymous clients see it', async () => {
    const bucket = await newBucket('access');
    await asRoot(erasure, (s3) => s3.putObject(bucket, 'hello.txt', Buffer.from('hi')));
    expect(await anonymousStatus(bucket, 'hello.txt')).toBe(403);
    expect((await root.put(`/buckets/${bucket}/set-policy`, { access: 'PUBLIC' })).status).toBe(204);
    expect((await root.get<Schemas['BucketInfo']>(`/buckets/${bucket}`)).body.access).toBe('PUBLIC');
    expect(await anonymousStatus(bucket, 'hello.txt')).toBe(200);
    expect((await root.put(`/buckets/${bucket}/set-policy`, { access: 'PRIVATE' })).status).toBe(204);
    expect((await root.get<Schemas['BucketInfo']>(`/buckets/${bucket}`)).body).toMatchObject({ access: 'PRIVATE' });
    expect(await anonymousStatus(bucket, 'hello.txt')).toBe(403);
  });

  it('sets a custom policy and shows it back; refuses bad JSON and a policy MinIO rejects', async () => {
    const bucket = await newBucket('custom');
    const definition = JSON.stringify({
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Principal: { AWS: ['*'] },
          Action: ['s3:GetObject'],
          Resource: [`arn:aws:s3:::${bucket}/docs/*`],
        },
      ],
    });
    expect((await root.put(`/buckets/${bucket}/set-policy`, { access: 'CUSTOM', definition })).status).toBe(204);
    const info = (await root.get<Schemas['BucketInfo']>(`/buckets/${bucket}`)).body;
    expect(info.access).toBe('CUSTOM');
    expect(JSON.parse(info.definition ?? '{}')).toMatchObject({ Statement: [{ Action: ['s3:GetObject'] }] });
    const notJson = await root.put<ApiErrorBody>(`/buckets/${bucket}/set-policy`, {
      access: 'CUSTOM',
      definition: '{nope',
    });
    expect(notJson).toMatchObject({ status: 400, body: { message: 'The policy is not valid JSON' } });
    const malformed = JSON.stringify({ Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'] }] });
    const rejected = await root.put<ApiErrorBody>(`/buckets/${bucket}/set-policy`, {
      access: 'CUSTOM',
      definition: malformed,
    });
    expect(rejected.status).toBe(400);
    expect(rejected.body.detailedMessage).toContain('MalformedPolicy');
    expect((await root.put(`/buckets/${bucket}/set-policy`, { access: 'CUSTOM' })).status).toBe(400);
  });
});

describe('retention and object locking', () => {
  it('is silent about a bucket without locking, and refuses to set a retention on it', async () => {
    const bucket = await newBucket('noret');
    expect(await root.get(`/buckets/${bucket}/retention`)).toEqual({ status: 200, body: { enabled: false } });
    expect((await root.get(`/buckets/${bucket}/object-locking`)).body).toEqual({ object_locking_enabled: false });
    const refused = await root.put<ApiErrorBody>(`/buckets/${bucket}/retention`, {
      mode: 'governance',
      unit: 'days',
      validity: 1,
    });
    expect(refused).toMatchObject({ status: 409, body: { message: `Bucket ${bucket} has no object locking` } });
  });

  it('sets the default retention of a locked bucket', async () => {
    const bucket = await newBucket('ret', { versioning: true, locking: true });
    expect(await root.get(`/buckets/${bucket}/retention`)).toEqual({ status: 200, body: { enabled: false } });
    const retention = { mode: 'governance', unit: 'years', validity: 2 };
    expect((await root.put(`/buckets/${bucket}/retention`, retention)).status).toBe(204);
    expect((await root.get(`/buckets/${bucket}/retention`)).body).toEqual({ enabled: true, ...retention });
    expect((await root.put(`/buckets/${bucket}/retention`, { ...retention, validity: 0 })).status).toBe(400);
  });
});

describe('encryption', () => {
  it('reports "not found" as disabled, enables SSE-S3 and SSE-KMS, and disables again', async () => {
    const bucket = await newBucket('enc');
    const info = () => root.get<Schemas['BucketEncryption']>(`/buckets/${bucket}/encryption/info`);
    expect(await info()).toEqual({ status: 200, body: { encType: 'disabled' } });
    expect((await root.post(`/buckets/${bucket}/encryption/enable`, { encType: 'sse-s3' })).status).toBe(204);
    expect((await info()).body).toEqual({ encType: 'sse-s3', algorithm: 'AES256' });
    const kms = { encType: 'sse-kms', kmsKeyID: 'object-console-key' };
    expect((await root.post(`/buckets/${bucket}/encryption/enable`, kms)).status).toBe(204);
    expect((await info()).body).toEqual({
      encType: 'sse-kms',
      algorithm: 'aws:kms',
      kmsMasterKeyID: 'object-console-key',
    });
    expect((await root.post(`/buckets/${bucket}/encryption/disable`)).status).toBe(204);
    expect((await info()).body).toEqual({ encType: 'disabled' });
  });

  it('refuses SSE-KMS without a key or with a key the KMS does not know', async () => {
    const bucket = await newBucket('enckey');
    const noKey = await root.post<ApiErrorBody>(`/buckets/${bucket}/encryption/enable`, { encType: 'sse-kms' });
    expect(noKey).toMatchObject({ status: 400, body: { message: 'SSE-KMS needs a KMS key ID' } });
    const unknown = await root.post<ApiErrorBody>(`/buckets/${bucket}/encryption/enable`, {
      encType: 'sse-kms',
      kmsKeyID: 'no-such-key',
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: "The KMS has no key 'no-such-key'" } });
  });
});

describe('versioning and quota', () => {
  it('turns versioning on and suspends it', async () => {
    const bucket = await newBucket('ver');
    const state = async () => (await root.get(`/buckets/${bucket}/versioning`)).body;
    expect(await state()).toEqual({ is_versioned: false, status: 'Unversioned' });
    expect((await root.put(`/buckets/${bucket}/versioning`, { versioning: true })).status).toBe(204);
    expect(await state()).toEqual({ is_versioned: true, status: 'Enabled' });
    expect((await root.put(`/buckets/${bucket}/versioning`, { versioning: false })).status).toBe(204);
    // MinIO keeps the difference between never versioned and suspended; so does the answer.
    expect(await state()).toEqual({ is_versioned: false, status: 'Suspended' });
  });

  it('sets and removes a hard quota; refuses 0 and fifo', async () => {
    const bucket = await newBucket('quota');
    const quota = async () => (await root.get(`/buckets/${bucket}/quota`)).body;
    expect(await quota()).toEqual({ type: 'hard', quota: 0, enabled: false });
    const fiveMiB = 5 * 1024 * 1024;
    expect(
      (await root.put(`/buckets/${bucket}/quota`, { enabled: true, quota_type: 'hard', amount: fiveMiB })).status,
    ).toBe(204);
    expect(await quota()).toEqual({ type: 'hard', quota: fiveMiB, enabled: true });
    const zero = await root.put<ApiErrorBody>(`/buckets/${bucket}/quota`, { enabled: true, amount: 0 });
    expect(zero).toMatchObject({ status: 400, body: { message: 'A quota needs a size of at least 1 byte' } });
    const fifo = await root.put<ApiErrorBody>(`/buckets/${bucket}/quota`, {
      enabled: true,
      quota_type: 'fifo',
      amount: 1,
    });
    expect(fifo).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("no longer supports 'fifo'") },
    });
    expect((await root.put(`/buckets/${bucket}/quota`, { enabled: false })).status).toBe(204);
    expect(await quota()).toEqual({ type: 'hard', quota: 0, enabled: false });
  });
});

describe('restricted users', () => {
  it('a user who may only read settings reads them all and is refused every change', async () => {
    const bucket = await newBucket('reader', { versioning: true });
    const persona = await createPersona(erasure, 'bucket-reader');
    try {
      const reader = await consoleUser(harness.app, persona.accessKey, persona.secretKey);
      for (const path of ['versioning', 'quota', 'retention', 'encryption/info', 'object-locking']) {
        expect([path, (await reader.get(`/buckets/${bucket}/${path}`)).status]).toEqual([path, 200]);
      }
      expect((await reader.get<Schemas['BucketInfo']>(`/buckets/${bucket}`)).body).toMatchObject({
        access: 'PRIVATE',
        manage: true,
      });
      expect((await reader.put(`/buckets/${bucket}/versioning`, { versioning: false })).status).toBe(403);
      expect((await reader.put(`/buckets/${bucket}/set-policy`, { access: 'PUBLIC' })).status).toBe(403);
      expect((await reader.put(`/buckets/${bucket}/quota`, { enabled: true, amount: 1024 })).status).toBe(403);
      expect((await reader.post(`/buckets/${bucket}/encryption/enable`, { encType: 'sse-s3' })).status).toBe(403);
    } finally {
      await persona.remove();
    }
  });

  it("MinIO's readonly policy cannot even read the settings", async () => {
    const bucket = await newBucket('ro-settings');
    const user = await createUserWithPolicy(erasure, 'readonly');
    const reader = await consoleUser(harness.app, user.accessKey, user.secretKey);
    expect((await reader.get(`/buckets/${bucket}/versioning`)).status).toBe(403);
    expect((await reader.get(`/buckets/${bucket}/encryption/info`)).status).toBe(403);
    expect((await reader.get(`/buckets/${bucket}/quota`)).status).toBe(403);
  });
});
