import { randomBytes } from 'node:crypto';
import express from 'express';
import { createApp } from '../../app';
import { loadConfig } from '../../config/config';
import { createLogger } from '../logging/logger';
import { declaredOperations } from './openapi-document';
import { implementedOperations, markImplemented } from './openapi-implemented';
import { notImplemented } from './openapi-not-implemented';

const ok: express.RequestHandler = (_req, res) => {
  res.end();
};

/** The shape app.ts gives the API: feature routers, the 501 catch-all, then the frontend's catch-all GET. */
function appWith(feature: express.Router): express.Express {
  const root = express.Router();
  root.use(express.json());
  root.use('/api/v1', feature);
  root.use('/api/v1', notImplemented());
  root.get('/{*splat}', ok);
  const app = express();
  app.use('/', root);
  return app;
}

describe('which declared operations an app implements', () => {
  it('counts the routes a feature router answers before the 501 catch-all, method by method', () => {
    const buckets = express.Router();
    buckets.get('/buckets', ok);
    buckets.route('/buckets/:bucket').delete(ok);
    const implemented = implementedOperations(appWith(buckets));
    expect([...implemented].sort()).toEqual(['deleteBucket', 'listBuckets']);
  });

  it('does not count what only the catch-alls behind it would answer', () => {
    const implemented = implementedOperations(appWith(express.Router()));
    expect(implemented.has('getBucketInfo')).toBe(false);
    expect(implemented.size).toBe(0);
  });

  it('follows nested routers and middleware that does not answer', () => {
    const outer = express.Router();
    const inner = express.Router();
    outer.use((_req, _res, next) => next());
    inner.post('/has-permission', ok);
    outer.use(inner);
    expect([...implementedOperations(appWith(outer))]).toEqual(['checkPermissions']);
  });

  it('adds the websocket and proxy operations an app records itself', () => {
    const app = appWith(express.Router());
    markImplemented(app, 'streamTrace');
    expect([...implementedOperations(app)]).toEqual(['streamTrace']);
  });

  it('adds the HTTP operations of the typed table, which one dispatcher serves out of sight of the walk', () => {
    const app = appWith(express.Router());
    markImplemented(app, 'listGroups');
    expect([...implementedOperations(app)]).toEqual(['listGroups']);
  });

  it('sees the routers and the operation table of the real app, and only declared operations', () => {
    const config = loadConfig({});
    const app = createApp({ config, logger: createLogger('error', () => undefined), sessionKey: randomBytes(32) });
    const implemented = implementedOperations(app);
    expect(implemented.has('login')).toBe(true);
    expect(implemented.has('listGroups')).toBe(true);
    // Declared public in the table so that it answers 501 without a session, but not built.
    expect(implemented.has('loginOauth2Callback')).toBe(false);
    const declared = new Set(declaredOperations.map((op) => op.operationId));
    expect([...implemented].filter((id) => !declared.has(id))).toEqual([]);
  });
});
