import { translated } from '@frontend/shared/i18n/translated';

/**
 * The dashboard's name, for the menu and the page title. Apart from the page's own strings, which load with the
 * page: the menu is in the first load, and should not carry the whole dashboard's text.
 */
export const dashboardNavStrings = translated('dashboard-nav', {
  title: 'Dashboard',
});
