import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { MinioError } from '../errors';
import { signedFetch } from '../signed-fetch';
import { decodeXmlEntities } from '../xml-entities';
import { DEFAULT_S3_REGION, withS3, type S3Connection } from './s3-client';

/*
 * Bucket configurations the console reads and writes back whole: lifecycle and replication rules, event
 * subscriptions, and the default encryption. minio-js parses them with fast-xml-parser's defaults, which turn
 * number-like text into numbers (a prefix `007` became 7, `0x10` 16) and trim text (` sp ` became `sp`), and since an
 * edit writes every rule back as it was read, changing one rule stored the mangled text of all of them. So these
 * documents are fetched with a plain signed GET and parsed here, every text kept exactly as MinIO stored it.
 * Object tags are read here too, for the same reason: the tag editor writes the whole set back. (Writing them through
 * minio-js is exact: its xml2js builder escapes `&` `<` `>` and a carriage return, and keeps the rest as given.)
 */

/** The configurations read here, by S3 sub-resource, with their document's root element. */
const ROOTS = {
  lifecycle: 'LifecycleConfiguration',
  replication: 'ReplicationConfiguration',
  notification: 'NotificationConfiguration',
  encryption: 'ServerSideEncryptionConfiguration',
  tagging: 'Tagging',
} as const;

export type BucketConfigKind = keyof typeof ROOTS;

/** The content of a configuration document's root element, its elements by name. */
export type BucketConfigDocument = Record<string, unknown>;

const TARGET_KINDS = ['QueueConfiguration', 'TopicConfiguration', 'CloudFunctionConfiguration'] as const;

/**
 * The elements S3's schemas declare as lists, by path: always arrays, also when one is present, so that readers
 * need not guess. Anything else with one occurrence is an object or a text.
 */
const LISTS: ReadonlySet<string> = new Set([
  'LifecycleConfiguration.Rule',
  'LifecycleConfiguration.Rule.Filter.And.Tag',
  'ReplicationConfiguration.Rule',
  'ReplicationConfiguration.Rule.Filter.And.Tag',
  'ServerSideEncryptionConfiguration.Rule',
  'Tagging.TagSet.Tag',
  ...TARGET_KINDS.flatMap((kind) => [
    `NotificationConfiguration.${kind}`,
    `NotificationConfiguration.${kind}.Event`,
    `NotificationConfiguration.${kind}.Filter.S3Key.FilterRule`,
  ]),
]);

/**
 * Decodes each character reference and named entity exactly once, in one pass, so a literal `&#39;` someone typed
 * (sent by MinIO as `&amp;#39;`) stays `&#39;`. Decoding inside the parser, after it has normalised line breaks,
 * also keeps a carriage return MinIO sent as `&#xD;` (rewriting the text beforehand, as xml-answer-references.ts
 * does for minio-js, would turn it into a line feed). Entities a DOCTYPE declares are not expanded: MinIO sends none.
 */
const ONCE_DECODER = {
  decode: decodeXmlEntities,
  reset: () => undefined,
  setXmlVersion: () => undefined,
  addInputEntities: () => undefined,
  setExternalEntities: () => undefined,
};

const parser = new XMLParser({
  parseTagValue: false,
  trimValues: false,
  processEntities: true,
  entityDecoder: ONCE_DECODER,
  ignoreDeclaration: true,
  isArray: (_name, path) => LISTS.has(String(path)),
});

/** S3's documents have no mixed content: text beside child elements is layout (indentation), never a value. */
function withoutLayout(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLayout);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => name !== '#text')
      .map(([name, child]) => [name, withoutLayout(child)]),
  );
}

/**
 * A configuration document → its root element's content. Texts stay texts, untrimmed (a number too: `<Days>5</Days>`
 * gives `'5'`); an empty element gives `''`; lists (LISTS) are arrays.
 */
export function parseBucketConfig(kind: BucketConfigKind, xml: string): BucketConfigDocument {
  const document = withoutLayout(parser.parse(xml)) as Record<string, unknown>;
  const root = document[ROOTS[kind]];
  return typeof root === 'object' && root !== null && !Array.isArray(root) ? (root as BucketConfigDocument) : {};
}

/** The bucket, or an object in it (and one version of it), whose sub-resource a request reads. */
interface S3Resource {
  readonly bucket: string;
  readonly key?: string;
  readonly versionId?: string;
}

/**
 * The resource's request path. Bucket and key become the path as they are: a bucket name with a slash, or a dot
 * segment in either (which URL handling collapses), would address something else. Refused as MinIO refuses a name it
 * cannot take.
 */
function pathOf({ bucket, key }: S3Resource): string {
  const dotSegment = (segment: string) => segment === '.' || segment === '..';
  if (bucket === '' || dotSegment(bucket) || bucket.includes('/')) {
    throw new MinioError({ status: 400, code: 'InvalidBucketName', message: `Invalid bucket name: ${bucket}` });
  }
  if (key === undefined) return `/${bucket}`;
  if (key === '' || key.split('/').some(dotSegment)) {
    throw new MinioError({ status: 400, code: 'XMinioInvalidObjectName', message: `Invalid object name: ${key}` });
  }
  return `/${bucket}/${key}`;
}

/** Fetches and parses one sub-resource document of a bucket or object as the connection's user. */
async function readDocument(
  connection: S3Connection,
  resource: S3Resource,
  kind: BucketConfigKind,
): Promise<BucketConfigDocument> {
  const answer = await signedFetch({
    endpoint: connection.endpoint,
    method: 'GET',
    path: pathOf(resource),
    query: { [kind]: '', ...(resource.versionId ? { versionId: resource.versionId } : {}) },
    credentials: connection.credentials,
    service: 's3',
    region: connection.region || DEFAULT_S3_REGION,
    ...(connection.timeoutMs !== undefined ? { timeoutMs: connection.timeoutMs } : {}),
  });
  return parseBucketConfig(kind, Buffer.from(await answer.bytes()).toString('utf8'));
}

/**
 * Fetches and parses one of the bucket's configurations as the connection's user. MinIO's answer when there is none
 * (NoSuchLifecycleConfiguration…) rejects as MinioError, like the minio-js calls this replaces.
 */
export function readBucketConfig(
  connection: S3Connection,
  bucket: string,
  kind: BucketConfigKind,
): Promise<BucketConfigDocument> {
  return readDocument(connection, { bucket }, kind);
}

/**
 * Writes one of the bucket's configurations, built by the caller as XML, as the connection's user, with the
 * Content-MD5 S3 asks of these PUTs (for where minio-js's own setter cannot be used).
 */
export async function writeBucketConfig(
  connection: S3Connection,
  bucket: string,
  kind: BucketConfigKind,
  xml: string,
): Promise<void> {
  const headers = { 'Content-MD5': createHash('md5').update(xml).digest('base64') };
  await withS3(connection, (s3) =>
    s3.makeRequestAsyncOmit({ method: 'PUT', bucketName: bucket, query: kind, headers }, xml),
  );
}

/** A parsed `Tagging` document → its tags by key, keys and values exactly as stored (an empty value is `''`). */
export function tagsOf(tagging: BucketConfigDocument): Record<string, string> {
  const set = tagging['TagSet'];
  const tags = typeof set === 'object' && set !== null ? (set as { Tag?: unknown }).Tag : undefined;
  const entries: Array<[string, string]> = [];
  for (const tag of Array.isArray(tags) ? (tags as Array<{ Key?: unknown; Value?: unknown }>) : []) {
    if (typeof tag.Key === 'string') entries.push([tag.Key, typeof tag.Value === 'string' ? tag.Value : '']);
  }
  return Object.fromEntries(entries);
}

/**
 * An object's tags (of one version when `versionId` is given; MinIO's `null` is the version written before
 * versioning was enabled), as the connection's user. Errors reject as MinioError, like minio-js's getObjectTagging.
 */
export async function readObjectTags(
  connection: S3Connection,
  bucket: string,
  key: string,
  versionId?: string,
): Promise<Record<string, string>> {
  return tagsOf(await readDocument(connection, { bucket, key, ...(versionId ? { versionId } : {}) }, 'tagging'));
}
