import { FormError, FormParser, formBoundary, MAX_PART_HEADER_BYTES, type FormPartInfo } from './form-parser';

const BOUNDARY = '----formdata-undici-0123456789';

interface Part {
  info: FormPartInfo;
  body: Buffer;
}

/** Parses `chunks` in order; answers the parts (headers and whole bodies) and whether the form completed. */
function parse(chunks: readonly Buffer[], boundary = BOUNDARY): { parts: Part[]; done: boolean; error?: Error } {
  const parts: Part[] = [];
  let open: { info: FormPartInfo; pieces: Buffer[] } | undefined;
  const parser = new FormParser(boundary, {
    partBegin: (info) => {
      expect(open).toBeUndefined();
      open = { info, pieces: [] };
    },
    partData: (bytes) => {
      expect(open).toBeDefined();
      expect(bytes.length).toBeGreaterThan(0);
      open?.pieces.push(bytes);
    },
    partEnd: () => {
      if (!open) throw new Error('partEnd without a part');
      parts.push({ info: open.info, body: Buffer.concat(open.pieces) });
      open = undefined;
    },
  });
  try {
    for (const chunk of chunks) parser.write(chunk);
    parser.end();
  } catch (error) {
    return { parts, done: parser.done, error: error as Error };
  }
  return { parts, done: parser.done };
}

function filePart(name: string, body: Buffer | string, extra = ''): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n${extra}` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from(body),
    Buffer.from('\r\n'),
  ]);
}
const END = Buffer.from(`--${BOUNDARY}--\r\n`);

/** A form whose bodies hold every prefix of the delimiter, CRs, LFs and hyphens: the hard cases for the search. */
function trickyForm(): { form: Buffer; bodies: Buffer[] } {
  const delimiter = `\r\n--${BOUNDARY}`;
  const bodies = [
    Buffer.from(`a${delimiter.slice(0, -1)}b${delimiter.slice(0, 5)}\r\r\n\r\n--${BOUNDARY.slice(0, -1)}X\r`),
    Buffer.alloc(0),
    Buffer.from(`--${BOUNDARY}`), // at the very start of a body, without the CRLF before it: data
    Buffer.from('\r\n-\r\n--\r\n'),
  ];
  const form = Buffer.concat([
    Buffer.from('preamble, ignored\r\n'),
    ...bodies.map((body, i) => filePart(`f${i}.bin`, body)),
    END,
    Buffer.from('epilogue, ignored'),
  ]);
  return { form, bodies };
}

describe('FormParser', () => {
  it('reads each part with its headers and body', () => {
    const form = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`),
      filePart('dir/a.txt', 'alpha'),
      END,
    ]);
    const { parts, done, error } = parse([form]);
    expect(error).toBeUndefined();
    expect(done).toBe(true);
    expect(parts.map((p) => [p.info, p.body.toString()])).toEqual([
      [{ name: 'note', filename: undefined, contentType: 'text/plain' }, 'hello'],
      [{ name: 'file', filename: 'dir/a.txt', contentType: 'application/octet-stream' }, 'alpha'],
    ]);
  });

  it('finds the delimiter split across chunks at every offset, and bodies intact', () => {
    const { form, bodies } = trickyForm();
    for (let cut = 0; cut <= form.length; cut += 1) {
      const { parts, error } = parse([form.subarray(0, cut), form.subarray(cut)]);
      expect(error).toBeUndefined();
      expect(parts.map((p) => p.body.toString('latin1'))).toEqual(bodies.map((b) => b.toString('latin1')));
    }
  });

  it('reads a form given one byte at a time, and cut in three at many places', () => {
    const { form, bodies } = trickyForm();
    const bytes = [...form].map((byte) => Buffer.from([byte]));
    expect(parse(bytes).parts.map((p) => p.body.toString('latin1'))).toEqual(bodies.map((b) => b.toString('latin1')));
    for (let a = 0; a < form.length; a += 13) {
      for (let b = a; b < form.length; b += 17) {
        const { parts } = parse([form.subarray(0, a), form.subarray(a, b), form.subarray(b)]);
        expect(parts.map((p) => p.body.length)).toEqual(bodies.map((body) => body.length));
      }
    }
  });

  it('hands file bytes on as views of the chunks given, not copies', () => {
    const body = Buffer.alloc(100_000, 1);
    const chunk = Buffer.concat([filePart('big.bin', body), END]);
    const views: Buffer[] = [];
    const parser = new FormParser(BOUNDARY, {
      partBegin: () => undefined,
      partData: (bytes) => views.push(bytes),
      partEnd: () => undefined,
    });
    parser.write(chunk);
    expect(views).toHaveLength(1);
    expect(views[0]?.buffer).toBe(chunk.buffer);
    expect(views[0]?.length).toBe(body.length);
  });

  it('accepts transport padding after a delimiter and a first delimiter without a preamble', () => {
    const form = Buffer.from(
      `--${BOUNDARY}  \t\r\nContent-Disposition: form-data; name="f"; filename="x"\r\n\r\nX\r\n--${BOUNDARY}--`,
    );
    const { parts, done } = parse([form]);
    expect(done).toBe(true);
    expect(parts[0]?.body.toString()).toBe('X');
  });

  it.each([
    ['before the first delimiter', `--${BOUNDARY.slice(0, 8)}`],
    ['in the headers', `--${BOUNDARY}\r\nContent-Disposition: form-data; na`],
    [
      'in a body',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f"; filename="x"\r\n\r\nabc\r\n--${BOUNDARY.slice(0, 3)}`,
    ],
    [
      'after a delimiter',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f"; filename="x"\r\n\r\nabc\r\n--${BOUNDARY}`,
    ],
    [
      'in the closing delimiter',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f"; filename="x"\r\n\r\nabc\r\n--${BOUNDARY}-`,
    ],
  ])('refuses a body that ends early (%s)', (_, text) => {
    const { error, done } = parse([Buffer.from(text)]);
    expect(done).toBe(false);
    expect(error).toBeInstanceOf(FormError);
    expect(error?.message).toBe('Unexpected end of form');
  });

  it.each([
    ['a delimiter followed by other bytes', `--${BOUNDARY}X\r\n\r\n`],
    ['a delimiter followed by a lone CR', `--${BOUNDARY}\rX`],
    ['a single hyphen after a delimiter', `--${BOUNDARY}-X`],
    ['a header line without a colon', `--${BOUNDARY}\r\nnot a header\r\n\r\n`],
    ['an unterminated quoted string', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f\r\n\r\n`],
    [
      'a filename* in an unknown charset',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; filename*=koi8-r''%C1\r\n\r\n`,
    ],
    ['a filename* that is not UTF-8', `--${BOUNDARY}\r\nContent-Disposition: form-data; filename*=UTF-8''%FF\r\n\r\n`],
  ])('refuses %s as malformed', (_, text) => {
    const { error } = parse([Buffer.from(text)]);
    expect(error).toBeInstanceOf(FormError);
    expect(error?.message).toMatch(/^Malformed part header/);
  });

  it('refuses a header block over the limit, whole or arriving in pieces', () => {
    const big = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f"; filename="x"\r\nX-Pad: ${'p'.repeat(MAX_PART_HEADER_BYTES)}\r\n\r\nbody\r\n--${BOUNDARY}--`,
    );
    expect(parse([big]).error?.message).toBe('Malformed part header: too large');
    const pieces = Array.from({ length: Math.ceil(big.length / 1000) }, (_, i) =>
      big.subarray(i * 1000, i * 1000 + 1000),
    );
    expect(parse(pieces).error?.message).toBe('Malformed part header: too large');
    const many = Buffer.from(
      `--${BOUNDARY}\r\n${'X-A: b\r\n'.repeat(101)}Content-Disposition: form-data; name="f"\r\n\r\nbody\r\n--${BOUNDARY}--`,
    );
    expect(parse([many]).error?.message).toBe('Malformed part header: too many headers');
    // Just under the limit is fine.
    const fits = Buffer.from(
      `--${BOUNDARY}\r\nX-Pad: ${'p'.repeat(MAX_PART_HEADER_BYTES - 100)}\r\nContent-Disposition: form-data; name="f"; filename="x"\r\n\r\nbody\r\n--${BOUNDARY}--`,
    );
    expect(parse([fits]).parts[0]?.body.toString()).toBe('body');
  });

  it('reads file names as RFC 7578 and 5987 write them, and as browsers and busboy do', () => {
    const head = (disposition: string, type?: string) =>
      Buffer.from(
        `--${BOUNDARY}\r\ncontent-disposition: ${disposition}\r\n${type ? `content-type: ${type}\r\n` : ''}\r\nx\r\n--${BOUNDARY}--`,
      );
    const info = (disposition: string, type?: string) => parse([head(disposition, type)]).parts[0]?.info;
    expect(info(`form-data; name="file"; filename="ünï €.txt"`)?.filename).toBe('ünï €.txt');
    expect(
      info(`form-data; name=file; filename*=UTF-8''%C3%BCn%C3%AF%20%E2%82%AC.txt; filename="fallback"`)?.filename,
    ).toBe('ünï €.txt');
    expect(info(`form-data; filename*=iso-8859-1'en'%FCber.txt`)?.filename).toBe('über.txt');
    expect(info(`form-data; name="f"; filename="a \\"quoted\\" \\\\ name"`)?.filename).toBe('a "quoted" \\ name');
    expect(info(`form-data; name="f"; filename="./dir\\win.txt"`)?.filename).toBe('./dir\\win.txt');
    expect(info(`form-data; name="f"; filename=""`)?.filename).toBeUndefined();
    expect(info(`Form-Data; NAME="f"; FileName="a;b=c.txt"`)).toEqual({
      name: 'f',
      filename: 'a;b=c.txt',
      contentType: 'text/plain',
    });
    expect(info(`form-data; name="f"`, 'Text/Plain; charset=UTF-8')?.contentType).toBe('text/plain');
    expect(info(`form-data; name="f"`, 'image/png')?.contentType).toBe('image/png');
  });
});

describe('formBoundary', () => {
  it('reads the boundary of a multipart/form-data type, quoted or not', () => {
    expect(formBoundary(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(formBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b:c"')).toBe('a b:c');
  });

  it.each([
    [undefined, /^Unsupported content type/],
    ['application/json', /^Unsupported content type/],
    ['multipart/mixed; boundary=x', /^Unsupported content type/],
    ['multipart/form-data', /Boundary not found/],
    ['multipart/form-data; boundary=""', /Malformed boundary/],
    [`multipart/form-data; boundary="a\rb"`, /Malformed boundary/],
    [`multipart/form-data; boundary=${'b'.repeat(201)}`, /Malformed boundary/],
  ])('refuses %s', (type, message) => {
    expect(() => formBoundary(type)).toThrow(message);
  });
});
