import { XMLParser } from 'fast-xml-parser';
import { signedFetch } from '@platform/minio/signed-fetch';
import { dataOf } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { rootConnection } from '@test/support/minio-admin';
import { asRoot, putObjects } from '@test/support/minio-root';
import type { MinioServer } from '@test/world/state';
import { objectAt } from './objects-kit';

jest.setTimeout(120_000);

const world = consoleFixture();

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

const putTags = (bucket: string, key: string, tags: Record<string, string>, versionId?: string) =>
  world.root.PUT('/api/v1/buckets/{bucket}/objects/tags', { ...objectAt(bucket, key, versionId), body: { tags } });

/**
 * The tags the console shows for `key` (with its metadata), by version id: as the object detail asks (`latest`), or
 * every version.
 */
async function consoleTags(
  bucket: string,
  key: string,
  versions: 'latest' | 'all',
): Promise<Record<string, Record<string, string> | undefined>> {
  const { params } = objectAt(bucket, key);
  const query = { ...params.query, with_metadata: true, ...(versions === 'all' ? { with_versions: true } : {}) };
  const answer = await world.root.GET('/api/v1/buckets/{bucket}/objects', { params: { ...params, query } });
  expect(answer.status).toBe(200);
  return Object.fromEntries(dataOf(answer).objects.map((object) => [object.version_id ?? 'latest', object.tags]));
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
  const bucket = await world.bucket('tags-exact');
  await putObjects(world.minio, bucket, [['t.txt', 't']]);
  expect((await putTags(bucket, 't.txt', AWKWARD)).status).toBe(204);
  const read = (await consoleTags(bucket, 't.txt', 'latest'))['latest'];
  expect(read).toEqual(AWKWARD);

  // The tag editor sends the whole set back with one tag changed.
  expect((await putTags(bucket, 't.txt', { ...read, a: '008' })).status).toBe(204);
  expect(await storedTags(world.minio, bucket, 't.txt')).toEqual({ ...AWKWARD, a: '008' });
  expect((await consoleTags(bucket, 't.txt', 'latest'))['latest']).toEqual({ ...AWKWARD, a: '008' });
});

it("shows and edits each version's own tags, the unversioned `null` version included", async () => {
  const bucket = await world.bucket('tags-versions');
  await putObjects(world.minio, bucket, [['v.txt', 'before versioning']]);
  await asRoot(world.minio, (s3) => s3.setBucketVersioning(bucket, { Status: 'Enabled' }));
  await putObjects(world.minio, bucket, [['v.txt', 'latest']]);
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
  expect(await storedTags(world.minio, bucket, 'v.txt', 'null')).toEqual({ v: '0.10', old: ' yes ' });
  expect(await storedTags(world.minio, bucket, 'v.txt', latest)).toEqual({ v: ' latest ' });
});

it('refuses a tag MinIO cannot store with a 400 that says so, and keeps the stored set', async () => {
  const bucket = await world.bucket('tags-refused');
  await putObjects(world.minio, bucket, [['r.txt', 'r']]);
  expect((await putTags(bucket, 'r.txt', { a: '007' })).status).toBe(204);
  const refused = await putTags(bucket, 'r.txt', { a: '007', c: `it's "q" & <a> &#39;` });
  expect(refused.status).toBe(400);
  expect(refused.error?.message).toMatch(/tag/i);
  expect(await storedTags(world.minio, bucket, 'r.txt')).toEqual({ a: '007' });
});

it('refuses an 11th tag, a reserved key and a character MinIO refuses, naming the rule, and keeps the stored set', async () => {
  const bucket = await world.bucket('tags-rules');
  await putObjects(world.minio, bucket, [['r.txt', 'r']]);
  expect((await putTags(bucket, 'r.txt', { a: '007' })).status).toBe(204);
  const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`k${index}`, 'v']));
  expect(await putTags(bucket, 'r.txt', eleven)).toMatchObject({
    status: 400,
    error: { message: 'An object can have at most 10 tags: remove one first.' },
  });
  expect(await putTags(bucket, 'r.txt', { 'AWS:stack': 'v' })).toMatchObject({
    status: 400,
    error: { message: expect.stringContaining('reserved'), detailedMessage: 'The tag "AWS:stack" was refused.' },
  });
  expect(await putTags(bucket, 'r.txt', { año: 'v' })).toMatchObject({
    status: 400,
    error: { message: expect.stringContaining('A tag key can hold only letters A–Z and a–z') },
  });
  expect(await storedTags(world.minio, bucket, 'r.txt')).toEqual({ a: '007' });
});
