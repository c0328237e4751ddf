import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface DashboardTab<K extends string> {
  readonly key: K;
  readonly title: ReactNode;
}

/** The id of a tab's button, which labels its panel. */
export const dashboardTabId = (tabsId: string, key: string) => `${tabsId}-tab-${key}`;

/**
 * The dashboard's tab bar: PatternFly's tabs markup and styles (the current tab underlined by `pf-m-current`), not
 * its `Tabs` component. That component measures the page as it mounts — the text direction (getComputedStyle),
 * whether the tabs overflow (scroll buttons), the current tab's offset for its sliding accent — and renders twice
 * more for the accent, inside the dashboard's first commit (round 5 in docs/benchmarks.md: the page's main-thread
 * JavaScript until drawn −6 %). Three short tabs never overflow, so there is nothing to measure.
 *
 * WAI-ARIA tabs: a tablist of `tab` buttons with `aria-selected` and `aria-controls`; the open tab is in the tab
 * order, the arrow keys, Home and End move to another tab and open it.
 */
export function DashboardTabs<K extends string>({
  id,
  label,
  tabs,
  active,
  panelId,
  onSelect,
}: {
  readonly id: string;
  readonly label: string;
  readonly tabs: readonly DashboardTab<K>[];
  readonly active: K;
  readonly panelId: (key: K) => string;
  readonly onSelect: (key: K) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || !tab) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    onSelect(tab.key);
  };
  return (
    <div className="pf-v6-c-tabs" id={id}>
      <ul className="pf-v6-c-tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const current = tab.key === active;
          return (
            <li
              key={tab.key}
              className={current ? 'pf-v6-c-tabs__item pf-m-current' : 'pf-v6-c-tabs__item'}
              role="presentation"
            >
              <button
                ref={(button) => {
                  buttons.current[index] = button;
                }}
                type="button"
                className="pf-v6-c-tabs__link"
                role="tab"
                id={dashboardTabId(id, tab.key)}
                aria-selected={current}
                aria-controls={panelId(tab.key)}
                tabIndex={current ? 0 : -1}
                onClick={() => onSelect(tab.key)}
                onKeyDown={(event) => move(event, index)}
                data-test={`tab-${tab.key}`}
              >
                <span className="pf-v6-c-tabs__item-text">{tab.title}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
