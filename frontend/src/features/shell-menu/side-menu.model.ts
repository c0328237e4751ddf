import type { NavEntry, NavSection } from '../../shared/manifest/feature-manifest';

export interface MenuSection {
  readonly id: NavSection;
  readonly entries: readonly NavEntry[];
}

const SECTION_ORDER: readonly NavSection[] = ['main', 'tools', 'operator', 'support'];

/**
 * The side menu for a session (spec 02 §2): an entry shows only when the session's `pages` lists its page (entries
 * without a page, like Documentation, always show); when the tenants page is allowed (operator mode) the support
 * entries (License, Documentation) move into the Operator group. Empty groups are left out.
 */
export function buildSideMenu(entries: readonly NavEntry[], pages: readonly string[]): MenuSection[] {
  const allowed = entries.filter((entry) => entry.page === undefined || pages.includes(entry.page));
  const operator = pages.includes('/tenants');
  const sectionOf = (entry: NavEntry): NavSection =>
    operator && entry.section === 'support' ? 'operator' : entry.section;
  return SECTION_ORDER.map((id) => ({
    id,
    entries: allowed.filter((entry) => sectionOf(entry) === id).sort((a, b) => a.order - b.order),
  })).filter((section) => section.entries.length > 0);
}

/** Whether a menu entry is the current page: its path or anything below it. */
export function isCurrentEntry(entry: NavEntry, pathname: string): boolean {
  if (entry.external) return false;
  return pathname === entry.to || pathname.startsWith(`${entry.to}/`);
}
