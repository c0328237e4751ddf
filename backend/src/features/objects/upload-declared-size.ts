import { ApiError } from '../../platform/errors/api-error';
import type { Schema } from '@contract/shared/contract-types';
import { partSizeFor } from './multipart-upload';

/**
 * A resumable upload is held to the size declared when it started (which was checked against
 * CONSOLE_UPLOAD_MAX_BYTES): each part is refused before it travels when it cannot fit, and completion adds up the
 * sizes MinIO reports for the listed parts, whatever the client claims.
 */

/**
 * The most bytes part `number` may hold: every part but the last has the upload's part size and together they hold
 * the declared size, so a part past the end may hold nothing (a 0-byte file is one part of 0 bytes).
 */
export function partRoom(declaredSize: number, number: number): number {
  const partSize = partSizeFor(declaredSize);
  return Math.max(0, Math.min(partSize, declaredSize - (number - 1) * partSize));
}

/** A 413 for a part of `length` bytes that cannot be part `number` of a file of `declaredSize` bytes. */
export function refusePartThatCannotFit(declaredSize: number, number: number, length: number): void {
  const room = partRoom(declaredSize, number);
  if (length > room) {
    throw new ApiError(
      413,
      'The part does not fit the upload',
      `Part ${number} may hold at most ${room} bytes of the ${declaredSize} declared for the file, not ${length}`,
    );
  }
}

/**
 * A 4xx unless the parts a completion lists are stored (same etags) and MinIO's sizes for them add up to exactly
 * the declared size, within `maxBytes`. The upload is left as it is, for the client to send what is missing or to
 * abort it.
 */
export function refuseCompletionOffSize(
  stored: readonly Schema<'UploadedPart'>[],
  listed: Schema<'CompleteUploadRequest'>['parts'],
  declaredSize: number,
  maxBytes: number,
): void {
  const held = new Map(stored.map((part) => [part.partNumber, part]));
  let total = 0;
  for (const part of listed) {
    const found = held.get(part.partNumber);
    if (!found || found.etag !== part.etag.replace(/"/g, '')) {
      throw new ApiError(400, 'The upload is missing a part', `Part ${part.partNumber} with this etag is not stored`);
    }
    total += found.size;
  }
  if (total > maxBytes) {
    throw new ApiError(413, 'The file is too large', `The parts hold ${total} bytes; this console accepts ${maxBytes}`);
  }
  if (total !== declaredSize) {
    throw new ApiError(
      400,
      'The upload does not match its declared size',
      `The parts hold ${total} bytes; the upload was declared as ${declaredSize} bytes`,
    );
  }
}
