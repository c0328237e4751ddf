import '../../testing/test-ids';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { snackMessageAtom, type Message } from './messages.atoms';
import { Snackbar } from './Snackbar';

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const snackbar = () => screen.queryByTestId('snackbar');

function show(message: Omit<Message, 'id'>, id = 1) {
  const store = createStore();
  store.set(snackMessageAtom, { ...message, id });
  render(
    <Provider store={store}>
      <Snackbar />
    </Provider>,
  );
  return store;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Snackbar', () => {
  it('shows a confirmation for 5 s, then clears it', () => {
    const store = show({ type: 'success', message: 'Bucket created' });
    expect(snackbar()?.textContent).toContain('Bucket created');
    advance(4_999);
    expect(snackbar()).not.toBeNull();
    advance(1);
    expect(snackbar()).toBeNull();
    expect(store.get(snackMessageAtom)).toBeNull();
  });

  it('shows an error for 10 s, with its details', () => {
    show({ type: 'error', message: 'Error 500', detailedMessage: 'The server failed' });
    expect(screen.getByRole('button', { name: 'Details' })).toBeTruthy();
    advance(9_999);
    expect(snackbar()).not.toBeNull();
    advance(1);
    expect(snackbar()).toBeNull();
  });

  it('pauses while hovered', () => {
    show({ type: 'info', message: 'Saved' });
    fireEvent.mouseEnter(snackbar() as HTMLElement);
    advance(20_000);
    expect(snackbar()).not.toBeNull();
    fireEvent.mouseLeave(snackbar() as HTMLElement);
    advance(5_000);
    expect(snackbar()).toBeNull();
  });

  it('restarts the time for a new message', () => {
    const store = show({ type: 'success', message: 'First' });
    advance(4_000);
    act(() => store.set(snackMessageAtom, { type: 'success', message: 'Second', id: 2 }));
    advance(4_000);
    expect(snackbar()?.textContent).toContain('Second');
    advance(1_000);
    expect(snackbar()).toBeNull();
  });

  it('closes with its close button', () => {
    show({ type: 'success', message: 'Done' });
    fireEvent.click(screen.getByRole('button', { name: 'Close message: Done' }));
    expect(snackbar()).toBeNull();
  });

  it('takes its place from snackbar.css: the bottom of the window, left of the row actions (checked in e2e)', () => {
    show({ type: 'success', message: 'Region settings saved; they apply after a server restart' });
    // PatternFly's toast is at the top right, over the masthead's switches and the restart bar's Restart; the
    // bottom right covered the last rows' menus (objects-manage.spec.ts, settings.spec.ts hold the layout).
    expect(screen.getByTestId('snackbar-group').classList).toContain('oc-snackbar');
  });
});
