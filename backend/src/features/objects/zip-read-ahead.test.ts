import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { opening, readAhead, type Opening } from './zip-read-ahead';

async function* numbers(count: number) {
  for (let n = 1; n <= count; n += 1) yield n;
}

describe('readAhead', () => {
  it('yields every item in order, starting at most `depth` GETs beyond the one handed out', async () => {
    const started: number[] = [];
    const early = (n: number): Opening | undefined => {
      started.push(n);
      return n % 2 === 0 ? opening(() => Promise.resolve(new IncomingMessage(new Socket()))) : undefined;
    };
    const seen: Array<{ n: number; early: boolean; startedWhenHandedOut: number }> = [];
    for await (const { item, opening: ahead } of readAhead(numbers(10), early, 3)) {
      seen.push({ n: item, early: ahead !== undefined, startedWhenHandedOut: started.length });
    }
    expect(seen.map((entry) => entry.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(seen.map((entry) => entry.early)).toEqual(seen.map((entry) => entry.n % 2 === 0));
    // Item n is handed out once items up to n + 3 have entered the window, never further.
    expect(seen.map((entry) => entry.startedWhenHandedOut)).toEqual([4, 5, 6, 7, 8, 9, 10, 10, 10, 10]);
  });

  it('closes the GETs it started but never handed out when the reader stops', async () => {
    const streams: IncomingMessage[] = [];
    const early = () =>
      opening(() => {
        const stream = new IncomingMessage(new Socket());
        streams.push(stream);
        return Promise.resolve(stream);
      });
    for await (const { item } of readAhead(numbers(10), early, 4)) if (item === 2) break;
    await new Promise((resolve) => setImmediate(resolve));
    // Items 1 and 2 were handed out (the reader owns them); 3 to 6 were waiting in the window.
    expect(streams.map((stream) => stream.destroyed)).toEqual([false, false, true, true, true, true]);
  });

  it('answers a failed GET as its error, not a rejection', async () => {
    const failure = new Error('no such key');
    await expect(opening(() => Promise.reject(failure))).resolves.toEqual({ error: failure });
  });
});
