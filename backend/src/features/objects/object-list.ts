import type { S3Connection } from '../../platform/minio/s3/s3-client';
import type { Schema } from '@contract/shared/contract-types';
import { decodeListToken, encodeListToken } from './list-token';
import { listObjectsPage, listVersionsPage, type ListedEntry, type ListedPage } from './object-listing';
import { withObjectDetails } from './object-metadata';

type BucketObject = Schema<'BucketObject'>;
type ObjectList = Schema<'ObjectList'>;

/** What listObjects asks for (the query parameters, decoded). */
export interface ListObjectsQuery {
  readonly bucket: string;
  readonly prefix: string;
  readonly withVersions: boolean;
  readonly withMetadata: boolean;
  readonly token?: string;
  readonly maxKeys: number;
}

/** One page of the folders and objects under a prefix (or the versions), as the API answers it. */
export async function listObjects(connection: S3Connection, query: ListObjectsQuery): Promise<ObjectList> {
  const request = {
    bucket: query.bucket,
    prefix: query.prefix,
    delimiter: '/' as const,
    maxKeys: query.maxKeys,
    position: decodeListToken(query.token),
  };
  const page = query.withVersions
    ? await listVersionsPage(connection, request)
    : await listObjectsPage(connection, request);
  let objects = page.entries.map(toBucketObject);
  if (query.withMetadata && query.prefix !== '') {
    objects = await withObjectDetails(connection, query.bucket, query.prefix, objects);
  }
  return pageAnswer(objects, page);
}

/** The API's page: the objects, and the next token when MinIO said more follow. */
export function pageAnswer(objects: BucketObject[], page: Pick<ListedPage, 'next'>): ObjectList {
  return { objects, ...(page.next ? { next_continuation_token: encodeListToken(page.next) } : {}) };
}

/** A listed entry in the contract's field names. */
export function toBucketObject(entry: ListedEntry): BucketObject {
  if (entry.isFolder) return { name: entry.name };
  return {
    name: entry.name,
    ...(entry.lastModified ? { last_modified: entry.lastModified.toISOString() } : {}),
    ...(entry.size !== undefined ? { size: entry.size } : {}),
    ...(entry.etag ? { etag: entry.etag } : {}),
    ...(entry.versionId ? { version_id: entry.versionId } : {}),
    ...(entry.isLatest !== undefined ? { is_latest: entry.isLatest } : {}),
    ...(entry.isDeleteMarker !== undefined ? { is_delete_marker: entry.isDeleteMarker } : {}),
  };
}
