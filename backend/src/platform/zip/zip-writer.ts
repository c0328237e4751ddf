import type { Writable } from 'node:stream';
import { constants, createDeflateRaw, crc32 } from 'node:zlib';
import { CentralDirectory } from './central-directory';
import { MAX_32, centralEntry, dataDescriptor, dosDateTime, endRecords, localHeader } from './zip-records';

/** How one entry is stored. */
export interface ZipEntryOptions {
  readonly mtime?: Date;
  /** Deflate (for text and other compressible data) or store (already-compressed formats: faster, same size). */
  readonly compress?: boolean;
}

/** The sink went away (the client disconnected): stop producing. */
export class ZipSinkClosedError extends Error {
  constructor() {
    super('The ZIP output was closed');
    this.name = 'ZipSinkClosedError';
  }
}

/**
 * A streaming ZIP writer: entries are written one after another straight to `sink`, respecting its backpressure,
 * so memory stays bounded whatever the sizes (only the central directory, ~80 bytes per entry, is kept). Sizes
 * and CRC follow each entry's data (data descriptors); ZIP64 records appear only when a size, an offset or the
 * entry count needs them, so small archives stay readable by every unzip.
 */
export class ZipWriter {
  private readonly directory = new CentralDirectory();
  private offset = 0;

  /** `zip64Above`: the largest value written in a classic field; lowered only by tests of the ZIP64 layout. */
  constructor(
    private readonly sink: Writable,
    private readonly zip64Above = MAX_32 - 1,
  ) {}

  /** Bytes written so far. */
  get bytesWritten(): number {
    return this.offset;
  }

  /**
   * Adds one file, reading `data` to its end. When `data` fails part-way the entry is closed with what arrived (the
   * archive stays valid) and the error is rethrown, so the caller can report the file as incomplete.
   */
  async addFile(name: string, data: AsyncIterable<Uint8Array>, options: ZipEntryOptions = {}): Promise<void> {
    const encodedName = Buffer.from(name, 'utf8');
    const method = options.compress ? 8 : 0;
    const { dosTime, dosDate } = dosDateTime(options.mtime ?? new Date());
    const offset = this.offset;
    await this.write(localHeader(encodedName, method, dosTime, dosDate));
    const counted = { crc: 0, size: 0, compressedSize: 0 };
    let failure: unknown;
    try {
      if (method === 8) await this.deflateInto(data, counted);
      else
        for await (const chunk of data) {
          counted.crc = crc32(chunk, counted.crc);
          counted.size += chunk.length;
          counted.compressedSize += chunk.length;
          await this.write(chunk);
        }
    } catch (error) {
      if (error instanceof ZipSinkClosedError) throw error;
      failure = error;
    }
    await this.write(dataDescriptor(counted.crc, counted.compressedSize, counted.size, this.zip64Above));
    this.directory.add(
      centralEntry({ name: encodedName, method, dosTime, dosDate, offset, ...counted }, this.zip64Above),
    );
    if (failure !== undefined) throw failure;
  }

  /** Writes the central directory and the end records; the caller ends the sink. */
  async finish(): Promise<void> {
    const directoryOffset = this.offset;
    for (const chunk of this.directory.chunks()) await this.write(chunk);
    await this.write(endRecords(this.directory.count, directoryOffset, this.offset - directoryOffset, this.zip64Above));
  }

  private async deflateInto(
    data: AsyncIterable<Uint8Array>,
    counted: { crc: number; size: number; compressedSize: number },
  ): Promise<void> {
    const deflate = createDeflateRaw({ level: constants.Z_BEST_SPEED });
    let sourceError: unknown;
    // Feeding and draining run side by side so that neither buffers more than the streams' high-water marks.
    const feeding = (async () => {
      try {
        for await (const chunk of data) {
          counted.crc = crc32(chunk, counted.crc);
          counted.size += chunk.length;
          if (!deflate.write(chunk)) await waitFor(deflate, 'drain');
        }
      } catch (error) {
        sourceError = error;
      } finally {
        // A failed source still ends the compressed stream cleanly: the entry holds what arrived.
        deflate.end();
      }
    })();
    try {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        counted.compressedSize += chunk.length;
        await this.write(chunk);
      }
    } finally {
      if (!deflate.writableFinished) deflate.destroy();
      await feeding;
    }
    if (sourceError !== undefined) throw sourceError;
  }

  private async write(chunk: Uint8Array): Promise<void> {
    if (this.sink.destroyed || this.sink.writableEnded) throw new ZipSinkClosedError();
    this.offset += chunk.length;
    if (!this.sink.write(chunk)) await waitFor(this.sink, 'drain');
  }
}

/** Resolves on `event`; rejects with ZipSinkClosedError if the stream closes or fails first, or already has. */
function waitFor(stream: Writable, event: 'drain'): Promise<void> {
  // A destroyed stream has emitted its 'close' already and never emits 'drain': waiting would never end (and would
  // hold the object's connection to MinIO open for good).
  if (stream.destroyed) return Promise.reject(new ZipSinkClosedError());
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      stream.off(event, onEvent);
      stream.off('close', onClose);
      stream.off('error', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onEvent = () => done();
    const onClose = () => done(new ZipSinkClosedError());
    stream.on(event, onEvent);
    stream.on('close', onClose);
    stream.on('error', onClose);
  });
}
