import { FirstAidIcon, ToolsIcon } from '@patternfly/react-icons';
import { lazyPage, type FeatureManifest } from '../../shared/manifest/feature-manifest';
import { toolsStrings } from './tools.strings';

const heal = lazyPage(() => import('./HealPage').then((m) => m.HealPage));

/**
 * The tools (spec 03 §2): the tiles at /tools, and trace, watch, heal and diagnostics. Heal is also at /heal, the
 * menu's own entry; both need an erasure-coded setup of several drives (see pages.ts).
 */
export const toolsManifest: FeatureManifest = {
  id: 'tools',
  routes: [
    { path: 'tools', page: '/tools', Component: lazyPage(() => import('./ToolsPage').then((m) => m.ToolsPage)) },
    {
      path: 'tools/trace',
      page: '/tools/trace',
      Component: lazyPage(() => import('./TracePage').then((m) => m.TracePage)),
    },
    {
      path: 'tools/watch',
      page: '/tools/watch',
      Component: lazyPage(() => import('./WatchPage').then((m) => m.WatchPage)),
    },
    { path: 'tools/heal', page: '/tools/heal', Component: heal },
    { path: 'heal', page: '/heal', Component: heal },
    {
      path: 'tools/diagnostics',
      page: '/tools/diagnostics',
      Component: lazyPage(() => import('./DiagnosticsPage').then((m) => m.DiagnosticsPage)),
    },
  ],
  nav: [
    {
      id: 'tools',
      label: toolsStrings.title,
      to: '/tools',
      page: '/tools',
      icon: ToolsIcon,
      section: 'tools',
      order: 100,
    },
    {
      id: 'heal',
      label: toolsStrings.heal.title,
      to: '/heal',
      page: '/heal',
      icon: FirstAidIcon,
      section: 'tools',
      order: 110,
    },
  ],
};
