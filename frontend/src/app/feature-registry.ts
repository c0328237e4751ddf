import { loginManifest } from '../features/login/manifest';
import { shellMenuManifest } from '../features/shell-menu/manifest';
import { upcomingManifest } from '../features/upcoming/manifest';
import type { FeatureManifest, NavEntry, ShellRoute } from '../shared/manifest/feature-manifest';

/** Every feature of the app. A new feature adds its manifest here; the router and the menu follow. */
export const featureManifests: readonly FeatureManifest[] = [loginManifest, shellMenuManifest, upcomingManifest];

export const shellRoutes: readonly ShellRoute[] = featureManifests.flatMap((manifest) => manifest.routes ?? []);
export const navEntries: readonly NavEntry[] = featureManifests.flatMap((manifest) => manifest.nav ?? []);
