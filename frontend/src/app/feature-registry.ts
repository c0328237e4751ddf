import { bucketsManifest } from '../features/buckets/manifest';
import { dashboardManifest } from '../features/dashboard/manifest';
import { groupsManifest } from '../features/groups/manifest';
import { identityProvidersManifest } from '../features/identity-providers/manifest';
import { kmsManifest } from '../features/kms/manifest';
import { logsManifest } from '../features/logs/manifest';
import { notificationsManifest } from '../features/notifications/manifest';
import { sessionManifest } from '../features/session/manifest';
import { settingsManifest } from '../features/settings/manifest';
import { objectsManifest } from '../features/objects/manifest';
import { policiesManifest } from '../features/policies/manifest';
import { accountManifest } from '../features/account/manifest';
import { shellMenuManifest } from '../features/shell-menu/manifest';
import { subscriptionManifest } from '../features/subscription/manifest';
import { storageManifest } from '../features/storage/manifest';
import { tenantsManifest } from '../features/tenants/manifest';
import { toolsManifest } from '../features/tools/manifest';
import { tiersManifest } from '../features/tiers/manifest';
import { usersManifest } from '../features/users/manifest';
import type { FeatureManifest, NavEntry, ShellRoute } from '../shared/manifest/feature-manifest';

/** Every feature of the app. A new feature adds its manifest here; the router and the menu follow. */
export const featureManifests: readonly FeatureManifest[] = [
  sessionManifest,
  shellMenuManifest,
  dashboardManifest,
  bucketsManifest,
  objectsManifest,
  usersManifest,
  groupsManifest,
  identityProvidersManifest,
  kmsManifest,
  accountManifest,
  policiesManifest,
  tenantsManifest,
  storageManifest,
  toolsManifest,
  logsManifest,
  tiersManifest,
  settingsManifest,
  notificationsManifest,
  subscriptionManifest,
];

export const shellRoutes: readonly ShellRoute[] = featureManifests.flatMap((manifest) => manifest.routes ?? []);
export const navEntries: readonly NavEntry[] = featureManifests.flatMap((manifest) => manifest.nav ?? []);
