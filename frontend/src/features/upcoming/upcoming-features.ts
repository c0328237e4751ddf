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
  // The tools page, trace, watch, heal, diagnostics (features/tools), live logs and audit logs (features/logs) are built.
  // Cluster storage (/storage/volumes, /storage/drives) is built (features/storage).
];
