import '@frontend/testing/test-ids';
import { TrashIcon } from '@patternfly/react-icons';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { TABLE_ROW_HEIGHT_PX } from './resource-table.constants';
import { stubTableLayout } from './resource-table.layout-stub';
import { ResourceTable, WINDOWED_FROM_ROWS, type ResourceColumn } from './ResourceTable';

const VIEWPORT_PX = 400;
const names = (count: number) => Array.from({ length: count }, (_, index) => `name-${String(index).padStart(5, '0')}`);
const columns: ResourceColumn<string>[] = [
  { id: 'name', title: 'Name', cell: (name) => name, sortValue: (name) => name },
];
const shownRows = () => screen.queryAllByTestId(/^row-/).map((row) => row.getAttribute('data-test'));

function renderTable(rows: readonly string[], extra: Partial<Parameters<typeof ResourceTable<string>>[0]> = {}) {
  return render(
    <ResourceTable<string>
      ariaLabel="Things"
      entity="things"
      rows={rows}
      rowKey={(name) => name}
      columns={columns}
      {...extra}
    />,
  );
}

function scrollToRow(index: number) {
  const scroller = screen.getByTestId('table-scroll');
  scroller.scrollTop = index * TABLE_ROW_HEIGHT_PX;
  fireEvent.scroll(scroller);
}

describe('ResourceTable on a long list', () => {
  let restoreLayout: () => void = () => undefined;
  beforeEach(() => {
    restoreLayout = stubTableLayout({ viewportPx: VIEWPORT_PX, rowPx: TABLE_ROW_HEIGHT_PX });
  });
  afterEach(() => restoreLayout());

  it('renders only the rows in view of 10,000, and later ones as it scrolls', () => {
    renderTable(names(10_000));
    const first = shownRows();
    // The viewport's 10 rows, one partly shown, and the overscan of 10 below.
    expect(first.length).toBeGreaterThanOrEqual(VIEWPORT_PX / TABLE_ROW_HEIGHT_PX);
    expect(first.length).toBeLessThan(40);
    expect(first[0]).toBe('row-name-00000');
    expect(screen.queryByTestId('row-name-05000')).toBeNull();

    scrollToRow(5000);
    const later = shownRows();
    expect(later).toContain('row-name-05000');
    expect(later).toContain(`row-name-0${5000 + VIEWPORT_PX / TABLE_ROW_HEIGHT_PX - 1}`);
    expect(later).not.toContain('row-name-00000');
    expect(later.length).toBeLessThan(40);
  });

  it('keeps the full height in blank rows above and below the window', () => {
    renderTable(names(10_000));
    scrollToRow(5000);
    const rendered = shownRows().length;
    const above = screen.getByTestId('rows-before').style.height;
    const below = screen.getByTestId('rows-after').style.height;
    expect(parseFloat(above) + rendered * TABLE_ROW_HEIGHT_PX + parseFloat(below)).toBe(10_000 * TABLE_ROW_HEIGHT_PX);
  });

  it('announces the whole list to screen readers: aria-rowcount on the table, aria-rowindex on each row', () => {
    renderTable(names(10_000));
    scrollToRow(5000);
    // Row 1 is the header row.
    expect(screen.getByRole('grid', { name: 'Things' }).getAttribute('aria-rowcount')).toBe('10001');
    expect(screen.getByTestId('row-name-05000').getAttribute('aria-rowindex')).toBe('5002');
    expect(screen.getAllByRole('row')[0]!.getAttribute('aria-rowindex')).toBe('1');
  });

  it('sorts the whole list, selects rows out of view, and opens a scrolled-to row with Enter', () => {
    const onSelect = jest.fn();
    const onOpen = jest.fn();
    renderTable(names(10_000), { selection: { selected: new Set(), onChange: onSelect }, onRowClick: onOpen });

    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(shownRows()[0]).toBe('row-name-09999');

    fireEvent.click(within(screen.getByRole('columnheader', { name: /Select all/ })).getByRole('checkbox'));
    expect(onSelect).toHaveBeenLastCalledWith(new Set(names(10_000)));

    scrollToRow(9000);
    fireEvent.click(within(screen.getByTestId('row-name-00999')).getByRole('checkbox'));
    expect(onSelect).toHaveBeenLastCalledWith(new Set(['name-00999']));
    fireEvent.keyDown(screen.getByTestId('row-name-00995'), { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith('name-00995');
  });

  it.each([
    ['short', WINDOWED_FROM_ROWS - 1],
    ['windowed', 10_000],
  ])('keeps a %s list a table at any width, its row actions in a column sticky at the right', (_kind, count) => {
    renderTable(names(count), { actions: [{ id: 'delete', label: 'Delete', icon: TrashIcon, onClick: jest.fn() }] });
    // Below 768 px PatternFly stacks each row's cells into lines (its pf-m-grid-md layout) unless told not to: the
    // stacked rows ran over the fixed 40 px row height onto the rows below.
    expect(screen.getByRole('grid', { name: 'Things' }).className).not.toMatch(/pf-m-grid/);
    expect(screen.getByTestId('delete-name-00000').closest('td')?.className).toMatch(/pf-v6-c-table__sticky-cell/);
  });

  it(`renders a list of under ${WINDOWED_FROM_ROWS} rows in full, in the page's flow`, () => {
    renderTable(names(WINDOWED_FROM_ROWS - 1));
    expect(shownRows()).toHaveLength(WINDOWED_FROM_ROWS - 1);
    expect(screen.queryByTestId('table-scroll')).toBeNull();
  });
});
