import type { PageId } from '@contract/generated/api';
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Params, RouteObject } from 'react-router';

/**
 * What a feature declares about itself; the shell builds the router and the side menu from these declarations and
 * filters both by the session's `pages` (spec 01 §2), so pages never check access themselves.
 */
export interface FeatureManifest {
  readonly id: string;
  /** Routes inside the shell (behind the session check). */
  readonly routes?: readonly ShellRoute[];
  /** Routes outside the shell (login, single sign-on return), reachable without a session. */
  readonly publicRoutes?: readonly RouteObject[];
  /** Side-menu entries. */
  readonly nav?: readonly NavEntry[];
}

export interface ShellRoute {
  /** The router path relative to the app's base, without a leading slash: `buckets`, `users/*`. */
  readonly path: string;
  /** The `pages` entry the session must list for this route to exist: `/buckets`, `/users/:userName+`. */
  readonly page: PageId;
  /**
   * The page: the component itself, or (preferred for a screen of its own) a loader of it, so the page's code and
   * what it alone imports arrive with its route, not in the first load: `() => import('./XPage').then((m) => m.XPage)`.
   */
  readonly Component: ComponentType | LazyPage;
  /**
   * Starts loading what the page shows, from its address alone, as the navigation to it begins (a route loader
   * runs it): a click starts the request before the page renders, a first load beside the session check.
   */
  readonly prefetch?: (queryClient: QueryClient, pathname: string, params: Params) => Promise<unknown>;
}

/** A page whose code is loaded when its route is first opened (a route-level split point). */
export interface LazyPage {
  readonly load: () => Promise<ComponentType>;
}

/** Declares a page loaded with its route. */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  return { load };
}

/**
 * How long what a route's prefetch loaded counts as current for the page it opens (the queries' `staleTime`), so
 * the page mounting a moment after the prefetch does not ask again. Changes made in the console invalidate it.
 */
export const PREFETCHED_FRESH_MS = 10_000;

/** Groups of the side menu (spec 02 §2). `support` entries move into `operator` when the tenants page is allowed. */
export type NavSection = 'main' | 'tools' | 'operator' | 'support';

export interface NavEntry {
  readonly id: string;
  readonly label: string;
  /** An app path (`/buckets`) or, with `external`, an address opened in a new tab. */
  readonly to: string;
  /** The `pages` entry the session must list; `undefined` shows the entry always. */
  readonly page?: PageId;
  readonly icon: ComponentType;
  readonly section: NavSection;
  /** Position in the menu; lower first. */
  readonly order: number;
  readonly external?: boolean;
}
