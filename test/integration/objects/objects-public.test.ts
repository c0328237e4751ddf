import { consoleFixture } from '@test/support/fixtures';
import { asRoot, putObjects } from '@test/support/minio-root';
import { b64 } from './objects-kit';

jest.setTimeout(120_000);

/** MinIO Console v1.7.6's anonymous access: a public bucket browsed and downloaded without logging in. */
const world = consoleFixture();
let publicBucket: string;
let privateBucket: string;

const readOnlyForAnyone = (bucket: string) =>
  JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Principal: { AWS: ['*'] },
        Action: ['s3:GetBucketLocation', 's3:ListBucket'],
        Resource: [`arn:aws:s3:::${bucket}`],
      },
      { Effect: 'Allow', Principal: { AWS: ['*'] }, Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/*`] },
    ],
  });

beforeAll(async () => {
  publicBucket = await world.bucket('public');
  privateBucket = await world.bucket('private');
  const files: Array<[string, Buffer]> = [
    ['docs/readme.txt', Buffer.from('public words')],
    ['top.txt', Buffer.from('top')],
  ];
  await putObjects(world.minio, publicBucket, files);
  await putObjects(world.minio, privateBucket, files);
  await asRoot(world.minio, (s3) => s3.setBucketPolicy(publicBucket, readOnlyForAnyone(publicBucket)));
});

/** A request with no session cookie at all. */
const anonymous = (path: string, init: RequestInit = {}) => fetch(`${world.app.base}${path}`, init);

describe('anonymous browsing of a public bucket', () => {
  it('lists folders and objects and downloads an object without a session', async () => {
    const root = await anonymous(`/api/v1/public/buckets/${publicBucket}/objects`);
    expect(root.status).toBe(200);
    const listing = (await root.json()) as { objects: Array<{ name: string }> };
    expect(listing.objects.map((entry) => entry.name)).toEqual(['docs/', 'top.txt']);

    const folder = await anonymous(
      `/api/v1/public/buckets/${publicBucket}/objects?prefix=${encodeURIComponent(b64('docs/'))}`,
    );
    expect(((await folder.json()) as { objects: Array<{ name: string }> }).objects.map((entry) => entry.name)).toEqual([
      'docs/readme.txt',
    ]);

    const file = await anonymous(
      `/api/v1/public/buckets/${publicBucket}/objects/download?prefix=${encodeURIComponent(b64('docs/readme.txt'))}`,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment; filename="readme.txt"');
    expect(await file.text()).toBe('public words');
  });

  it('refuses a private bucket with a 403 and a clear message, listing and download alike', async () => {
    const listing = await anonymous(`/api/v1/public/buckets/${privateBucket}/objects`);
    expect(listing.status).toBe(403);
    expect(await listing.json()).toMatchObject({ message: 'This bucket is not public' });
    const file = await anonymous(
      `/api/v1/public/buckets/${privateBucket}/objects/download?prefix=${encodeURIComponent(b64('top.txt'))}`,
    );
    expect(file.status).toBe(403);
    expect(await file.json()).toMatchObject({ message: 'This bucket is not public' });
  });

  it('reaches nothing else without a session: the signed-in listing and writes still need one', async () => {
    expect((await anonymous(`/api/v1/buckets/${publicBucket}/objects`)).status).toBe(401);
    expect((await anonymous('/api/v1/buckets')).status).toBe(401);
    const write = await anonymous(
      `/api/v1/buckets/${publicBucket}/objects?path=${encodeURIComponent(b64('top.txt'))}`,
      { method: 'DELETE' },
    );
    expect([401, 403]).toContain(write.status);
    const still = await anonymous(
      `/api/v1/public/buckets/${publicBucket}/objects/download?prefix=${encodeURIComponent(b64('top.txt'))}`,
    );
    expect(await still.text()).toBe('top');
  });
});
