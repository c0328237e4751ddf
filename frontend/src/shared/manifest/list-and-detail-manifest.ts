import type { PageId } from '@contract/generated/api';
import type { ComponentType } from 'react';
import type { FeatureManifest, ShellRoute } from './feature-manifest';

/** A page of one path segment (`/users`): its segment. */
type ListPageSegment = PageId extends infer P
  ? P extends `/${infer Name}`
    ? Name extends `${string}/${string}`
      ? never
      : Name
    : never
  : never;

/**
 * The manifest of a feature with a list at `/{id}` (a main-menu entry) and a detail page at `/{id}/{name}`, where
 * the name may hold '/' (the detail route takes the rest of the path).
 */
export function listAndDetailManifest(feature: {
  /** The feature's id, its menu entry's id and the list's path segment: `users`. */
  readonly id: ListPageSegment;
  readonly label: string;
  readonly icon: ComponentType;
  /** Position in the main menu; lower first. */
  readonly order: number;
  /** The pages, preferably loaded with their routes (`lazyPage`). */
  readonly List: ShellRoute['Component'];
  readonly Detail: ShellRoute['Component'];
  /** The `pages` entry the session must list for the detail route: `/users/:userName+`. */
  readonly detailPage: PageId;
}): FeatureManifest {
  const list = `/${feature.id}` as const;
  return {
    id: feature.id,
    routes: [
      { path: feature.id, page: list, Component: feature.List },
      { path: `${feature.id}/*`, page: feature.detailPage, Component: feature.Detail },
    ],
    nav: [
      {
        id: feature.id,
        label: feature.label,
        to: list,
        page: list,
        icon: feature.icon,
        section: 'main',
        order: feature.order,
      },
    ],
  };
}
