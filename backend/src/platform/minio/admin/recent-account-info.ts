import type { RequestHandler } from 'express';
import type { AdminConnection } from '../admin-request';
import { accountInfo, type AccountInfo } from './account-info';

/**
 * How long one session's `/accountinfo` answer is reused. A page load asks for the session, the buckets and a few
 * permission checks within this window, each of which needs the same answer (the user's policy, the server layout,
 * the buckets it can see), and MinIO's own answer is already up to about a second behind for the bucket list.
 */
export const ACCOUNT_INFO_FRESH_MS = 1_000;

interface Entry {
  readonly at: number;
  readonly generation: number;
  readonly info: Promise<AccountInfo>;
}

/** Per MinIO endpoint and temporary credentials (unique per login), so sessions never share an answer. */
const recent = new Map<string, Entry>();
/** Bumped by every write through the console: an answer asked for before a write is not reused after it. */
let generation = 0;

function keyOf(connection: AdminConnection): string {
  const { accessKey, sessionToken } = connection.credentials;
  return `${connection.endpoint}\n${accessKey}\n${sessionToken ?? ''}`;
}

/**
 * `/accountinfo` for the session, reused for ACCOUNT_INFO_FRESH_MS (and shared by calls made at once) unless the
 * console wrote anything since it was asked for ({@link forgetAccountInfoAfterWrites}). For the per-request reads
 * on the hot path — `GET /session`, the bucket list, permission checks — where a policy changed outside this
 * console shows at most that much later; pages that show the account's details ask MinIO each time.
 */
export function recentAccountInfo(connection: AdminConnection): Promise<AccountInfo> {
  const key = keyOf(connection);
  const now = Date.now();
  const entry = recent.get(key);
  if (entry && entry.generation === generation && now - entry.at < ACCOUNT_INFO_FRESH_MS) return entry.info;
  const info = accountInfo(connection);
  recent.set(key, { at: now, generation, info });
  // A failure is answered to the callers that share it, never reused.
  info.catch(() => {
    if (recent.get(key)?.info === info) recent.delete(key);
  });
  if (recent.size > 256) {
    for (const [other, { at }] of recent) if (now - at >= ACCOUNT_INFO_FRESH_MS) recent.delete(other);
  }
  return info;
}

/** Drops every reused answer (tests; and after a write, see below). */
export function forgetAccountInfo(): void {
  generation += 1;
  recent.clear();
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Posts that change nothing another session reads: a login (its own new keys), failed or not. A flood of failed
 * logins must not make every other user's next reads go to MinIO again.
 */
const NOT_WRITES = /\/api\/v1\/login(\/operator|\/oauth2\/auth)?$/;

/**
 * Forgets the reused `/accountinfo` answers once a write through the console has been answered (a policy attached,
 * a bucket created or deleted, a user's group changed…), so the next read sees what the write did.
 */
export function forgetAccountInfoAfterWrites(): RequestHandler {
  return (req, res, next) => {
    if (!READS.has(req.method) && !NOT_WRITES.test(req.path)) {
      forgetAccountInfo();
      res.once('finish', forgetAccountInfo);
      res.once('close', forgetAccountInfo);
    }
    next();
  };
}
