import type { Response } from 'express';
import type { Config } from '../../config/config';
import { ApiError } from '../errors/api-error';
import type { OperationGuard } from '../operations/operation-table';
import { sessionOf } from '../session/session-context';

/** The costly functions a login session may only run a few of at once (ASVS V2.4.1; docs/limits.md). */
export type CostlyKind = 'zip' | 'live' | 'auditSearch';

/** How a refusal names each limit: what is counted, and the variable that sets it. */
const NAMES: Readonly<Record<CostlyKind, { readonly what: string; readonly variable: string }>> = {
  zip: { what: 'ZIP downloads', variable: 'CONSOLE_LIMIT_ZIP_DOWNLOADS' },
  live: { what: 'live streams', variable: 'CONSOLE_LIMIT_LIVE_STREAMS' },
  auditSearch: { what: 'audit log searches', variable: 'CONSOLE_LIMIT_AUDIT_SEARCHES' },
};

/**
 * The `Retry-After` of a refusal. A slot frees when a running call ends, which the console cannot predict (a live
 * stream runs until the user stops it), so this is a polite pause, not a promise.
 */
export const RETRY_AFTER_SECONDS = 5;

/** A 429 naming the limit that was reached; `retryAfterSeconds` goes into the `Retry-After` header. */
export class LimitReached extends ApiError {
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;

  constructor(kind: CostlyKind, limit: number) {
    const { what, variable } = NAMES[kind];
    super(
      429,
      `Too many ${what} at once`,
      `This session already has ${limit} running, the most allowed (${variable}). Stop one or wait for one to end, then try again.`,
    );
  }
}

/**
 * Counts the costly calls each login session (its `sid`) has running, per kind, and refuses one over the limit.
 * A count lives only while above zero, so ended sessions leave nothing behind.
 */
export class SessionConcurrency {
  private readonly running = new Map<string, number>();

  constructor(private readonly limits: Readonly<Record<CostlyKind, number>>) {}

  /** Throws {@link LimitReached} when the session has no room for one more call of this kind. */
  ensureRoom(kind: CostlyKind, sid: string): void {
    if (this.count(kind, sid) >= this.limits[kind]) throw new LimitReached(kind, this.limits[kind]);
  }

  /** Takes a slot (or throws {@link LimitReached}); the returned function gives it back, once, however often called. */
  acquire(kind: CostlyKind, sid: string): () => void {
    this.ensureRoom(kind, sid);
    const key = keyOf(kind, sid);
    this.running.set(key, this.count(kind, sid) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.running.get(key) ?? 1) - 1;
      if (left > 0) this.running.set(key, left);
      else this.running.delete(key);
    };
  }

  /** Calls of this kind the session has running. */
  count(kind: CostlyKind, sid: string): number {
    return this.running.get(keyOf(kind, sid)) ?? 0;
  }

  /** Sessions × kinds with something running (0 when nothing runs: no leaked slots). */
  get busy(): number {
    return this.running.size;
  }
}

function keyOf(kind: CostlyKind, sid: string): string {
  return `${kind}:${sid}`;
}

const registry = new WeakMap<Config, SessionConcurrency>();

/** One counter per app (keyed by its config): the websocket layer and the operation guards of an app share it. */
export function sessionConcurrencyFor(
  config: Pick<Config, 'limitZipDownloads' | 'limitLiveStreams' | 'limitAuditSearches'>,
): SessionConcurrency {
  let found = registry.get(config as Config);
  if (!found) {
    found = new SessionConcurrency({
      zip: config.limitZipDownloads,
      live: config.limitLiveStreams,
      auditSearch: config.limitAuditSearches,
    });
    registry.set(config as Config, found);
  }
  return found;
}

/** Sets `Retry-After` when the error is a {@link LimitReached}. */
export function setRetryAfter(res: Pick<Response, 'setHeader'>, error: unknown): void {
  if (error instanceof LimitReached) res.setHeader('Retry-After', String(error.retryAfterSeconds));
}

/**
 * An operation guard that holds one of the session's slots of `kind` from here until the response closes: sent
 * whole, failed (the error answer closes it too) or abandoned by the client. Put it after the guards that refuse
 * for other reasons, so a refusal never counts against the limit.
 */
export function holdSlot(config: Config, kind: CostlyKind): OperationGuard {
  const limiter = sessionConcurrencyFor(config);
  return (_req, res) => {
    let release: () => void;
    try {
      release = limiter.acquire(kind, sessionOf(res).sid);
    } catch (error) {
      setRetryAfter(res, error);
      throw error;
    }
    res.once('close', release);
    // The client may have gone before the guard ran: 'close' was already emitted.
    if (res.destroyed) release();
  };
}
