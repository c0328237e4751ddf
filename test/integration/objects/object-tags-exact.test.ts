import { XMLParser } from 'fast-xml-parser';
import { signedFetch } from '../../../backend/src/platform/minio/signed-fetch';
import { rootConnection } from '../../support/minio-admin';
import { loadWorld, need, type MinioServer } from '../../world/state';
import { asRoot } from '../buckets/bucket-test-kit';
import { b64, objectsHarness, putObjects, type ObjectsHarness, type Schemas } from './objects-kit';

jest.setTimeout(120_000);

const erasure = need(loadWorld().minio.erasure, 'erasure MinIO');
let harness: ObjectsHarness;

beforeAll(async () => {
  harness = await objectsHarness(erasure);
});
afterAll(() => harness?.close());

/**
 * Tags minio-js's parser used to change: number-like texts (`007` became 7, a key `007` vanished), spaced texts
 * (trimmed), `true`. MinIO itself refuses quotes, `&`, `<`, `#` and `;` in tags (see the last test), so those can
 * only be checked by the parser's unit tests.
 */
const AWKWARD: Readonly<Record<string, string>> = {
  a: '007',
  b: ' sp ',
  '007': 'a key like a number',
  ' k ': '0x10',
  d: '1.50',
  e: '+1',
  f: 'true',
  g: '',
};

/** The API's query for one object (version). */
function target(key: string, versionId?: string): string {
  return new URLSearchParams({ prefix: b64(key), ...(versionId ? { version_id: versionId } : {}) }).toString();
}

const putTags = (bucket: string, key: string, tags: Record<string, string>, versionId?: string) =>
  harness.root.json<Schemas['ApiError']>('PUT', `/buckets/${bucket}/objects/tags?${target(key, versionId)}`, { tags });

/**
 * The tags the console shows for `key` (with its metadata), by version id: as the object detail asks (`latest`), or
 * every version.
 */
async function consoleTags(
  bucket: string,
  key: string,
  versions: 'latest' | 'all',
): Promise<Record<string, Record<string, string> | undefined>> {
  const query = `${target(key)}&with_metadata=true${versions === 'all' ? '&with_versions=true' : ''}`;
  const answer = await harness.root.json<Schemas['ObjectList']>('GET', `/buckets/${bucket}/objects?${query}`);
  expect(answer.status).toBe(200);
  return Object.fromEntries(answer.body.objects.map((object) => [object.version_id ?? 'latest', object.tags]));
}

/**
 * The tags MinIO stores for an object (version), checked without the console's code: a signed GET as root, parsed
 * with fast-xml-parser's own decoder (numeric references too, each once), every text kept as text, untrimmed.
 */
async function storedTags(server: MinioServer, bucket: string, key: string, versionId?: string) {
  const answer = await signedFetch({
    ...rootConnection(server),
    method: 'GET',
    path: `/${bucket}/${key}`,
    query: { tagging: '', ...(versionId ? { versionId } : {}) },
    service: 's3',
  });
  const parser = new XMLParser({ htmlEntities: true, parseTagValue: false, trimValues: false, isArray: () => true });
  const document = parser.parse(Buffer.from(await answer.bytes()).toString('utf8')) as {
    Tagging: Array<{ TagSet: Array<{ Tag?: Array<{ Key: [string]; Value: [string] }> } | string> }>;
  };
  const set = document.Tagging[0]?.TagSet[0];
  const tags = typeof set === 'object' ? (set.Tag ?? []) : [];
  return Object.fromEntries(tags.map((tag) => [tag.Key[0], tag.Value[0]]));
}

it('keeps every tag exactly through a write, a read and an edit of another tag', async () => {
  const bucket = await harness.bucket('tags-exact');
  await putObjects(erasure, bucket, [['t.txt', 't']]);
  expect((await putTags(bucket, 't.txt', AWKWARD)).status).toBe(204);
  const read = (await consoleTags(bucket, 't.txt', 'latest'))['latest'];
  expect(read).toEqual(AWKWARD);

  // The tag editor sends the whole set back with one tag changed.
  expect((await putTags(bucket, 't.txt', { ...read, a: '008' })).status).toBe(204);
  expect(await storedTags(erasure, bucket, 't.txt')).toEqual({ ...AWKWARD, a: '008' });
  expect((await consoleTags(bucket, 't.txt', 'latest'))['latest']).toEqual({ ...AWKWARD, a: '008' });
});

it("shows and edits each version's own tags, the unversioned `null` version included", async () => {
  const bucket = await harness.bucket('tags-versions');
  await putObjects(erasure, bucket, [['v.txt', 'before versioning']]);
  await asRoot(erasure, (s3) => s3.setBucketVersioning(bucket, { Status: 'Enabled' }));
  await putObjects(erasure, bucket, [['v.txt', 'latest']]);
  const latest = Object.keys(await consoleTags(bucket, 'v.txt', 'all')).find((id) => id !== 'null') ?? '';
  expect(latest).not.toBe('');

  expect((await putTags(bucket, 'v.txt', { v: '007', old: ' yes ' }, 'null')).status).toBe(204);
  expect((await putTags(bucket, 'v.txt', { v: ' latest ' }, latest)).status).toBe(204);
  expect(await consoleTags(bucket, 'v.txt', 'all')).toEqual({
    null: { v: '007', old: ' yes ' },
    [latest]: { v: ' latest ' },
  });

  const shown = await consoleTags(bucket, 'v.txt', 'all');
  expect((await putTags(bucket, 'v.txt', { ...shown['null'], v: '0.10' }, 'null')).status).toBe(204);
  expect(await storedTags(erasure, bucket, 'v.txt', 'null')).toEqual({ v: '0.10', old: ' yes ' });
  expect(await storedTags(erasure, bucket, 'v.txt', latest)).toEqual({ v: ' latest ' });
});

it('refuses a tag MinIO cannot store with a 400 that says so, and keeps the stored set', async () => {
  const bucket = await harness.bucket('tags-refused');
  await putObjects(erasure, bucket, [['r.txt', 'r']]);
  expect((await putTags(bucket, 'r.txt', { a: '007' })).status).toBe(204);
  const refused = await putTags(bucket, 'r.txt', { a: '007', c: `it's "q" & <a> &#39;` });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toMatch(/tag/i);
  expect(await storedTags(erasure, bucket, 'r.txt')).toEqual({ a: '007' });
});
