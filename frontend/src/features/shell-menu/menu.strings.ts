/** Text of the side menu (spec 02 §2). */
export const menuStrings = {
  navLabel: 'Main menu',
  toolsSection: 'Tools',
  operatorSection: 'Operator',
  documentation: 'Documentation',
  opensInNewTab: '(opens in a new tab)',
  logout: 'Logout',
  loggingOut: 'Logging out…',
  collapseMenu: 'Collapse the menu',
  expandMenu: 'Expand the menu',
} as const;
