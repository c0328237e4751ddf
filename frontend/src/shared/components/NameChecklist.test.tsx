import '@frontend/testing/test-ids';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { stubTableLayout } from './resource-table.layout-stub';
import { NameChecklist } from './NameChecklist';
import { CHECKLIST_OPTION_PX, CHECKLIST_WINDOWED_FROM } from './NameChecklistOptions';

const VIEWPORT_PX = 224;
// Enough to be windowed; the old checklist rendered them all, which took seconds even in jsdom.
const LONG = 1_000;
const names = (count: number) => Array.from({ length: count }, (_, index) => `user-${String(index).padStart(5, '0')}`);
const shownOptions = () => screen.queryAllByTestId('checklist-option').map((box) => box.getAttribute('data-name'));

function Picker({ all, onChange }: { all: readonly string[]; onChange?: (next: ReadonlySet<string>) => void }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(['user-00999']));
  return (
    <NameChecklist
      id="members"
      label="Users"
      names={all}
      selected={selected}
      onChange={(next) => {
        setSelected(next);
        onChange?.(next);
      }}
      data-test="members-picker"
    />
  );
}

function scrollToOption(index: number) {
  const list = screen.getByRole('list', { name: 'Users' });
  list.scrollTop = index * CHECKLIST_OPTION_PX;
  fireEvent.scroll(list);
}

describe('NameChecklist with a thousand names', () => {
  let restoreLayout: () => void = () => undefined;
  beforeEach(() => {
    restoreLayout = stubTableLayout({ viewportPx: VIEWPORT_PX, rowPx: CHECKLIST_OPTION_PX });
  });
  afterEach(() => restoreLayout());

  it('renders only the options in view, and later ones as the list scrolls', () => {
    render(<Picker all={names(LONG)} />);
    const first = shownOptions();
    expect(first[0]).toBe('user-00000');
    expect(first.length).toBeGreaterThanOrEqual(VIEWPORT_PX / CHECKLIST_OPTION_PX);
    expect(first.length).toBeLessThan(40);

    scrollToOption(500);
    const later = shownOptions();
    expect(later).toContain('user-00500');
    expect(later).not.toContain('user-00000');
    expect(later.length).toBeLessThan(40);
  });

  it('keeps the whole list scrollable and tells screen readers where each option stands', () => {
    render(<Picker all={names(LONG)} />);
    scrollToOption(500);
    const before = parseFloat(screen.getByTestId('options-before').style.height);
    const after = parseFloat(screen.getByTestId('options-after').style.height);
    expect(before + shownOptions().length * CHECKLIST_OPTION_PX + after).toBe(LONG * CHECKLIST_OPTION_PX);
    const item = screen.getByLabelText('user-00500').closest('[role="listitem"]');
    expect(item?.getAttribute('aria-posinset')).toBe('501');
    expect(item?.getAttribute('aria-setsize')).toBe(String(LONG));
  });

  it('finds a name far down the list by search, and ticks it', () => {
    const onChange = jest.fn();
    render(<Picker all={names(LONG)} onChange={onChange} />);
    expect(screen.queryByLabelText('user-00777')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search Users' }), { target: { value: 'user-0077' } });
    expect(shownOptions()).toHaveLength(10);
    fireEvent.click(screen.getByLabelText('user-00777'));
    expect([...onChange.mock.calls[0]![0]].sort()).toEqual(['user-00777', 'user-00999']);
    expect(screen.getByTestId('checklist-count').textContent).toBe('2 selected');
  });

  it('says when the search matches nothing', () => {
    render(<Picker all={names(LONG)} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search Users' }), { target: { value: 'nobody' } });
    expect(shownOptions()).toHaveLength(0);
    expect(screen.getByTestId('checklist-no-match').textContent).toBe(
      "Nothing matches 'nobody'. Clear the search to see everything.",
    );
  });

  it('renders every option of a short list', () => {
    render(<Picker all={names(CHECKLIST_WINDOWED_FROM - 1)} />);
    expect(shownOptions()).toHaveLength(CHECKLIST_WINDOWED_FROM - 1);
    expect(screen.queryByTestId('options-after')).toBeNull();
  });
});
