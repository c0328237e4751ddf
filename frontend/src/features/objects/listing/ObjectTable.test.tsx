import '@frontend/testing/test-ids';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TABLE_ROW_HEIGHT_PX as ROW_HEIGHT_PX } from '@frontend/shared/components/resource-table.constants';
import { stubTableLayout } from '@frontend/shared/components/resource-table.layout-stub';
import { DEFAULT_SORT, type BucketObject } from './object-sort';
import { ObjectTable } from './ObjectTable';

const rows: BucketObject[] = Array.from({ length: 10_000 }, (_, index) => ({
  name: `file-${String(index).padStart(5, '0')}.txt`,
  size: index,
}));

function table(folder: string, onNeedMore = jest.fn(), onOpen = jest.fn(), loading?: 'first' | 'more', shown = rows) {
  return (
    <ObjectTable
      folder={folder}
      rows={shown}
      sort={DEFAULT_SORT}
      onSort={jest.fn()}
      selected={new Set()}
      onSelect={jest.fn()}
      onOpen={onOpen}
      actions={() => []}
      showDeleted={false}
      hasMore
      loading={loading}
      onNeedMore={onNeedMore}
    />
  );
}

function renderTable(onNeedMore = jest.fn(), onOpen = jest.fn(), loading?: 'first' | 'more', shown = rows) {
  const view = render(table('a/', onNeedMore, onOpen, loading, shown));
  return { onNeedMore, onOpen, view };
}

const shownKeys = () => screen.getAllByTestId('object-row').map((row) => row.getAttribute('data-key'));

/** Moves the scroll box to `index`'s row, as a person scrolling does (the browser then fires a scroll event). */
function scrollToRow(index: number) {
  const scroller = screen.getByTestId('object-scroll');
  scroller.scrollTop = index * ROW_HEIGHT_PX;
  fireEvent.scroll(scroller);
  return scroller;
}

describe('the virtual object table', () => {
  let restoreLayout: () => void = () => undefined;
  beforeEach(() => {
    restoreLayout = stubTableLayout({ viewportPx: 400, rowPx: ROW_HEIGHT_PX });
  });
  afterEach(() => restoreLayout());

  it('renders only the rows in view of 10,000 and follows the scroll position', () => {
    const { onNeedMore } = renderTable();
    expect(shownKeys().length).toBeLessThan(60);
    expect(shownKeys()[0]).toBe('file-00000.txt');
    expect(onNeedMore).not.toHaveBeenCalled();

    scrollToRow(3000);
    expect(shownKeys()).toContain('file-03000.txt');
    expect(shownKeys()).toContain('file-03009.txt');
    expect(shownKeys()).not.toContain('file-00000.txt');
    expect(shownKeys().length).toBeLessThan(60);
  });

  it('starts another folder at the top', () => {
    const { view } = renderTable();
    const scroller = scrollToRow(3000);
    expect(shownKeys()).toContain('file-03000.txt');

    view.rerender(table('b/'));
    expect(scroller.scrollTop).toBe(0);
    // The browser reports the reset position with a scroll event, as it does for any change of scrollTop.
    fireEvent.scroll(scroller);
    expect(shownKeys()[0]).toBe('file-00000.txt');
  });

  it('asks for the next page when the end of the loaded rows comes near', async () => {
    const { onNeedMore } = renderTable();
    scrollToRow(9950);
    // Once the frame showing the rows is painted.
    await waitFor(() => expect(onNeedMore).toHaveBeenCalled());
  });

  it('says a page is loading, and asks for no other meanwhile', async () => {
    const { onNeedMore } = renderTable(jest.fn(), jest.fn(), 'more');
    scrollToRow(9950);
    expect(screen.getByTestId('loading-more').textContent).toContain('Loading more…');
    // Longer than the frame and the turn after which a table not loading asks (the test above), and than the
    // virtualizer's end-of-scroll render (150 ms after the last scroll event), which act() then takes in.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(onNeedMore).not.toHaveBeenCalled();
  });

  it('shows its header and a loading row while the first page is on its way', () => {
    renderTable(jest.fn(), jest.fn(), 'first', []);
    expect(screen.getByTestId('sort-name').textContent).toContain('Name');
    expect(screen.getByTestId('loading-first').textContent).toContain('Loading…');
    expect(screen.queryAllByTestId('object-row')).toHaveLength(0);
  });

  it('opens a row with Enter', () => {
    const { onOpen } = renderTable();
    const [first] = screen.getAllByTestId('object-row');
    if (!first) throw new Error('no row');
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(rows[0]);
  });
});
