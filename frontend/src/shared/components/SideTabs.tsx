import { Tabs, type TabsProps } from '@patternfly/react-core';
import { useState } from 'react';
import './side-tabs-frame.css';

/**
 * Below PatternFly's lg breakpoint (992 px) the side list folds into one toggle naming the open section, over the
 * content (side-tabs-frame.css stacks them there): beside the content it would leave the content too narrow.
 */
const FOLDED_BELOW_LG = { default: 'expandable', lg: 'nonExpandable' } as const;

export interface SideTabsProps {
  readonly activeKey: string;
  /** The open section's title: the folded list's toggle shows it. */
  readonly activeTitle: string;
  readonly onSelect: (key: string) => void;
  /** Names the list, and its toggle when folded. */
  readonly ariaLabel: string;
  /** The `Tab`s; a tab's content is mounted while it is open. */
  readonly children: TabsProps['children'];
}

/**
 * The "left tabs" of the detail pages: PatternFly's vertical tabs beside the open tab's panel, on narrower screens
 * folded into a toggle over it. Choosing a section folds the list again.
 */
export function SideTabs({ activeKey, activeTitle, onSelect, ariaLabel, children }: SideTabsProps) {
  const [isExpanded, setExpanded] = useState(false);
  return (
    <div className="oc-side-tabs">
      <Tabs
        isVertical
        expandable={FOLDED_BELOW_LG}
        isExpanded={isExpanded}
        onToggle={(_event, expanded) => setExpanded(expanded)}
        toggleText={activeTitle}
        toggleAriaLabel={ariaLabel}
        activeKey={activeKey}
        onSelect={(_event, key) => {
          setExpanded(false);
          onSelect(String(key));
        }}
        aria-label={ariaLabel}
        mountOnEnter
        unmountOnExit
      >
        {children}
      </Tabs>
    </div>
  );
}
