import { loadWorld, need } from '../../world/state';
import { bucketExists, uniqueBucket, type ApiErrorBody } from '../buckets/bucket-test-kit';
import { objectsHarness, putObjects, type ObjectsHarness, type Schemas } from './objects-kit';

/**
 * What the contract lets through, against the real MinIO: unknown fields and absurd nesting are refused before
 * anything is created; an empty optional query value is the parameter left out (an empty prefix is the root).
 */
jest.setTimeout(60_000);

const erasure = need(loadWorld().minio.erasure, 'erasure MinIO');
let harness: ObjectsHarness;

beforeAll(async () => {
  harness = await objectsHarness(erasure);
});
afterAll(() => harness?.close());

const createBucket = (body: string) =>
  harness.root.fetch('/buckets', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });

describe('POST /buckets', () => {
  it('refuses an unknown field with a 400 naming it, and creates nothing', async () => {
    const name = uniqueBucket('unknown');
    harness.console.made.add(name);
    const res = await createBucket(JSON.stringify({ name, versioning: false, extra: true }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).detailedMessage).toBe(
      'request/body/extra is not a field of this request',
    );
    expect(await bucketExists(erasure, name)).toBe(false);
  });

  it('refuses a body nested 10,000 levels deep with a 400, and creates nothing', async () => {
    const name = uniqueBucket('deep');
    harness.console.made.add(name);
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const res = await createBucket(`{"name":"${name}","x":${deep}}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).detailedMessage).toMatch(/nests deeper than \d+ levels/);
    expect(await bucketExists(erasure, name)).toBe(false);
  });

  it('still creates a bucket from what the frontend sends', async () => {
    const name = uniqueBucket('known');
    harness.console.made.add(name);
    const res = await createBucket(JSON.stringify({ name, versioning: false, locking: false }));
    expect(res.status).toBe(201);
    expect(await bucketExists(erasure, name)).toBe(true);
  });
});

describe('GET /buckets/{bucket}/objects with an empty prefix (as clients of the old console send it)', () => {
  it('lists the bucket root, as without one', async () => {
    const bucket = await harness.bucket('emptyprefix');
    await putObjects(erasure, bucket, [
      ['top.txt', 'a'],
      ['folder/inner.txt', 'b'],
    ]);
    const names = async (query: string) => {
      const page = await harness.root.json<Schemas['ObjectList']>('GET', `/buckets/${bucket}/objects${query}`);
      expect(page.status).toBe(200);
      return page.body.objects.map((object) => object.name).sort();
    };
    expect(await names('?prefix=')).toEqual(['folder/', 'top.txt']);
    expect(await names('?prefix=&max_keys=&with_versions=')).toEqual(await names(''));
  });
});
