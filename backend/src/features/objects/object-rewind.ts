import type { S3Connection } from '../../platform/minio/s3/s3-client';
import type { Schema } from '@contract/shared/contract-types';
import { decodeListToken } from './list-token';
import { pageAnswer, toBucketObject } from './object-list';
import { listVersionsPage, type ListedEntry } from './object-listing';

type BucketObject = Schema<'BucketObject'>;

/** What rewindObjects asks for. */
export interface RewindQuery {
  readonly bucket: string;
  readonly prefix: string;
  readonly at: Date;
  readonly token?: string;
  readonly maxKeys: number;
}

/**
 * One page of the objects under a prefix as they were at `at`: for each key, its newest version last modified at
 * or before that moment, flagged `delete_flag` when that version is a delete marker; keys created later are left
 * out. Built on one page of ListObjectVersions, so a key's versions may continue on the next page: the token then
 * remembers a key already answered, whose older versions are skipped.
 */
export async function rewindObjects(connection: S3Connection, query: RewindQuery): Promise<Schema<'ObjectList'>> {
  const position = decodeListToken(query.token);
  const page = await listVersionsPage(connection, {
    bucket: query.bucket,
    prefix: query.prefix,
    delimiter: '/',
    maxKeys: query.maxKeys,
    position,
  });
  const objects: BucketObject[] = [];
  const answered = new Set(position.answeredKey === undefined ? [] : [position.answeredKey]);
  for (const entry of page.entries) {
    if (entry.isFolder) {
      objects.push(toBucketObject(entry));
      continue;
    }
    if (answered.has(entry.name) || !existedAt(entry, query.at)) continue;
    answered.add(entry.name);
    objects.push(asOf(entry));
  }
  const lastKey = page.entries.at(-1)?.name;
  const next = page.next && {
    ...page.next,
    ...(lastKey !== undefined && answered.has(lastKey) ? { answeredKey: lastKey } : {}),
  };
  return pageAnswer(objects, next ? { next } : {});
}

function existedAt(entry: ListedEntry, at: Date): boolean {
  return entry.lastModified !== undefined && entry.lastModified.getTime() <= at.getTime();
}

function asOf(entry: ListedEntry): BucketObject {
  const object = toBucketObject(entry);
  return entry.isDeleteMarker ? { ...object, delete_flag: true } : object;
}
