/** The encodings the build stores beside an asset (webpack.config.ts `precompressed`), best first. */
export const STORED_ENCODINGS = ['br', 'gzip'] as const;
export type StoredEncoding = (typeof STORED_ENCODINGS)[number];

/** The file-name suffix of each stored encoding. */
export const ENCODING_SUFFIX: Readonly<Record<StoredEncoding, string>> = { br: '.br', gzip: '.gz' };

/**
 * The encoding to send, among those `available` for a file, for a request's Accept-Encoding (RFC 9110 §12.5.3):
 * the one with the highest weight, brotli before gzip before the file as it is on a tie. `undefined` means the file
 * as it is (identity): without the header, when identity weighs more, when every stored coding is refused (then
 * identity too, if `*;q=0` says so: a server may still send it, and a 406 for a stylesheet would help nobody).
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly StoredEncoding[],
): StoredEncoding | undefined {
  if (!acceptEncoding || available.length === 0) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.map((param) => /^q=(.*)$/i.exec(param)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    weights.set(name.toLowerCase(), Number.isFinite(weight) ? Math.min(1, Math.max(0, weight)) : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  // Identity is always acceptable unless refused; when the header does not weigh it (by name or by `*`), any
  // coding the client accepts comes first.
  let best: StoredEncoding | undefined;
  let bestWeight = weightOf('identity');
  for (const encoding of STORED_ENCODINGS) {
    const weight = weightOf(encoding);
    if (!available.includes(encoding) || weight === 0) continue;
    // The first (better) encoding wins a tie with identity; a later one must weigh more than what was chosen.
    if (best === undefined ? weight >= bestWeight : weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
