import type { ReactNode } from 'react';
import './side-tabs-frame.css';

/**
 * Puts PatternFly's vertical tabs and their panels side by side ("left tabs" of the detail pages). PatternFly
 * renders the panels as siblings after the tab list, so the frame lays them out in a row.
 */
export function SideTabsFrame({ children }: { children: ReactNode }) {
  return <div className="oc-side-tabs">{children}</div>;
}
