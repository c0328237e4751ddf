import {
  CogIcon,
  FileContractIcon,
  FirstAidIcon,
  HddIcon,
  LayerGroupIcon,
  TachometerAltIcon,
  ToolsIcon,
  BellIcon,
} from '@patternfly/react-icons';
import type { PageId } from '@contract/generated/api';
import type { NavEntry } from '../../shared/manifest/feature-manifest';
import { upcomingStrings } from './upcoming.strings';

const names = upcomingStrings.names;

/** A route of a feature not built yet: router path, the `pages` entry it needs, and the screen's name. */
export type UpcomingRoute = readonly [path: string, page: PageId, screen?: string];

export interface UpcomingFeature {
  readonly name: string;
  readonly routes: readonly UpcomingRoute[];
  /** The menu entry; its label is the feature's name unless given. */
  readonly nav?: Omit<NavEntry, 'label'> & { readonly label?: string };
}

/**
 * Every shell route of spec 01 §2 and spec 03 §2 whose feature is not built yet, with its menu entry (spec 02 §2).
 * A feature that gets built declares its own manifest and leaves this list.
 */
export const upcomingFeatures: readonly UpcomingFeature[] = [
  {
    name: names.dashboard,
    routes: [['dashboard', '/dashboard']],
    nav: { id: 'dashboard', to: '/dashboard', page: '/dashboard', icon: TachometerAltIcon, section: 'main', order: 10 },
  },
  { name: names.metrics, routes: [['metrics', '/metrics']] },
  {
    name: names.settings,
    routes: [
      ['settings', '/settings'],
      ['settings/:option', '/settings/:option'],
    ],
    nav: { id: 'settings', to: '/settings', page: '/settings', icon: CogIcon, section: 'main', order: 70 },
  },
  {
    name: names.notificationEndpoints,
    routes: [
      ['notification-endpoints', '/notification-endpoints'],
      ['notification-endpoints/add', '/notification-endpoints/add'],
      ['notification-endpoints/add/:service', '/notification-endpoints/add/:service'],
    ],
    nav: {
      id: 'notification-endpoints',
      label: names.notifications,
      to: '/notification-endpoints',
      page: '/notification-endpoints',
      icon: BellIcon,
      section: 'main',
      order: 80,
    },
  },
  {
    name: names.tiers,
    routes: [
      ['tiers', '/tiers'],
      ['tiers/add', '/tiers/add'],
      ['tiers/add/:service', '/tiers/add/:service'],
    ],
    nav: { id: 'tiers', to: '/tiers', page: '/tiers', icon: LayerGroupIcon, section: 'main', order: 90 },
  },
  {
    name: names.tools,
    routes: [
      ['tools', '/tools'],
      ['tools/watch', '/tools/watch', names.watch],
      ['tools/heal', '/tools/heal', names.heal],
      ['tools/trace', '/tools/trace', names.trace],
      ['tools/diagnostics', '/tools/diagnostics', names.diagnostics],
      ['tools/logs', '/tools/logs', names.logs],
      ['tools/audit-logs', '/tools/audit-logs', names.auditLogs],
    ],
    nav: { id: 'tools', to: '/tools', page: '/tools', icon: ToolsIcon, section: 'tools', order: 100 },
  },
  {
    name: names.heal,
    routes: [['heal', '/heal']],
    nav: { id: 'heal', to: '/heal', page: '/heal', icon: FirstAidIcon, section: 'tools', order: 110 },
  },
  // The tenants list, detail and management pages are built (features/tenants, tenant-detail, hop); the wizard is not.
  { name: names.createTenant, routes: [['tenants/add', '/tenants/add']] },
  {
    name: names.storage,
    routes: [
      ['storage', '/storage'],
      ['storage/volumes', '/storage/volumes', names.volumes],
      ['storage/drives', '/storage/drives', names.drives],
    ],
    nav: { id: 'storage', to: '/storage', page: '/storage', icon: HddIcon, section: 'operator', order: 210 },
  },
  {
    name: names.license,
    routes: [['license', '/license']],
    nav: { id: 'license', to: '/license', page: '/license', icon: FileContractIcon, section: 'support', order: 300 },
  },
];
