import '../../testing/test-ids';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../testing/fetch-stub';
import { renderApp } from '../../testing/render-app';

const session = {
  status: 'ok',
  operator: false,
  distributedMode: true,
  features: [],
  pages: ['/tools', '/tools/heal', '/tools/watch', '/tools/trace'],
  policy: { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: ['admin:*', 's3:*'] }] },
  user: 'admin',
};

/** A browser WebSocket the test drives: the sockets the page opened, to open, answer and close them. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static opened: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  onopen?: () => void;
  onmessage?: (event: { data: string }) => void;
  onclose?: (event: { code: number; reason: string }) => void;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  open(): void {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  send(): void {}
  close(): void {}
  end(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
}

const empty = { green: 0, yellow: 0, red: 0, grey: 0 };
const noTally = {
  healthBeforeCols: empty,
  healthAfterCols: empty,
  itemsScanned: 0,
  objectsHealed: 0,
  objectsScanned: 0,
  healDuration: 0,
  bytesScanned: 0,
};

function answer() {
  return stubFetch((request) => {
    if (request.path === '/api/v1/session') return { status: 200, body: session };
    if (request.path === '/api/v1/buckets') return { status: 200, body: { buckets: [{ name: 'photos' }] } };
    return { status: 404, body: { message: 'not stubbed' } };
  });
}

async function chooseBucket(id: string) {
  const choice = await screen.findByTestId(id);
  await screen.findByRole('option', { name: 'photos' });
  fireEvent.change(choice, { target: { value: 'photos' } });
}

const lastSocket = () => FakeSocket.opened[FakeSocket.opened.length - 1];

describe('the live tools', () => {
  beforeEach(() => {
    FakeSocket.opened = [];
    globalThis.WebSocket = FakeSocket as never;
    answer();
  });

  it('heal: Force Start and Force Stop exclude each other, and a force-stop ends as a stop, not a finished heal', async () => {
    renderApp('/tools/heal');
    await chooseBucket('heal-bucket');
    const forceStart = screen.getByTestId<HTMLInputElement>('heal-forceStart');
    const forceStop = screen.getByTestId<HTMLInputElement>('heal-forceStop');
    fireEvent.click(forceStart);
    fireEvent.click(forceStop);
    expect(forceStart.checked).toBe(false);
    expect(forceStop.checked).toBe(true);

    fireEvent.click(screen.getByTestId('heal-start'));
    await waitFor(() => expect(lastSocket()).toBeDefined());
    const socket = lastSocket()!;
    expect(socket.url).toContain('force-stop=true');
    expect(socket.url).not.toContain('force-start=true');
    act(() => {
      socket.open();
      socket.onmessage?.({ data: JSON.stringify(noTally) });
      socket.end(1000);
    });
    expect((await screen.findByTestId('heal-finished')).textContent).toContain('The heal of this path was stopped.');
    expect(screen.queryByTestId('heal-items-scanned')).toBeNull();
  });

  it('watch: while running with no event yet, the table says it waits instead of how to start', async () => {
    renderApp('/tools/watch');
    await chooseBucket('watch-bucket');
    expect(screen.getByText('Choose a bucket and press Start to see its object events.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('watch-start'));
    await waitFor(() => expect(lastSocket()).toBeDefined());
    act(() => lastSocket()!.open());
    expect(await screen.findByText('Waiting for object events…')).toBeTruthy();
    expect(screen.queryByText('Choose a bucket and press Start to see its object events.')).toBeNull();
  });
});
