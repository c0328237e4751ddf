import { XMLParser } from 'fast-xml-parser';
import type { S3Connection } from '../../platform/minio/s3/s3-client';
import { MinioProtocolError } from '../../platform/minio/errors';
import type { ListPosition } from './list-token';
import { s3Call } from './s3-raw';

/** One listed entry: an object, an object version or delete marker, or a folder (common prefix). */
export interface ListedEntry {
  readonly name: string;
  readonly isFolder: boolean;
  readonly lastModified?: Date;
  readonly size?: number;
  readonly etag?: string;
  readonly versionId?: string;
  readonly isLatest?: boolean;
  readonly isDeleteMarker?: boolean;
}

/** One page of a listing and where the next one starts (absent on the last page). */
export interface ListedPage {
  readonly entries: ListedEntry[];
  readonly next?: ListPosition;
}

/** What a listing asks for. `delimiter` '/' lists one level; '' lists everything under the prefix. */
export interface ListRequest {
  readonly bucket: string;
  readonly prefix: string;
  readonly delimiter: '/' | '';
  readonly maxKeys: number;
  readonly position: ListPosition;
}

const xml = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => ['Contents', 'CommonPrefixes', 'Version', 'DeleteMarker'].includes(name),
});

/** One page of ListObjectsV2. Folders come first within the page. */
export async function listObjectsPage(connection: S3Connection, request: ListRequest): Promise<ListedPage> {
  const answer = await s3Call(connection, {
    method: 'GET',
    bucket: request.bucket,
    query: {
      'list-type': '2',
      prefix: request.prefix,
      delimiter: request.delimiter,
      'max-keys': String(request.maxKeys),
      'encoding-type': 'url',
      'continuation-token': request.position.continuation,
    },
  });
  const result = parse(await answer.bytes(), 'ListBucketResult');
  const folders = list(result.CommonPrefixes).map(folderOf);
  const objects = list(result.Contents).map((item) => ({
    name: decodeKey(text(item.Key)),
    isFolder: false,
    lastModified: new Date(text(item.LastModified)),
    size: Number(text(item.Size)),
    etag: unquote(text(item.ETag)),
  }));
  const token = text(result.NextContinuationToken);
  return {
    entries: [...folders, ...objects],
    ...(text(result.IsTruncated) === 'true' && token ? { next: { continuation: token } } : {}),
  };
}

/**
 * One page of ListObjectVersions: versions and delete markers by key, newest first within a key (MinIO sends the
 * two kinds in separate lists), folders first.
 */
export async function listVersionsPage(connection: S3Connection, request: ListRequest): Promise<ListedPage> {
  const answer = await s3Call(connection, {
    method: 'GET',
    bucket: request.bucket,
    query: {
      versions: '',
      prefix: request.prefix,
      delimiter: request.delimiter,
      'max-keys': String(request.maxKeys),
      'encoding-type': 'url',
      'key-marker': request.position.keyMarker,
      'version-id-marker': request.position.versionIdMarker,
    },
  });
  const result = parse(await answer.bytes(), 'ListVersionsResult');
  const versionOf = (item: Record<string, unknown>, isDeleteMarker: boolean): ListedEntry => ({
    name: decodeKey(text(item.Key)),
    isFolder: false,
    lastModified: new Date(text(item.LastModified)),
    ...(isDeleteMarker ? {} : { size: Number(text(item.Size)), etag: unquote(text(item.ETag)) }),
    versionId: text(item.VersionId),
    isLatest: text(item.IsLatest) === 'true',
    isDeleteMarker,
  });
  const versions = [
    ...list(result.Version).map((item) => versionOf(item, false)),
    ...list(result.DeleteMarker).map((item) => versionOf(item, true)),
  ].sort(byKeyThenNewest);
  const keyMarker = text(result.NextKeyMarker);
  const versionIdMarker = text(result.NextVersionIdMarker);
  return {
    entries: [...list(result.CommonPrefixes).map(folderOf), ...versions],
    ...(text(result.IsTruncated) === 'true'
      ? { next: { keyMarker: decodeKey(keyMarker), ...(versionIdMarker ? { versionIdMarker } : {}) } }
      : {}),
  };
}

function byKeyThenNewest(a: ListedEntry, b: ListedEntry): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  if (a.isLatest !== b.isLatest) return a.isLatest ? -1 : 1;
  return (b.lastModified?.getTime() ?? 0) - (a.lastModified?.getTime() ?? 0);
}

function folderOf(item: Record<string, unknown>): ListedEntry {
  return { name: decodeKey(text(item.Prefix)), isFolder: true };
}

function parse(body: Uint8Array, root: string): Record<string, unknown> {
  const document = xml.parse(Buffer.from(body).toString('utf8')) as Record<string, unknown>;
  const result = document[root];
  if (typeof result !== 'object' || result === null) {
    throw new MinioProtocolError(`The listing answer has no ${root}`);
  }
  return result as Record<string, unknown>;
}

function list(value: unknown): Array<Record<string, unknown>> {
  return Array.isArray(value) ? (value as Array<Record<string, unknown>>) : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

/** Keys come URL-encoded (`encoding-type=url`, as Go's QueryEscape: `+` for a space), so any byte survives XML. */
function decodeKey(encoded: string): string {
  return decodeURIComponent(encoded.replace(/\+/g, ' '));
}

function unquote(etag: string): string {
  return etag.replace(/^"|"$/g, '').replace(/^&quot;|&quot;$/g, '');
}
