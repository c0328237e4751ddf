import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type Router } from 'express';
import type { MetricsSetting } from '../../config/metrics-setting';
import { isAppPage } from '../http/frontend-paths';
import { consoleRegistry } from './console-metrics';

/** What the request-metrics middleware labels a scrape with (see http-metrics.ts). */
export const METRICS_OPERATION = 'metrics';

/**
 * `GET /metrics`: the console's own metrics in Prometheus's text format, outside the user session (a scraper has
 * none). The same address is the Metrics page of the app (spec 01): a browser's navigation (Accept lists text/html)
 * goes on to the frontend, every other client gets the metrics. Off: nothing here, so non-browsers get the
 * frontend's plain 404. With a token: `Authorization: Bearer <token>` or 401.
 */
export function metricsEndpoint(setting: MetricsSetting): Router {
  const router = express.Router();
  if (setting.mode === 'off') return router;
  const expected = setting.mode === 'token' ? digest(setting.token) : undefined;
  router.get('/metrics', (req, res, next) => {
    res.vary('Accept');
    if (isAppPage(req.path, req.get('accept'))) {
      next();
      return;
    }
    res.locals.operation = METRICS_OPERATION;
    res.setHeader('Cache-Control', 'no-store');
    if (expected && !bearerMatches(req.get('authorization'), expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="object-console metrics"');
      res.status(401).type('text/plain').send('A bearer token is required for /metrics (CONSOLE_METRICS).');
      return;
    }
    consoleRegistry.metrics().then(
      (text) => res.type(consoleRegistry.contentType).send(text),
      (error: unknown) => next(error),
    );
  });
  return router;
}

/** Hashes first so the comparison is constant-time whatever the lengths. */
function digest(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}
