import { PassThrough, Readable, Writable } from 'node:stream';
import { coalescedPipeline } from './coalesced-pipeline';

/** A destination that records each batch it is handed (`writev` gets everything buffered while corked). */
function recordingDestination(): { destination: Writable; batches: Buffer[][] } {
  const batches: Buffer[][] = [];
  const destination = new Writable({
    highWaterMark: 1024 * 1024,
    write(chunk: Buffer, _encoding, done) {
      batches.push([chunk]);
      done();
    },
    writev(chunks, done) {
      batches.push(chunks.map(({ chunk }) => chunk as Buffer));
      done();
    },
  });
  return { destination, batches };
}

describe('coalescedPipeline', () => {
  it('delivers every byte in order, writing the chunks of one turn together', async () => {
    const chunks = Array.from({ length: 40 }, (_, index) => Buffer.alloc(1000, index));
    const { destination, batches } = recordingDestination();
    await coalescedPipeline(Readable.from(chunks), destination);
    expect(Buffer.concat(batches.flat())).toEqual(Buffer.concat(chunks));
    expect(batches.length).toBeLessThan(chunks.length);
  });

  it('rejects and destroys the destination when the source fails', async () => {
    const source = new PassThrough();
    const { destination } = recordingDestination();
    const piped = coalescedPipeline(source, destination);
    source.write(Buffer.from('some bytes'));
    source.destroy(new Error('MinIO broke off'));
    await expect(piped).rejects.toThrow('MinIO broke off');
    expect(destination.destroyed).toBe(true);
  });
});
