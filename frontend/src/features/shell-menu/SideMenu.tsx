import { Nav, NavGroup, PageSidebar, PageSidebarBody } from '@patternfly/react-core';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { NavEntry, NavSection } from '../../shared/manifest/feature-manifest';
import { LogoutMenuItem } from './LogoutMenuItem';
import { MenuEntryLink } from './MenuEntryLink';
import { menuStrings } from './menu.strings';
import { buildSideMenu, isCurrentEntry } from './side-menu.model';
import './side-menu.css';

const SECTION_TITLES: Partial<Record<NavSection, string>> = {
  tools: menuStrings.toolsSection,
  operator: menuStrings.operatorSection,
};

export interface SideMenuProps {
  readonly entries: readonly NavEntry[];
  readonly pages: readonly string[];
  /** Full width with labels, or the icon rail. */
  readonly expanded: boolean;
  /** Shown at all (on narrow screens the menu is an overlay that opens and closes). */
  readonly open: boolean;
  /** Called when an entry is chosen (the overlay closes then). */
  readonly onNavigate?: () => void;
}

/** The side menu (spec 02 §2): the session's entries in their groups, and Logout. */
export function SideMenu({ entries, pages, expanded, open, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const sections = useMemo(() => buildSideMenu(entries, pages), [entries, pages]);
  return (
    <PageSidebar isSidebarOpen={open} className="oc-side-menu" data-test="side-menu">
      <PageSidebarBody isFilled className="oc-side-menu__entries">
        <Nav aria-label={menuStrings.navLabel} onSelect={() => onNavigate?.()}>
          {sections.map(({ id, entries: sectionEntries }) => {
            const title = SECTION_TITLES[id];
            return (
              <NavGroup
                key={id}
                title={expanded ? title : undefined}
                aria-label={expanded && title ? undefined : (title ?? menuStrings.navLabel)}
                data-test={`menu-section-${id}`}
              >
                {sectionEntries.map((entry) => (
                  <MenuEntryLink
                    key={entry.id}
                    entry={entry}
                    current={isCurrentEntry(entry, pathname)}
                    expanded={expanded}
                  />
                ))}
              </NavGroup>
            );
          })}
        </Nav>
      </PageSidebarBody>
      <PageSidebarBody isFilled={false} className="oc-side-menu__footer">
        <Nav aria-label={menuStrings.logout}>
          <NavGroup aria-label={menuStrings.logout}>
            <LogoutMenuItem expanded={expanded} />
          </NavGroup>
        </Nav>
      </PageSidebarBody>
    </PageSidebar>
  );
}
