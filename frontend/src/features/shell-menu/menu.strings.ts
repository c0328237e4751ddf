import { translated } from '@frontend/shared/i18n/translated';

/** Text of the side menu (spec 02 §2). */
export const menuStrings = translated('menu', {
  navLabel: 'Main menu',
  toolsSection: 'Tools',
  operatorSection: 'Operator',
  documentation: 'Documentation',
  opensInNewTab: '(opens in a new tab)',
  logout: 'Logout',
  loggingOut: 'Logging out…',
  collapseMenu: 'Collapse the menu',
  expandMenu: 'Expand the menu',
});
