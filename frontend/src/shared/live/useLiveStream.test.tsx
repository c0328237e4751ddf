import '../../testing/test-ids';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LiveStreamStatus } from './LiveStreamStatus';
import { useLiveStream } from './useLiveStream';

/** A browser WebSocket whose handshake never completes: what a page sees behind a proxy that drops upgrades. */
class FailingHandshake {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  readyState = 0;
  onopen?: () => void;
  onmessage?: (event: { data: string }) => void;
  onclose?: (event: { code: number; reason: string }) => void;
  constructor(readonly url: string) {
    setTimeout(() => {
      this.readyState = 3;
      this.onclose?.({ code: 1006, reason: '' });
    }, 0);
  }
  send(): void {}
  close(): void {}
}

function StreamUnderTest() {
  const stream = useLiveStream<unknown>({ keep: 10, reconnect: true });
  return (
    <>
      <button onClick={() => stream.start('/ws/trace')}>start</button>
      <LiveStreamStatus state={stream.state} onReconnect={stream.reconnect} />
    </>
  );
}

/** The console's answer to the same address fetched without an upgrade. */
function answerProbe(status: number, body: unknown = {}) {
  globalThis.fetch = jest.fn(() => Promise.resolve({ status, json: () => Promise.resolve(body) })) as never;
}

describe('a live stream whose socket never opens', () => {
  beforeEach(() => {
    globalThis.WebSocket = FailingHandshake as never;
  });

  it('says a proxy blocks websockets when the console accepted the request (426)', async () => {
    answerProbe(426);
    render(<StreamUnderTest />);
    fireEvent.click(screen.getByText('start'));
    expect((await screen.findByTestId('live-blocked')).textContent).toContain('Live streams are blocked');
    expect(globalThis.fetch).toHaveBeenCalledWith('/ws/trace', { credentials: 'same-origin' });
  });

  it("shows the console's refusal, and does not retry it", async () => {
    answerProbe(400, { message: 'Bucket not found', detailedMessage: 'The bucket b does not exist' });
    render(<StreamUnderTest />);
    fireEvent.click(screen.getByText('start'));
    expect((await screen.findByTestId('live-refused')).textContent).toContain('Bucket not found');
    expect(screen.queryByTestId('live-retry')).toBeNull();
  });

  it('retries with a growing wait when the server is not ready (503)', async () => {
    jest.useFakeTimers();
    try {
      answerProbe(503, { message: 'The storage server is not ready yet, try again' });
      render(<StreamUnderTest />);
      fireEvent.click(screen.getByText('start'));
      await act(() => jest.advanceTimersByTimeAsync(10));
      expect(screen.getByTestId('live-retry').textContent).toContain('Reconnecting in 1 s (attempt 1 of 6)');
      await act(() => jest.advanceTimersByTimeAsync(1010));
      expect(screen.getByTestId('live-retry').textContent).toContain('Reconnecting in 2 s (attempt 2 of 6)');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a page that lets go of its stream while the console is asked why the socket failed', () => {
  let sockets: string[];
  let answer: (status: number) => void;

  beforeEach(() => {
    sockets = [];
    globalThis.WebSocket = class extends FailingHandshake {
      constructor(url: string) {
        super(url);
        sockets.push(url);
      }
    } as never;
    // The probe answers only when the test says so: the page can leave in the meantime (a slow or cut network).
    globalThis.fetch = jest.fn(
      () =>
        new Promise((resolve) => {
          answer = (status) => resolve({ status, json: () => Promise.resolve({ message: 'not ready' }) });
        }),
    ) as never;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('opens no socket again once the page has left', async () => {
    const { unmount } = render(<StreamUnderTest />);
    fireEvent.click(screen.getByText('start'));
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    unmount();
    // A retryable answer (503) after the page left: no retry may follow, however long the tab stays open.
    await act(async () => answer(503));
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(sockets).toHaveLength(1);
  });

  it('keeps one stream when it was started again meanwhile (a filter changed)', async () => {
    function RestartedStream() {
      const stream = useLiveStream<unknown>({ keep: 10, reconnect: true });
      return (
        <>
          <button onClick={() => stream.start('/ws/console?node=a')}>first</button>
          <button onClick={() => stream.start('/ws/console?node=b')}>second</button>
          <LiveStreamStatus state={stream.state} onReconnect={stream.reconnect} />
        </>
      );
    }
    render(<RestartedStream />);
    fireEvent.click(screen.getByText('first'));
    await act(() => jest.advanceTimersByTimeAsync(10));
    const firstAnswer = answer;
    fireEvent.click(screen.getByText('second'));
    await act(() => jest.advanceTimersByTimeAsync(10));
    await act(async () => firstAnswer(503));
    await act(() => jest.advanceTimersByTimeAsync(1500));
    // Only the second stream's own retry (its probe is still unanswered: none yet) — never the first one's address.
    expect(sockets).toEqual(['ws://localhost/ws/console?node=a', 'ws://localhost/ws/console?node=b']);
  });
});
