import { MinioProtocolError } from '../errors';
import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';

/** What `inspect-data` answers: the one-time key and the data it encrypts. */
export interface InspectData {
  /** 32 bytes: the AES-256-GCM key of this answer only (an sio-go stream with an all-zero 8-byte nonce). */
  readonly key: Buffer;
  /** The encrypted zip of the matching files of every drive. */
  readonly encrypted: Buffer;
}

/** The format byte of a key-in-answer inspect stream (2 is public-key mode, which this client does not ask for). */
const FORMAT_KEY_IN_ANSWER = 1;
const KEY_BYTES = 32;

/**
 * A path as an `inspect-data` pattern that matches only itself: MinIO globs `file` on each drive (`*`, `?`, `[…]`,
 * with `\\` escaping the next character), so a key such as `a*b` would also gather `axb`, `br[ac]k` would gather `brak`
 * and not itself, and a backslash in a key would match nothing.
 */
export function literalPattern(path: string): string {
  return path.replace(/[*?[\\]/g, '\\$&');
}

/**
 * `GET /inspect-data?volume=&file=`: the raw files under `file` (a path inside the bucket `volume`, `*` allowed) from
 * every drive, zipped and encrypted by MinIO with a fresh key it puts in front of the data. Needs
 * `admin:InspectData`; a path nothing matches is MinIO's error.
 */
export async function inspectData(
  connection: AdminConnection,
  volume: string,
  file: string,
  options: AdminCallOptions = {},
): Promise<InspectData> {
  const answer = await adminRequest({ ...connection, ...options, path: '/inspect-data', query: { volume, file } });
  const body = Buffer.from(answer.body);
  if (body.length < 1 + KEY_BYTES || body[0] !== FORMAT_KEY_IN_ANSWER) {
    throw new MinioProtocolError(`inspect-data answered an unknown format (${body.length} bytes, first ${body[0]})`);
  }
  return { key: body.subarray(1, 1 + KEY_BYTES), encrypted: body.subarray(1 + KEY_BYTES) };
}
