import type { Response } from 'express';
import { Readable } from 'node:stream';
import { ApiError } from '../../platform/errors/api-error';
import { minioToApiError } from '../../platform/errors/minio-api-error';
import { hasCode } from '../../platform/minio/bucket-session';
import { ZipSinkClosedError, ZipWriter } from '../../platform/zip/zip-writer';
import type { Schema } from '@contract/shared/contract-types';
import { contentDisposition } from './download-headers';
import type { ListPosition } from './list-token';
import { listObjectsPage } from './object-listing';
import { asUser, type ObjectScope } from './object-params';
import { s3Stream } from './s3-raw';
import { opening, readAhead, type ReadAhead } from './zip-read-ahead';
import { commonFolder, entryName, zipFileName } from './zip-request';

/** The last entry when some objects could not be read. */
export const ERRORS_ENTRY = 'DOWNLOAD-ERRORS.txt';

/** Types worth deflating; everything else (images, video, archives) is stored as it is, which is faster. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|x-ndjson|csv|x-yaml|yaml|sql)|image\/svg\+xml)/i;

/** Objects smaller than this (as listed) are requested READ_AHEAD ahead of the one being written. */
const READ_AHEAD_BELOW = 1024 * 1024;
const READ_AHEAD = 8;

/** A key to add (with its size when listed), or a listing that failed after the first byte was sent. */
type Item = { readonly key: string; readonly size?: number } | { readonly failed: string; readonly error: unknown };

/**
 * Streams the selected keys and folders (recursively) of one bucket as a ZIP. Folders are listed a page at a time
 * and each object is piped through the ZIP writer as it is read, so memory stays bounded whatever the selection.
 * The first listing happens before anything is sent (its failure is an ordinary API error); objects that cannot be
 * read, and listings that fail later, are named in a last entry, DOWNLOAD-ERRORS.txt.
 */
export async function downloadZip(
  res: Response,
  scope: ObjectScope,
  request: Schema<'ZipDownloadRequest'>,
): Promise<void> {
  const folder = commonFolder(request.paths);
  const listed = itemsOf(scope, request.paths);
  const first = await listed.next();
  if (!first.done && 'failed' in first.value) throw first.value.error;
  // The first object is opened before the first byte too: a bucket that does not exist is an ordinary 404 then,
  // not a ZIP holding nothing but DOWNLOAD-ERRORS.txt.
  const firstItem = first.done ? undefined : first.value;
  const firstOpening =
    firstItem && 'key' in firstItem && nameOf(firstItem.key, folder) ? openingOf(scope, firstItem.key) : undefined;
  const firstOpened = await firstOpening;
  if (firstOpened && 'error' in firstOpened && hasCode(firstOpened.error, 'NoSuchBucket')) throw firstOpened.error;
  const early = (item: Item) => {
    if (item === firstItem) return firstOpening;
    return 'key' in item && item.size !== undefined && item.size < READ_AHEAD_BELOW && nameOf(item.key, folder)
      ? openingOf(scope, item.key)
      : undefined;
  };
  const items = readAhead(withFirst(first, listed), early, READ_AHEAD);

  res.status(200).set({
    'Content-Type': 'application/zip',
    'Content-Disposition': contentDisposition('attachment', zipFileName(request, scope.bucket)),
    'X-Content-Type-Options': 'nosniff',
  });
  const zip = new ZipWriter(res);
  const problems: string[] = [];
  try {
    for await (const item of items) await addItem(zip, scope, folder, item, problems);
    if (problems.length > 0) {
      const report = `These objects could not be read and are missing from the ZIP:\n\n${problems.join('\n')}\n`;
      await zip.addFile(ERRORS_ENTRY, Readable.from([Buffer.from(report, 'utf8')]), { compress: true });
    }
    await zip.finish();
    res.end();
  } catch (error) {
    // The client went away: stop listing and reading; anything else breaks the transfer off visibly.
    await items.return(undefined);
    if (!(error instanceof ZipSinkClosedError)) res.destroy(error instanceof Error ? error : undefined);
  }
}

/** The listing's first answer (already awaited, to fail before the first byte) followed by the rest. */
async function* withFirst(first: IteratorResult<Item, void>, rest: AsyncGenerator<Item, void>) {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

/** A key's entry name in the ZIP, undefined for folder markers and keys that leave no name. */
function nameOf(key: string, folder: string): string | undefined {
  return key.endsWith('/') ? undefined : entryName(key, folder);
}

function openingOf(scope: ObjectScope, key: string) {
  return opening(() =>
    asUser(`read ${key}`, () => s3Stream(scope.connection, { method: 'GET', bucket: scope.bucket, key })),
  );
}

async function addItem(
  zip: ZipWriter,
  scope: ObjectScope,
  folder: string,
  { item, opening: early }: ReadAhead<Item>,
  problems: string[],
) {
  if ('failed' in item) {
    problems.push(`${item.failed}: could not be listed (${reasonOf(item.error)})`);
    return;
  }
  const name = nameOf(item.key, folder);
  if (name === undefined) return;
  const opened = await (early ?? openingOf(scope, item.key));
  if ('error' in opened) {
    problems.push(`${item.key}: ${reasonOf(opened.error)}`);
    return;
  }
  const upstream = opened.stream;
  const modified = upstream.headers['last-modified'];
  try {
    await zip.addFile(name, upstream, {
      ...(modified ? { mtime: new Date(modified) } : {}),
      compress: COMPRESSIBLE.test(upstream.headers['content-type'] ?? ''),
    });
  } catch (error) {
    upstream.destroy();
    if (error instanceof ZipSinkClosedError) throw error;
    problems.push(`${item.key}: incomplete, the read broke off (${reasonOf(error)})`);
  }
}

/** The keys to add: plain keys as they are, folders listed recursively page by page. */
async function* itemsOf(scope: ObjectScope, paths: readonly string[]): AsyncGenerator<Item, void> {
  for (const path of paths) {
    if (!path.endsWith('/')) {
      yield { key: path };
      continue;
    }
    let position: ListPosition = {};
    for (;;) {
      let page;
      try {
        page = await asUser(`list ${path}`, () =>
          listObjectsPage(scope.connection, {
            bucket: scope.bucket,
            prefix: path,
            delimiter: '',
            maxKeys: 1000,
            position,
          }),
        );
      } catch (error) {
        yield { failed: path, error };
        break;
      }
      for (const entry of page.entries) {
        if (!entry.isFolder)
          yield entry.size === undefined ? { key: entry.name } : { key: entry.name, size: entry.size };
      }
      if (!page.next) break;
      position = page.next;
    }
  }
}

function reasonOf(error: unknown): string {
  const apiError = error instanceof ApiError ? error : minioToApiError(error);
  if (apiError)
    return apiError.detailedMessage ? `${apiError.message} (${apiError.detailedMessage})` : apiError.message;
  return error instanceof Error ? error.message : String(error);
}
