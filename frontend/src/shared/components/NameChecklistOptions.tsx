import { Checkbox } from '@patternfly/react-core';
import { useRef, type ReactNode } from 'react';
import { TABLE_OVERSCAN_ROWS } from './resource-table.constants';
import { useRowWindow } from './resource-table.window';

/** From this many names on, a checklist renders only the options in view (10,000 users made a dialog freeze). */
export const CHECKLIST_WINDOWED_FROM = 100;
/** The estimated height of one option (a checkbox line and the gap below it); each rendered one is measured. */
export const CHECKLIST_OPTION_PX = 28;

interface OptionsProps {
  readonly id: string;
  /** The list's accessible name. */
  readonly label: string;
  readonly names: readonly string[];
  readonly selected: ReadonlySet<string>;
  readonly onToggle: (name: string, on: boolean) => void;
  readonly isDisabled?: boolean;
  /** Shown in the box instead of the options (loading, nothing to choose, no match). */
  readonly message?: ReactNode;
}

/**
 * The scrolling box of a NameChecklist and its options: every one, or for a long list only those in view between
 * two blank spaces as high as the options left out. The window is computed here, where the box is rendered, so
 * that the box exists when the window first looks for it.
 */
export function NameChecklistOptions({ label, names, message, ...option }: OptionsProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const isWindowed = message === undefined && names.length >= CHECKLIST_WINDOWED_FROM;
  const { window, measureRow } = useRowWindow({
    count: isWindowed ? names.length : 0,
    scroller,
    rowHeight: CHECKLIST_OPTION_PX,
    overscan: TABLE_OVERSCAN_ROWS,
    measureRows: true,
  });
  let content: ReactNode = message;
  if (message === undefined && !isWindowed) {
    content = names.map((name) => <Option key={name} {...option} name={name} />);
  } else if (isWindowed) {
    content = (
      <>
        {window.before > 0 && <div aria-hidden style={{ height: window.before }} data-test="options-before" />}
        {names.slice(window.start, window.end).map((name, offset) => (
          <Option
            key={name}
            {...option}
            name={name}
            // Screen readers cannot count the options not rendered: each says where it stands in the whole list.
            position={{ index: window.start + offset, of: names.length }}
            measure={measureRow}
          />
        ))}
        {window.after > 0 && <div aria-hidden style={{ height: window.after }} data-test="options-after" />}
      </>
    );
  }
  return (
    <div ref={scroller} className="oc-name-checklist" role="list" aria-label={label}>
      {content}
    </div>
  );
}

function Option({
  id,
  name,
  selected,
  onToggle,
  isDisabled,
  position,
  measure,
}: Omit<OptionsProps, 'label' | 'names' | 'message'> & {
  name: string;
  position?: { index: number; of: number };
  measure?: (row: Element | null) => void;
}) {
  return (
    <div
      role="listitem"
      className="oc-name-checklist__option"
      ref={measure}
      {...(position
        ? { 'data-index': position.index, 'aria-posinset': position.index + 1, 'aria-setsize': position.of }
        : {})}
    >
      <Checkbox
        id={`${id}-${name}`}
        label={name}
        isChecked={selected.has(name)}
        isDisabled={isDisabled}
        onChange={(_event, checked) => onToggle(name, checked)}
        data-test="checklist-option"
        data-name={name}
      />
    </div>
  );
}
