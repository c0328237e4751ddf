import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { ApiError, sendApiError } from '../errors/api-error';
import type { Logger } from '../logging/logger';
import { FailureRateLimiter, type RateLimit } from '../http/rate-limiter';
import { FailureBackoff, type BackoffRule } from '../http/rate-limiter-backoff';

/**
 * How failed logins are limited. Limits by address refuse (429); the limit by account only spaces the attempts from
 * addresses that have failed for it, so that nobody can lock an account's owner out by failing on purpose: the owner,
 * from an address that has not failed for it, logs in at once.
 */
export interface LoginPolicy {
  /** Failures for one account from one address; then that address waits for the window to end. */
  readonly perAddressAndAccount: RateLimit;
  /** Failures from one address, whatever the accounts. */
  readonly perAddress: RateLimit;
  /** Failures for one account from every address, which space the attempts of addresses that failed for it. */
  readonly perAccount: BackoffRule;
}

/** The outcome of an admitted attempt; exactly one of these is called. */
export interface LoginAttempt {
  /** The credentials were right. */
  succeeded(): void;
  /** The credentials were wrong. */
  failed(): void;
  /** The credentials were not judged (the server behind was unavailable): the attempt does not count. */
  undecided(): void;
}

/** Failed logins (and wrong current passwords) per address, per address and account, and per account. */
export class LoginThrottle {
  private readonly pairs: FailureRateLimiter;
  private readonly addresses: FailureRateLimiter;
  private readonly accounts: FailureBackoff;

  constructor(policy: LoginPolicy, now: () => number = Date.now) {
    this.pairs = new FailureRateLimiter(policy.perAddressAndAccount, now);
    this.addresses = new FailureRateLimiter(policy.perAddress, now);
    this.accounts = new FailureBackoff(policy.perAccount, now);
  }

  /**
   * Admits an attempt from `address` (for `account`, when the login names one), or says how long to wait. An
   * admitted attempt counts as a failure of the address until it settles otherwise, so that concurrent attempts
   * cannot all pass before the first failure is recorded.
   */
  admit(address: string, account?: string): { attempt: LoginAttempt } | { retryAfterSeconds: number } {
    const key = account === undefined ? undefined : accountKey(account);
    const pair = key === undefined ? undefined : `${address} ${key}`;
    const wait = this.addresses.retryAfterSeconds(address) || (key && pair ? this.wait(pair, key) : 0);
    if (wait > 0) return { retryAfterSeconds: wait };
    if (pair) this.pairs.recordFailure(pair);
    this.addresses.recordFailure(address);
    let settled = false;
    const settle = (outcome: () => void) => () => {
      if (settled) return;
      settled = true;
      outcome();
    };
    return {
      attempt: {
        succeeded: settle(() => {
          if (pair) this.pairs.reset(pair);
          this.addresses.forgive(address);
        }),
        failed: settle(() => {
          if (key) this.accounts.recordFailure(key);
        }),
        undecided: settle(() => {
          if (pair) this.pairs.forgive(pair);
          this.addresses.forgive(address);
        }),
      },
    };
  }

  /**
   * Seconds `address` waits before any login attempt, whatever the account (0: it may try). Read-only: the check a
   * refusal needs before the request's body is even read.
   */
  addressRetryAfterSeconds(address: string): number {
    return this.addresses.retryAfterSeconds(address);
  }

  /** Seconds an address waits before its next attempt for an account; 0 takes the account's turn if it has one. */
  private wait(pair: string, account: string): number {
    const blocked = this.pairs.retryAfterSeconds(pair);
    if (blocked > 0) return blocked;
    // Only an address that has failed for this account waits its turn: a clean one (the owner's) is never slowed.
    return this.pairs.failures(pair) > 0 ? this.accounts.takeTurn(account) : 0;
  }
}

/** Access keys are up to 512 characters: a digest keeps every entry small. (An address has no space in it.) */
function accountKey(account: string): string {
  return createHash('sha256').update(account).digest('base64url');
}

/** Admits a login attempt, or refuses it with 429 and `Retry-After` (`refusal` is the message the client shows). */
export function admitLogin(
  res: Response,
  throttle: LoginThrottle,
  who: { readonly address: string; readonly account?: string },
  refusal: string,
): LoginAttempt {
  const admission = throttle.admit(who.address, who.account);
  if ('attempt' in admission) return admission.attempt;
  const wait = admission.retryAfterSeconds;
  res.setHeader('Retry-After', String(wait));
  throw new ApiError(429, refusal, `Try again in ${wait} seconds`);
}

/** At most one log line per address in this long about the logins refused to it. */
const REFUSAL_LOG_EVERY_MS = 60_000;

/**
 * Refuses a login from an address that has used up its failures (429, `Retry-After`) before anything else is done
 * for the request: no body read, no session, cookie or contract work, no MinIO call, no log line per attempt (one
 * line per address a minute, with the count). A flood of failed logins from one address then costs the console a
 * few microseconds an attempt, and the other users nothing they would notice. Mount it ahead of the body parsers;
 * the login handler still applies the whole policy (per account too) to what gets through.
 */
export function refuseThrottledLogins(
  throttle: LoginThrottle,
  logger: Logger,
  loginPaths: readonly string[],
  refusal = 'Too many failed logins',
): RequestHandler {
  const paths = new Set(loginPaths);
  const logged = new Map<string, { at: number; refused: number }>();
  return (req, res, next) => {
    if (req.method !== 'POST' || !paths.has(req.path)) {
      next();
      return;
    }
    const address = req.ip ?? 'unknown';
    const wait = throttle.addressRetryAfterSeconds(address);
    if (wait === 0) {
      next();
      return;
    }
    const now = Date.now();
    const entry = logged.get(address);
    if (!entry || now - entry.at >= REFUSAL_LOG_EVERY_MS) {
      logger.warn('logins refused: too many failures from this address', {
        client: address,
        refused: (entry?.refused ?? 0) + 1,
        retryAfterSeconds: wait,
      });
      logged.set(address, { at: now, refused: 0 });
      if (logged.size > 10_000) {
        for (const [key, value] of logged) if (now - value.at >= REFUSAL_LOG_EVERY_MS) logged.delete(key);
      }
    } else {
      entry.refused += 1;
    }
    // The body is never parsed (Node discards it once the answer is sent).
    res.setHeader('Retry-After', String(wait));
    sendApiError(res, new ApiError(429, refusal, `Try again in ${wait} seconds`));
  };
}
