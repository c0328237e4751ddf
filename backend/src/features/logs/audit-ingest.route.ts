import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type Router } from 'express';
import type { Config } from '../../config/config';
import { ApiError } from '../../platform/errors/api-error';
import { MalformedEntry, parseIngestBody } from './audit-entry';
import type { AuditStore } from './audit-store';

/** The ingest path under the sub-path, as the contract declares it (`ingestAuditLog`). */
export const INGEST_PATH = '/api/v1/logs/audit/ingest';

/** The largest batch: MinIO's largest useful `batch_size` of ~1–2 KiB entries fits many times over. */
const MAX_BODY = '16mb';

/**
 * `POST /api/v1/logs/audit/ingest`, MinIO's audit webhook target. Mounted before the JSON parser, the contract
 * validator, the CSRF check and the session (MinIO sends newline-separated JSON, no cookie and no CSRF header): the
 * token is checked before the body is read, and no cookie is looked at, so a browser on another site can do nothing
 * with it. The batch is then stored whole or refused (400 malformed, 413 too large, 503 buffer full).
 */
export function auditIngestRoute(config: Pick<Config, 'auditLog'>, store: AuditStore): Router {
  const router = express.Router();
  const rawBody = express.raw({ type: () => true, limit: MAX_BODY });
  router.post(INGEST_PATH, async (req, res, next) => {
    try {
      if (config.auditLog === 'off') throw new ApiError(404, 'Audit log search is off', 'CONSOLE_AUDIT_LOG is off');
      const token = await store.ingestToken().catch((error: unknown) => {
        throw new ApiError(503, 'The audit log store is unavailable', error instanceof Error ? error.message : '');
      });
      if (!tokenMatches(req.get('authorization'), token)) {
        throw new ApiError(
          401,
          'Wrong ingest token',
          "The Authorization header does not carry the console's audit ingest token",
        );
      }
      next();
    } catch (error) {
      next(error);
    }
  });
  router.post(INGEST_PATH, rawBody, async (req, res, next) => {
    try {
      const body = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
      let rows;
      try {
        rows = parseIngestBody(body);
      } catch (error) {
        if (error instanceof MalformedEntry) {
          throw new ApiError(400, 'Malformed audit batch', `Nothing of this batch was stored: ${error.message}`);
        }
        throw error;
      }
      await store.append(rows);
      res.status(200).json({ accepted: rows.length });
    } catch (error) {
      next(error);
    }
  });
  return router;
}

/** `Bearer <token>` (what the console writes into MinIO's auth_token) or the bare token, compared in constant time. */
function tokenMatches(header: string | undefined, token: string): boolean {
  if (!header) return false;
  const given = header.replace(/^Bearer\s+/i, '').trim();
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}
