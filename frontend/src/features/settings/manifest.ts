import { CogIcon } from '@patternfly/react-icons';
import { lazyPage, type FeatureManifest } from '@frontend/shared/manifest/feature-manifest';
import { settingsStrings } from './settings.strings';

/** Server settings (spec 02 §2): the categories grid, one form per category, and the menu entry. */
export const settingsManifest: FeatureManifest = {
  id: 'settings',
  routes: [
    {
      path: 'settings',
      page: '/settings',
      Component: lazyPage(() => import('./SettingsPage').then((m) => m.SettingsPage)),
    },
    {
      path: 'settings/:option',
      page: '/settings/:option',
      Component: lazyPage(() => import('./SettingsCategoryPage').then((m) => m.SettingsCategoryPage)),
    },
  ],
  nav: [
    {
      id: 'settings',
      label: settingsStrings.title,
      to: '/settings',
      page: '/settings',
      icon: CogIcon,
      section: 'main',
      order: 70,
    },
  ],
};
