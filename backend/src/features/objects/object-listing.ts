import type { S3Connection } from '../../platform/minio/s3/s3-client';
import type { ListPosition } from './list-token';
import { ListXml } from './list-xml';
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
  const result = ListXml.of(await answer.bytes(), 'ListBucketResult');
  const folders = result.items('CommonPrefixes').map(folderOf);
  const objects = result.items('Contents').map((item) => ({
    name: decodeKey(item.text('Key')),
    isFolder: false,
    lastModified: new Date(item.text('LastModified')),
    size: Number(item.text('Size')),
    etag: unquote(item.text('ETag')),
  }));
  const token = result.text('NextContinuationToken');
  return {
    entries: [...folders, ...objects],
    ...(result.text('IsTruncated') === 'true' && token ? { next: { continuation: token } } : {}),
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
  const result = ListXml.of(await answer.bytes(), 'ListVersionsResult');
  const versionOf = (item: ListXml, isDeleteMarker: boolean): ListedEntry => ({
    name: decodeKey(item.text('Key')),
    isFolder: false,
    lastModified: new Date(item.text('LastModified')),
    ...(isDeleteMarker ? {} : { size: Number(item.text('Size')), etag: unquote(item.text('ETag')) }),
    versionId: item.text('VersionId'),
    isLatest: item.text('IsLatest') === 'true',
    isDeleteMarker,
  });
  const versions = [
    ...result.items('Version').map((item) => versionOf(item, false)),
    ...result.items('DeleteMarker').map((item) => versionOf(item, true)),
  ].sort(byKeyThenNewest);
  const keyMarker = result.text('NextKeyMarker');
  const versionIdMarker = result.text('NextVersionIdMarker');
  return {
    entries: [...result.items('CommonPrefixes').map(folderOf), ...versions],
    ...(result.text('IsTruncated') === 'true'
      ? { next: { keyMarker: decodeKey(keyMarker), ...(versionIdMarker ? { versionIdMarker } : {}) } }
      : {}),
  };
}

function byKeyThenNewest(a: ListedEntry, b: ListedEntry): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  if (a.isLatest !== b.isLatest) return a.isLatest ? -1 : 1;
  return (b.lastModified?.getTime() ?? 0) - (a.lastModified?.getTime() ?? 0);
}

function folderOf(item: ListXml): ListedEntry {
  return { name: decodeKey(item.text('Prefix')), isFolder: true };
}

/** Keys come URL-encoded (`encoding-type=url`, as Go's QueryEscape: `+` for a space), so any byte survives XML. */
function decodeKey(encoded: string): string {
  return decodeURIComponent(encoded.replace(/\+/g, ' '));
}

function unquote(etag: string): string {
  return etag.replace(/^"|"$/g, '').replace(/^&quot;|&quot;$/g, '');
}
