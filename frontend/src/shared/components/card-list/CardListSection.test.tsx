import '@frontend/testing/test-ids';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CubeIcon } from '@patternfly/react-icons';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { snackMessageAtom } from '@frontend/shared/messages/messages.atoms';
import type { CardReveal } from './CardGallery';
import type { CreateTarget } from './card-list.types';
import { CardListSection } from './CardListSection';

interface Thing {
  readonly name: string;
}

const REVEAL: CardReveal = {
  step: 24,
  showing: (shown, total) => `${shown} of ${total}`,
  shownDataTest: 'things-shown',
  more: { label: 'More things', dataTest: 'things-more' },
};

/** A feature page as the kit expects it: a real query, a create dialog of its own, one extra toolbar item each side. */
function ThingsPage(props: { load: () => Promise<Thing[]>; create?: 'dialog' | 'page'; reveal?: CardReveal }) {
  const things = useQuery({ queryKey: ['things'], queryFn: props.load, retry: false });
  const [dialogOpen, setDialogOpen] = useState(false);
  const target: CreateTarget =
    props.create === 'page' ? { href: '/things/add' } : { onClick: () => setDialogOpen(true) };
  return (
    <>
      <CardListSection
        query={things}
        items={things.data ?? []}
        loadingLabel="Loading things"
        filter={{ placeholder: 'Filter things', dataTest: 'thing-filter' }}
        refresh={{ label: 'Refresh', dataTest: 'refresh-things' }}
        create={
          props.create && {
            target,
            label: 'Create Thing',
            dataTest: 'create-thing',
            first: { label: 'Create the first thing', dataTest: 'create-first-thing' },
          }
        }
        empty={{
          title: 'No things yet',
          body: 'Things hold stuff.',
          noPermission: 'You may not create things.',
          icon: CubeIcon,
          dataTest: 'things-empty',
        }}
        noMatch={{ title: 'No match', body: 'No thing matches the filter.', dataTest: 'things-no-match' }}
        toolbarStart={<span data-test="start-item">start</span>}
        toolbarEnd={<span data-test="end-item">end</span>}
        note={<span data-test="things-note">note</span>}
        cards={{
          dataTest: 'thing-list',
          minCardWidth: '300px',
          itemKey: (thing) => thing.name,
          renderCard: (thing) => <div data-test={`thing-card-${thing.name}`}>{thing.name}</div>,
          reveal: props.reveal,
        }}
      />
      {dialogOpen && <div data-test="create-dialog" />}
    </>
  );
}

function renderPage(props: Parameters<typeof ThingsPage>[0]) {
  const store = createStore();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <JotaiProvider store={store}>
        <MemoryRouter>
          <ThingsPage {...props} />
        </MemoryRouter>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return store;
}

const things = (...names: string[]) => names.map((name) => ({ name }));
const many = (count: number) => things(...Array.from({ length: count }, (_, i) => `t-${String(i).padStart(2, '0')}`));
const cardNames = () => screen.queryAllByTestId(/^thing-card-/).map((card) => card.textContent);
const typeFilter = (value: string) =>
  fireEvent.change(within(screen.getByTestId('thing-filter')).getByRole('textbox', { name: 'Filter things' }), {
    target: { value },
  });

describe('a card list', () => {
  it('filters the cards by name and says when nothing matches, without claiming there are none', async () => {
    renderPage({ load: async () => things('alpha-logs', 'Beta-Logs', 'gamma') });
    await screen.findByTestId('thing-card-gamma');
    typeFilter(' logs ');
    expect(cardNames()).toEqual(['alpha-logs', 'Beta-Logs']);
    typeFilter('delta');
    expect(screen.getByTestId('things-no-match').textContent).toContain('No thing matches the filter.');
    expect(screen.queryByTestId('thing-list')).toBeNull();
    expect(screen.queryByTestId('things-empty')).toBeNull();
    typeFilter('');
    expect(cardNames()).toEqual(['alpha-logs', 'Beta-Logs', 'gamma']);
  });

  it('with no items, invites to create the first one, which opens the same dialog as the toolbar', async () => {
    renderPage({ load: async () => [], create: 'dialog' });
    const empty = await screen.findByTestId('things-empty');
    expect(empty.textContent).not.toContain('You may not create things.');
    expect(screen.getByTestId('create-thing').textContent).toBe('Create Thing');
    expect(screen.queryByTestId('things-note')).toBeNull();
    fireEvent.click(within(empty).getByRole('button', { name: 'Create the first thing' }));
    expect(screen.getByTestId('create-dialog')).toBeTruthy();
  });

  it('without permission to create, says so and offers no Create anywhere', async () => {
    renderPage({ load: async () => [] });
    expect((await screen.findByTestId('things-empty')).textContent).toContain('You may not create things.');
    expect(screen.queryByTestId('create-thing')).toBeNull();
    expect(screen.queryByTestId('create-first-thing')).toBeNull();
  });

  it('can lead Create to a page, as links from the toolbar and the empty state', async () => {
    renderPage({ load: async () => [], create: 'page' });
    const first = await screen.findByTestId('create-first-thing');
    expect(first.getAttribute('href')).toBe('/things/add');
    expect(screen.getByTestId('create-thing').getAttribute('href')).toBe('/things/add');
  });

  it('shows a spinner until the first answer, then the note above the cards', async () => {
    let answer: (list: Thing[]) => void = () => undefined;
    const firstAnswer = new Promise<Thing[]>((resolve) => (answer = resolve));
    renderPage({ load: () => firstAnswer });
    expect(screen.getByRole('progressbar', { name: 'Loading things' })).toBeTruthy();
    expect(screen.queryByTestId('things-empty')).toBeNull();
    act(() => answer(things('alpha')));
    expect(await screen.findByTestId('things-note')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading things' })).toBeNull();
  });

  it('shows a load failure in the snackbar, not as an empty list', async () => {
    const store = renderPage({ load: async () => Promise.reject(new Error('MinIO is down')) });
    await waitFor(() => expect(store.get(snackMessageAtom)).toMatchObject({ type: 'error', message: 'MinIO is down' }));
    expect(screen.queryByTestId('things-empty')).toBeNull();
  });

  it('keeps a failed first load on the page after the snackbar has gone, and Refresh tries again', async () => {
    let fail = true;
    const store = renderPage({
      load: async () => (fail ? Promise.reject(new Error('MinIO is down')) : things('alpha')),
    });
    const failed = await screen.findByTestId('list-load-failed');
    expect(failed.textContent).toContain('The list could not be loaded');
    expect(failed.textContent).toContain('MinIO is down');
    act(() => store.set(snackMessageAtom, null));
    expect(screen.getByTestId('list-load-failed')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByTestId('refresh-things'));
    expect(await screen.findByTestId('thing-card-alpha')).toBeTruthy();
    expect(screen.queryByTestId('list-load-failed')).toBeNull();
  });

  it('reloads on Refresh: an item added meanwhile appears', async () => {
    const list = things('alpha');
    renderPage({ load: async () => [...list] });
    await screen.findByTestId('thing-card-alpha');
    list.push({ name: 'beta' });
    fireEvent.click(screen.getByTestId('refresh-things'));
    expect(await screen.findByTestId('thing-card-beta')).toBeTruthy();
  });

  it("places the feature's toolbar items after the filter and before Refresh and Create", async () => {
    renderPage({ load: async () => [], create: 'dialog' });
    await screen.findByTestId('things-empty');
    const order = ['thing-filter', 'start-item', 'end-item', 'refresh-things', 'create-thing'].map((id) =>
      screen.getByTestId(id),
    );
    order.slice(1).forEach((element, i) => {
      expect(order[i]?.compareDocumentPosition(element)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    });
  });
});

describe('revealing a long card list', () => {
  it('lays out a step at a time and shows more on request, until all are shown', async () => {
    renderPage({ load: async () => many(30), reveal: REVEAL });
    await screen.findByTestId('thing-card-t-00');
    expect(cardNames()).toHaveLength(24);
    expect(screen.getByTestId('things-shown').textContent).toBe('24 of 30');
    fireEvent.click(screen.getByRole('button', { name: 'More things' }));
    expect(cardNames()).toHaveLength(30);
    expect(screen.getByTestId('things-shown').textContent).toBe('30 of 30');
    expect(screen.queryByTestId('things-more')).toBeNull();
  });

  it('shows more when the end of the cards scrolls into view', async () => {
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    // jsdom lays nothing out and has no IntersectionObserver: this one reports what a browser would on scrolling.
    class FakeIntersectionObserver {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(globalThis, 'IntersectionObserver', { value: FakeIntersectionObserver, configurable: true });
    try {
      renderPage({ load: async () => many(60), reveal: REVEAL });
      await screen.findByTestId('thing-card-t-00');
      expect(cardNames()).toHaveLength(24);
      act(() => observers.at(-1)?.([{ isIntersecting: true }]));
      expect(cardNames()).toHaveLength(48);
    } finally {
      Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    }
  });

  it('without a reveal step lays out every card and no Show more', async () => {
    renderPage({ load: async () => many(30) });
    await screen.findByTestId('thing-card-t-00');
    expect(cardNames()).toHaveLength(30);
    expect(screen.queryByTestId('things-shown')).toBeNull();
    expect(screen.queryByTestId('things-more')).toBeNull();
  });
});
