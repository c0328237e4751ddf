import { Readable } from 'node:stream';
import { MinioProtocolError } from './errors';
import { readNdjson } from './ndjson-stream';

const encoder = new TextEncoder();

/** A web stream that hands out the given chunks, then ends (or stays open when `hang` is set). */
function webStream(
  chunks: Uint8Array[],
  hang = false,
): { stream: ReadableStream<Uint8Array>; cancelled: () => boolean } {
  let cancelled = false;
  let index = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk) controller.enqueue(chunk);
      else if (!hang) controller.close();
      else return new Promise<void>(() => undefined);
      return undefined;
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled };
}

async function collect(iterable: AsyncIterable<unknown>): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const value of iterable) out.push(value);
  return out;
}

/** What MinIO's trace endpoint looks like on the wire: keep-alive spaces, objects, newlines; a multi-byte name. */
const WIRE = ' {"funcname":"s3.PutObject","path":"/b/ü🙂"}\n  {"funcname":"s3.GetObject","dur":1500}\n \n{"n":3}\n ';
const EXPECTED = [{ funcname: 's3.PutObject', path: '/b/ü🙂' }, { funcname: 's3.GetObject', dur: 1500 }, { n: 3 }];

describe('readNdjson', () => {
  it('reads objects between keep-alive spaces from one chunk', async () => {
    expect(await collect(readNdjson(webStream([encoder.encode(WIRE)]).stream))).toEqual(EXPECTED);
  });

  it('survives a split at every possible byte position, including inside UTF-8 sequences', async () => {
    const bytes = encoder.encode(WIRE);
    for (let cut = 1; cut < bytes.length; cut++) {
      const chunks = [bytes.subarray(0, cut), bytes.subarray(cut)];
      expect(await collect(readNdjson(webStream(chunks).stream))).toEqual(EXPECTED);
    }
    const oneByteEach = Array.from(bytes, (byte) => Uint8Array.of(byte));
    expect(await collect(readNdjson(webStream(oneByteEach).stream))).toEqual(EXPECTED);
  });

  it('reads a Node Readable, with Buffer or string chunks', async () => {
    const bytes = Buffer.from(WIRE);
    const readable = Readable.from([bytes.subarray(0, 7), bytes.subarray(7, 50), bytes.subarray(50)]);
    expect(await collect(readNdjson(readable))).toEqual(EXPECTED);
    expect(await collect(readNdjson(Readable.from(['{"a":', '1}\n'])))).toEqual([{ a: 1 }]);
  });

  it('accepts a last object without its newline', async () => {
    expect(await collect(readNdjson(webStream([encoder.encode('{"a":1}\n{"b":2}')]).stream))).toEqual([
      { a: 1 },
      { b: 2 },
    ]);
  });

  it('fails loudly on a line that is not JSON, including a torn last object', async () => {
    await expect(collect(readNdjson(webStream([encoder.encode('{"a":1}\nnot json\n')]).stream))).rejects.toThrow(
      MinioProtocolError,
    );
    await expect(collect(readNdjson(webStream([encoder.encode('{"a":1}\n{"b":')]).stream))).rejects.toThrow(/not JSON/);
  });

  it('refuses an object larger than the limit', async () => {
    const big = encoder.encode(`{"x":"${'y'.repeat(100)}"}\n`);
    await expect(collect(readNdjson(webStream([big]).stream, { maxObjectBytes: 50 }))).resolves.toHaveLength(1);
    const chunks = [big.subarray(0, 60), big.subarray(60)];
    await expect(collect(readNdjson(webStream(chunks).stream, { maxObjectBytes: 50 }))).rejects.toThrow(
      /without a line break/,
    );
  });

  it('does not let hours of keep-alives count towards the limit', async () => {
    const chunks = [...Array.from({ length: 200 }, () => encoder.encode(' ')), encoder.encode('{"a":1}\n')];
    expect(await collect(readNdjson(webStream(chunks).stream, { maxObjectBytes: 50 }))).toEqual([{ a: 1 }]);
  });

  it('aborts a stream that is waiting for data, and cancels the source', async () => {
    const { stream, cancelled } = webStream([encoder.encode('{"a":1}\n')], true);
    const controller = new AbortController();
    const seen: unknown[] = [];
    const reading = (async () => {
      for await (const value of readNdjson(stream, { signal: controller.signal })) {
        seen.push(value);
        setTimeout(() => controller.abort(new Error('user closed the trace')), 10);
      }
    })();
    await expect(reading).rejects.toThrow('user closed the trace');
    expect(seen).toEqual([{ a: 1 }]);
    expect(cancelled()).toBe(true);
  });

  it('aborts a Node stream too', async () => {
    const readable = new Readable({ read() {} });
    readable.push('{"a":1}\n');
    const controller = new AbortController();
    const reading = collect(readNdjson(readable, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 10);
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(readable.destroyed).toBe(true);
  });

  it('throws at once for an already aborted signal, and still releases the source', async () => {
    const { stream, cancelled } = webStream([encoder.encode('{"a":1}\n')]);
    await expect(collect(readNdjson(stream, { signal: AbortSignal.abort() }))).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(cancelled()).toBe(true);
  });

  it('cancels the source when the consumer stops early', async () => {
    const { stream, cancelled } = webStream([encoder.encode('{"a":1}\n{"b":2}\n')], true);
    for await (const value of readNdjson(stream)) {
      expect(value).toEqual({ a: 1 });
      break;
    }
    expect(cancelled()).toBe(true);
  });
});
