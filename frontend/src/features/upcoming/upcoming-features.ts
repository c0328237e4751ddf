import { HddIcon } from '@patternfly/react-icons';
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
  { name: names.metrics, routes: [['metrics', '/metrics']] },
  // The tools page, trace, watch, heal, diagnostics (features/tools) and live logs (features/logs) are built.
  { name: names.tools, routes: [['tools/audit-logs', '/tools/audit-logs', names.auditLogs]] },
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
];
