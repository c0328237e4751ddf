/**
 * A streaming multipart/form-data parser (RFC 7578 over RFC 2046's multipart body) for the upload form: the bytes of
 * each part are handed on as subarrays of the chunks it is given, never copied, and the delimiter is found with
 * `Buffer.indexOf` (native code) instead of a search written in JavaScript — busboy's boundary search was a tenth of
 * the console's busy time in a 1 GiB form upload (docs/benchmarks.md, "Upload form, round 4").
 *
 * It is synchronous and push-based: `write(chunk)` parses the whole chunk and calls the sink; the caller decides
 * when to read more (backpressure is the caller's pause/resume). The chunks must not be reused by their producer
 * while the sink holds subarrays of them (node:http's request chunks never are).
 */

/** A malformed form; the message says what was wrong (the route answers it as a 400). */
export class FormError extends Error {}

/** What a part's headers say, as the upload form needs it. */
export interface FormPartInfo {
  /** The `name` parameter of Content-Disposition ('' when absent). */
  readonly name: string;
  /** The `filename*` (RFC 5987) or `filename` parameter; undefined when absent or empty. */
  readonly filename: string | undefined;
  /** `type/subtype` of the part's Content-Type, lower case, without parameters; `text/plain` when absent. */
  readonly contentType: string;
}

export interface FormSink {
  partBegin(info: FormPartInfo): void;
  /** Bytes of the current part: a subarray of a chunk given to `write`, or a small held-back tail of one. */
  partData(bytes: Buffer): void;
  partEnd(): void;
}

/** At most this many bytes of headers per part (busboy's and node:http's limit). */
export const MAX_PART_HEADER_BYTES = 16 * 1024;
/** At most this many header lines per part. */
export const MAX_PART_HEADERS = 100;

const CR = 0x0d;
const HYPHEN = 0x2d;
const HEADER_END = Buffer.from('\r\n\r\n', 'latin1');

/** RFC 2046 boundary: 1–70 characters of bchars, not ending in a space. Some clients exceed 70; 200 is allowed. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{1,200}$/;

/** The boundary of a `multipart/form-data` Content-Type; throws FormError when it is not one. */
export function formBoundary(contentType: string | undefined): string {
  const match = /^\s*multipart\/form-data\s*(;[\s\S]*)?$/i.exec(contentType ?? '');
  if (!match) throw new FormError(`Unsupported content type: ${contentType ?? '(none)'}`);
  const params = parseParams(match[1] ?? '');
  const boundary = params.get('boundary');
  if (boundary === undefined) throw new FormError('Multipart: Boundary not found');
  if (!BOUNDARY.test(boundary) || boundary.endsWith(' ')) throw new FormError('Multipart: Malformed boundary');
  return boundary;
}

const enum State {
  /** In a part's body (or the preamble, before the first delimiter): looking for CRLF--boundary. */
  Body,
  /** Just after a delimiter: `--` closes the form, optional blanks then CRLF open a part's headers. */
  AfterDelimiter,
  /** After the delimiter's blanks, its CR seen: expecting LF. */
  DelimiterLf,
  /** After the first `-` of a closing delimiter: expecting the second. */
  CloseHyphen,
  /** Reading a part's header block up to its empty line. */
  Headers,
  /** After the closing delimiter: the epilogue, ignored. */
  Done,
}

export class FormParser {
  /** CRLF--boundary: the delimiter before every part but the first (which the initial `held` CRLF stands in for). */
  private readonly delimiter: Buffer;
  private state = State.Body;
  /** In Body: the end of the last chunk, a possible start of the delimiter (a prefix of it), not yet handed on. */
  private held: Buffer;
  /** In Body: whether the bytes belong to a part (false in the preamble). */
  private inPart = false;
  private header: Buffer = Buffer.alloc(0);

  constructor(
    boundary: string,
    private readonly sink: FormSink,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
    // The first delimiter may start the body without a CRLF before it: as if one had been read.
    this.held = this.delimiter.subarray(0, 2);
  }

  /** Whether the closing delimiter has been read (the form is complete). */
  get done(): boolean {
    return this.state === State.Done;
  }

  /** Parses one chunk; throws FormError on a malformed form. */
  write(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length) {
      switch (this.state) {
        case State.Body:
          at = this.body(chunk, at);
          break;
        case State.AfterDelimiter: {
          const byte = chunk[at];
          if (byte === HYPHEN) this.state = State.CloseHyphen;
          else if (byte === CR) this.state = State.DelimiterLf;
          else if (byte !== 0x20 && byte !== 0x09) throw new FormError('Malformed part header');
          at += 1;
          break;
        }
        case State.CloseHyphen:
          if (chunk[at] !== HYPHEN) throw new FormError('Malformed part header');
          this.state = State.Done;
          at += 1;
          break;
        case State.DelimiterLf:
          if (chunk[at] !== 0x0a) throw new FormError('Malformed part header');
          this.state = State.Headers;
          // The header block is read from this CRLF on, so an empty block is the CRLFCRLF it ends with.
          this.header = Buffer.from('\r\n', 'latin1');
          at += 1;
          break;
        case State.Headers:
          at = this.headers(chunk, at);
          break;
        case State.Done:
          return;
      }
    }
  }

  /** The end of the body: throws FormError unless the closing delimiter was read. */
  end(): void {
    if (this.state !== State.Done) throw new FormError('Unexpected end of form');
  }

  private body(chunk: Buffer, start: number): number {
    const delimiter = this.delimiter;
    let from = start;
    if (this.held.length > 0) {
      // Does the rest of the delimiter follow the held prefix? (CR is only its first byte, so the held bytes can
      // start no other match: when this one fails, they are all data.)
      const held = this.held;
      const need = delimiter.length - held.length;
      const available = Math.min(need, chunk.length - start);
      if (delimiter.compare(chunk, start, start + available, held.length, held.length + available) !== 0) {
        this.held = EMPTY;
        this.data(held);
      } else if (available < need) {
        this.held = Buffer.concat([held, chunk.subarray(start, start + available)]);
        return chunk.length;
      } else {
        this.held = EMPTY;
        return this.delimited(start + need);
      }
    }
    const found = chunk.indexOf(delimiter, from);
    if (found >= 0) {
      if (found > from) this.data(chunk.subarray(from, found));
      return this.delimited(found + delimiter.length);
    }
    // No whole delimiter: keep back a tail that could be its start (at most one, as CR is only its first byte).
    let tail = chunk.indexOf(CR, Math.max(from, chunk.length - delimiter.length + 1));
    while (tail >= 0) {
      const rest = chunk.length - tail;
      if (delimiter.compare(chunk, tail, chunk.length, 0, rest) === 0) break;
      tail = chunk.indexOf(CR, tail + 1);
    }
    const end = tail >= 0 ? tail : chunk.length;
    if (end > from) this.data(chunk.subarray(from, end));
    if (tail >= 0) this.held = chunk.subarray(tail);
    from = chunk.length;
    return from;
  }

  private data(bytes: Buffer): void {
    if (this.inPart && bytes.length > 0) this.sink.partData(bytes);
  }

  /** A delimiter ended at `at`: the part before it (if any) is complete. */
  private delimited(at: number): number {
    if (this.inPart) {
      this.inPart = false;
      this.sink.partEnd();
    }
    this.state = State.AfterDelimiter;
    return at;
  }

  private headers(chunk: Buffer, start: number): number {
    const before = this.header.length;
    // The block's CRLFCRLF: across the end of what is held and this chunk, or within this chunk.
    const kept = Math.min(3, before);
    const probe = Buffer.concat([this.header.subarray(before - kept), chunk.subarray(start, start + 3)]);
    const across = probe.indexOf(HEADER_END);
    const within = across >= 0 ? -1 : chunk.indexOf(HEADER_END, start);
    const end = across >= 0 ? start + across + HEADER_END.length - kept : within >= 0 ? within + HEADER_END.length : -1;
    // The block as read from the delimiter line's CRLF: 2 bytes more than its headers.
    const size = before + (end >= 0 ? end : chunk.length) - start;
    if (size > MAX_PART_HEADER_BYTES + 2 + (end >= 0 ? HEADER_END.length : 0)) {
      throw new FormError('Malformed part header: too large');
    }
    if (end < 0) {
      this.header = Buffer.concat([this.header, chunk.subarray(start)]);
      return chunk.length;
    }
    const block = Buffer.concat([this.header, chunk.subarray(start, end)]);
    this.header = EMPTY;
    const info = partInfo(block.subarray(2, block.length - 2).toString('utf8'));
    this.state = State.Body;
    this.inPart = true;
    this.sink.partBegin(info);
    return end;
  }
}

const EMPTY = Buffer.alloc(0);

/** The part's headers (lines ending in CRLF), as the upload form needs them. */
function partInfo(block: string): FormPartInfo {
  const lines = block.split('\r\n');
  lines.pop();
  const fields = new Map<string, string>();
  let count = 0;
  let last: string | undefined;
  for (const line of lines) {
    if ((line.startsWith(' ') || line.startsWith('\t')) && last !== undefined) {
      // obs-fold: a continuation of the previous header's value.
      fields.set(last, `${fields.get(last) ?? ''} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) throw new FormError('Malformed part header');
    if (++count > MAX_PART_HEADERS) throw new FormError('Malformed part header: too many headers');
    last = line.slice(0, colon).trim().toLowerCase();
    // The first of a repeated header counts (as busboy's).
    if (!fields.has(last)) fields.set(last, line.slice(colon + 1).trim());
    else last = undefined;
  }
  let name = '';
  let filename: string | undefined;
  const disposition = fields.get('content-disposition');
  if (disposition !== undefined) {
    const semicolon = disposition.indexOf(';');
    const type = (semicolon < 0 ? disposition : disposition.slice(0, semicolon)).trim().toLowerCase();
    if (type === 'form-data') {
      const params = parseParams(semicolon < 0 ? '' : disposition.slice(semicolon));
      name = params.get('name') ?? '';
      const extended = params.get('filename*');
      filename = (extended !== undefined ? decodeExtValue(extended) : undefined) || params.get('filename') || undefined;
    }
  }
  const type = fields.get('content-type');
  const mime = type?.split(';')[0]?.trim().toLowerCase();
  return { name, filename, contentType: mime && /^[^\s/]+\/[^\s/]+$/.test(mime) ? mime : 'text/plain' };
}

/**
 * `; a=b; c="d"` into a map (names lower case; the first of a repeated name counts). Quoted strings: `\"` and `\\`
 * are escapes, any other backslash is kept (as busboy does, so a Windows path in a file name survives).
 */
function parseParams(text: string): Map<string, string> {
  const params = new Map<string, string>();
  let i = 0;
  const n = text.length;
  while (i < n) {
    if (text[i] === ';' || text[i] === ' ' || text[i] === '\t') {
      i += 1;
      continue;
    }
    const eq = text.indexOf('=', i);
    if (eq < 0) throw new FormError('Malformed part header: a parameter without a value');
    const name = text.slice(i, eq).trim().toLowerCase();
    if (!/^[!#$%&'*+\-.^_`|~0-9a-z]+$/.test(name)) throw new FormError('Malformed part header: a bad parameter name');
    i = eq + 1;
    while (text[i] === ' ' || text[i] === '\t') i += 1;
    let value = '';
    if (text[i] === '"') {
      i += 1;
      let closed = false;
      while (i < n) {
        const c = text[i];
        if (c === '"') {
          closed = true;
          i += 1;
          break;
        }
        if (c === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) {
          value += text[i + 1];
          i += 2;
          continue;
        }
        value += c;
        i += 1;
      }
      if (!closed) throw new FormError('Malformed part header: an unterminated quoted string');
    } else {
      const end = text.indexOf(';', i);
      value = (end < 0 ? text.slice(i) : text.slice(i, end)).trim();
      i = end < 0 ? n : end;
    }
    if (!params.has(name)) params.set(name, value);
  }
  return params;
}

/** RFC 5987 `charset'language'pct-encoded`; UTF-8 and ISO-8859-1 are understood, anything else is refused. */
function decodeExtValue(value: string): string {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!match) throw new FormError('Malformed part header: a bad filename*');
  const charset = (match[1] ?? '').toLowerCase();
  const encoded = match[2] ?? '';
  if (!/^(?:[!#$&+\-.^_`|~0-9A-Za-z]|%[0-9A-Fa-f]{2})*$/.test(encoded)) {
    throw new FormError('Malformed part header: a bad filename*');
  }
  const bytes = Buffer.from(
    encoded.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  if (charset === 'utf-8' || charset === 'utf8') {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new FormError('Malformed part header: a filename* that is not UTF-8');
    }
  }
  if (charset === 'iso-8859-1' || charset === 'latin1') return bytes.toString('latin1');
  throw new FormError(`Malformed part header: the charset ${charset} of filename*`);
}
