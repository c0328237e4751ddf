import { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
import type { paths } from '@contract/generated/api';
// Dependency-free (its other imports are types): an early answer stands in as long as a prefetched one is fresh.
import { PREFETCHED_FRESH_MS } from '../shared/manifest/feature-manifest';
import { learnServerClock } from './server-clock';

/** A path of the contract that has a GET. */
type GetPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];

/** One GET a page starts before its bundle runs, written as the app's own openapi-fetch call would write it. */
export interface EarlyGet {
  readonly path: GetPath;
  readonly params?: {
    readonly path?: Readonly<Record<string, string>>;
    readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  };
}

interface Started {
  readonly at: number;
  readonly response: Promise<Response>;
}

/** The two bundles (early.ts and the app) share the started GETs through one global. */
const REGISTRY = '__objectConsoleEarlyGets';

function registry(): Map<string, Started> {
  const global = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, Started> };
  global[REGISTRY] ??= new Map();
  return global[REGISTRY];
}

/** The absolute URL openapi-fetch requests for `get` under `baseUrl` (its default path and query serializers). */
export function earlyGetUrl(baseUrl: string, get: EarlyGet): string {
  const url = createFinalURL(get.path, {
    baseUrl,
    params: { path: get.params?.path ?? {}, query: get.params?.query ?? {} },
    querySerializer: createQuerySerializer(),
    pathSerializer: defaultPathSerializer,
  });
  return new URL(url, globalThis.location.href).href;
}

/**
 * Starts each GET now, with the app's credentials mode and headers, for the app's first identical call to take;
 * answers their responses, in order, for the early bundle to start more from one (the session's answer).
 */
export function startEarlyGets(
  baseUrl: string,
  gets: readonly EarlyGet[],
  headers: Readonly<Record<string, string>>,
): Promise<Response>[] {
  return gets.map((get) => {
    const url = earlyGetUrl(baseUrl, get);
    const response = globalThis.fetch(new Request(url, { credentials: 'same-origin', headers }));
    // An early GET nobody takes must not report an unhandled rejection; the one who takes it sees the failure.
    response.then((answer) => learnServerClock(answer)).catch(() => undefined);
    registry().set(url, { at: Date.now(), response });
    return response;
  });
}

/**
 * The answer of an early GET for `request`, once: only for a GET of the very URL, started at most
 * PREFETCHED_FRESH_MS ago. Anything else (and the same GET a second time) goes to the network.
 *
 * An early answer of 401 means the page was opened without a session: every other early GET was made without it too,
 * so they are all forgotten — after the login that follows, the page must ask again with the new session, not take
 * a refusal from before it (the dashboard opened at /metrics, logged in within seconds, went back to the login).
 */
export function takeEarlyGet(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const started = registry().get(request.url);
  if (!started) return undefined;
  registry().delete(request.url);
  if (Date.now() - started.at > PREFETCHED_FRESH_MS) return undefined;
  return started.response.then((response) => {
    if (response.status === 401) registry().clear();
    return response;
  });
}
