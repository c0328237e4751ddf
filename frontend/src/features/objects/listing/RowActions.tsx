import { Dropdown, DropdownItem, DropdownList, MenuToggle, type MenuToggleElement } from '@patternfly/react-core';
import { RhUiEllipsisVerticalFillIcon } from '@patternfly/react-icons';
import { useEffect, useRef, useState, type Ref } from 'react';

/** One entry of a row's actions menu. */
export interface RowAction {
  readonly title: string;
  readonly onClick: () => void;
  readonly isDisabled?: boolean;
  readonly 'data-test': string;
}

/**
 * A row's kebab menu, built on first use: a closed PatternFly Dropdown still costs a Popper with its hooks and
 * effects, and the virtual list mounts a dozen rows on every scroll step, so until its first click a row has only
 * the toggle. `items` is asked for when the menu opens.
 */
export function RowActions({ label, items }: { label: string; items: () => readonly RowAction[] }) {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLSpanElement>(null);

  // The first click swaps the bare toggle for the Dropdown's own one; keep the keyboard focus on it. The menu opens
  // once the Dropdown is in the page: mounted already open, its popper never placed it (it showed at the top left).
  useEffect(() => {
    if (!used) return undefined;
    box.current?.querySelector('button')?.focus();
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [used]);

  const toggle = (ref?: Ref<MenuToggleElement>) => (
    <MenuToggle
      ref={ref}
      aria-label={label}
      variant="plain"
      icon={<RhUiEllipsisVerticalFillIcon />}
      isExpanded={open}
      onClick={() => (used ? setOpen(!open) : setUsed(true))}
    />
  );
  return (
    // The first click replaces the bare toggle: the Dropdown's outside-click listener would take that click, whose
    // target is no longer in the page, for one outside and close the menu at once. It stops here.
    <span ref={box} onClick={(event) => event.stopPropagation()}>
      {used ? (
        <Dropdown
          isOpen={open}
          onOpenChange={setOpen}
          toggle={toggle}
          popperProps={{ position: 'end', appendTo: () => document.body }}
        >
          <DropdownList>
            {open &&
              items().map((action) => (
                <DropdownItem
                  key={action['data-test']}
                  isDisabled={action.isDisabled}
                  data-test={action['data-test']}
                  onClick={() => {
                    setOpen(false);
                    action.onClick();
                  }}
                >
                  {action.title}
                </DropdownItem>
              ))}
          </DropdownList>
        </Dropdown>
      ) : (
        toggle()
      )}
    </span>
  );
}
