import '../../testing/test-ids';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NameTable } from './NameTable';

const rowKeys = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('data-test'));

describe('NameTable', () => {
  it('searches the extra search text only once something is typed', () => {
    const descriptions = new Map([
      ['key-a', 'backup job'],
      ['key-b', 'web front end'],
    ]);
    // A service account's search text names its policy in the page's language: costly for hundreds of rows.
    const searchText = jest.fn((name: string) => descriptions.get(name) ?? '');
    const { rerender } = render(
      <NameTable
        names={['key-a', 'key-b']}
        columnTitle="Access Key"
        ariaLabel="Keys"
        searchPlaceholder="Search"
        searchText={searchText}
        emptyState={null}
        data-test="keys"
      />,
    );
    expect(rowKeys()).toEqual(['row-key-a', 'row-key-b']);
    rerender(
      <NameTable
        names={['key-a', 'key-b']}
        columnTitle="Access Key"
        ariaLabel="Keys"
        searchPlaceholder="Search"
        searchText={(name) => searchText(name)}
        emptyState={null}
        data-test="keys"
      />,
    );
    expect(searchText).not.toHaveBeenCalled();

    fireEvent.change(within(screen.getByTestId('table-search')).getByRole('textbox'), { target: { value: 'BACKUP' } });
    expect(rowKeys()).toEqual(['row-key-a']);
    expect(searchText).toHaveBeenCalled();
  });
});
