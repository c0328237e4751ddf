import type { Response } from 'express';
import { Readable } from 'node:stream';
import { ApiError } from '../../platform/errors/api-error';
import { minioToApiError } from '../../platform/errors/minio-api-error';
import { ZipSinkClosedError, ZipWriter } from '../../platform/zip/zip-writer';
import type { Schema } from '../buckets/contract-types';
import { contentDisposition } from './download-headers';
import type { ListPosition } from './list-token';
import { listObjectsPage } from './object-listing';
import { asUser, type ObjectScope } from './object-params';
import { s3Stream } from './s3-raw';
import { commonFolder, entryName, zipFileName } from './zip-request';

/** The last entry when some objects could not be read. */
export const ERRORS_ENTRY = 'DOWNLOAD-ERRORS.txt';

/** Types worth deflating; everything else (images, video, archives) is stored as it is, which is faster. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|x-ndjson|csv|x-yaml|yaml|sql)|image\/svg\+xml)/i;

/** A key to add, or a listing that failed after the first byte was sent. */
type Item = { readonly key: string } | { readonly failed: string; readonly error: unknown };

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
  const items = itemsOf(scope, request.paths);
  const first = await items.next();
  if (!first.done && 'failed' in first.value) throw first.value.error;

  res.status(200).set({
    'Content-Type': 'application/zip',
    'Content-Disposition': contentDisposition('attachment', zipFileName(request, scope.bucket)),
    'X-Content-Type-Options': 'nosniff',
  });
  const zip = new ZipWriter(res);
  const problems: string[] = [];
  try {
    if (!first.done) await addItem(zip, scope, folder, first.value, problems);
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

async function addItem(zip: ZipWriter, scope: ObjectScope, folder: string, item: Item, problems: string[]) {
  if ('failed' in item) {
    problems.push(`${item.failed}: could not be listed (${reasonOf(item.error)})`);
    return;
  }
  const name = entryName(item.key, folder);
  if (name === undefined || item.key.endsWith('/')) return;
  let upstream;
  try {
    upstream = await asUser(`read ${item.key}`, () =>
      s3Stream(scope.connection, { method: 'GET', bucket: scope.bucket, key: item.key }),
    );
  } catch (error) {
    problems.push(`${item.key}: ${reasonOf(error)}`);
    return;
  }
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
      for (const entry of page.entries) if (!entry.isFolder) yield { key: entry.name };
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
