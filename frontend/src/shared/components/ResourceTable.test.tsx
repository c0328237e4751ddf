import '../../testing/test-ids';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { TrashIcon } from '@patternfly/react-icons';
import { ResourceTable, type ResourceColumn } from './ResourceTable';

interface Row {
  readonly name: string;
  readonly size: number;
}
const columns: ResourceColumn<Row>[] = [
  { id: 'name', title: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  { id: 'size', title: 'Size', cell: (row) => String(row.size), sortValue: (row) => row.size, hiddenByDefault: true },
];
const rows: Row[] = [
  { name: 'beta', size: 2 },
  { name: 'Alpha', size: 10 },
];
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('data-test'));

describe('ResourceTable', () => {
  it("says 'There are no {entity} yet.' when empty", () => {
    render(
      <ResourceTable ariaLabel="Things" entity="things" rows={[]} rowKey={(row: Row) => row.name} columns={columns} />,
    );
    expect(screen.getByTestId('table-empty').textContent).toBe('There are no things yet.');
  });

  it('sorts by a column, shows chosen columns, selects rows and runs row actions', () => {
    const onSelect = jest.fn();
    const onDelete = jest.fn();
    render(
      <ResourceTable
        ariaLabel="Things"
        entity="things"
        rows={rows}
        rowKey={(row) => row.name}
        columns={columns}
        columnChooser
        selection={{ selected: new Set(), onChange: onSelect }}
        actions={[{ id: 'delete', label: 'Delete', icon: TrashIcon, onClick: onDelete }]}
      />,
    );
    expect(names()).toEqual(['row-beta', 'row-Alpha']);
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['row-Alpha', 'row-beta']);

    expect(screen.queryByRole('columnheader', { name: /Size/ })).toBeNull();
    fireEvent.click(screen.getByTestId('shown-columns-toggle'));
    fireEvent.click(within(screen.getByTestId('shown-column-size')).getByRole('checkbox'));
    expect(screen.getByRole('columnheader', { name: /Size/ })).toBeTruthy();

    fireEvent.click(within(screen.getByTestId('row-beta')).getByRole('checkbox'));
    expect(onSelect).toHaveBeenCalledWith(new Set(['beta']));
    fireEvent.click(screen.getByTestId('delete-Alpha'));
    expect(onDelete).toHaveBeenCalledWith(rows[1]);
  });
});
