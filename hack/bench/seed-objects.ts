/** Seeding many small objects fast: tar archives MinIO extracts into ordinary objects (its "snowball" upload). */
import { Readable } from 'node:stream';
import { s3Stream } from '../../backend/src/features/objects/s3-raw';
import type { S3Connection } from '../../backend/src/platform/minio/s3/s3-client';

/** A tar archive of one-byte files named `names` (ustar: a 512-byte header and one padded block each). */
export function tarOf(names: readonly string[]): Buffer {
  const archive = Buffer.alloc((names.length * 2 + 2) * 512);
  names.forEach((name, index) => {
    const header = archive.subarray(index * 1024, index * 1024 + 512);
    const field = (offset: number, text: string) => header.write(text, offset, 'ascii');
    field(0, name);
    field(100, '0000644\0');
    field(108, '0000000\0');
    field(116, '0000000\0');
    field(124, '00000000001\0');
    field(136, '00000000000\0');
    field(148, '        ');
    field(156, '0');
    field(257, 'ustar\0' + '00');
    const sum = header.reduce((total, byte) => total + byte, 0);
    field(148, `${sum.toString(8).padStart(6, '0')}\0 `);
    archive.write('x', index * 1024 + 512, 'ascii');
  });
  return archive;
}

/**
 * Puts `count` one-byte objects named by `keyOf(0…count-1)` into `bucket` (which must exist), as tar archives of
 * `perTar` that MinIO extracts, `inFlight` at a time. One PUT per object runs at ~130 objects/s on the shared 2-core
 * machine; this is tens of times faster. MinIO answers once an archive is extracted, hence the long idle timeout.
 */
export async function seedObjects(
  connection: S3Connection,
  bucket: string,
  count: number,
  keyOf: (index: number) => string,
  { perTar = 2000, inFlight = 8 } = {},
): Promise<void> {
  const patient = { ...connection, timeoutMs: 10 * 60_000 };
  let next = 0;
  const worker = async () => {
    for (let tar = next++; tar * perTar < count; tar = next++) {
      const first = tar * perTar;
      const names = Array.from({ length: Math.min(perTar, count - first) }, (_, index) => keyOf(first + index));
      const body = tarOf(names);
      const answer = await s3Stream(patient, {
        method: 'PUT',
        bucket,
        key: `seed-${tar}.tar`,
        headers: { 'content-length': String(body.length), 'x-amz-meta-snowball-auto-extract': 'true' },
        body: Readable.from([body]),
      });
      answer.resume();
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
}
