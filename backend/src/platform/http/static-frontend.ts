import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Router } from 'express';
import { isAppPage } from './frontend-paths';

/** Webpack names every asset with a content hash, so a given URL never changes content and may be cached for a year. */
const hashedAsset = /\.[0-9a-f]{16,}\.(js|css|woff2?|ttf|svg|png|jpg|gif|ico)$/;

/**
 * Serves the built frontend. `index.html` is sent for the app's pages (the router is client-side, see
 * frontend-paths.ts), with `<base href>` set to the sub-path so asset URLs resolve behind a reverse proxy; it is
 * never cached. Any other GET that matches no file is a plain 404.
 */
export function staticFrontend(staticDir: string, subPath: string): Router {
  const router = express.Router();
  let index: string | undefined;
  const indexHtml = () => {
    index ??= readFileSync(join(staticDir, 'index.html'), 'utf8').replace(
      /<base href="[^"]*"\s*\/?>/,
      `<base href="${subPath}" />`,
    );
    return index;
  };
  router.use(
    express.static(staticDir, {
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', hashedAsset.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  router.get('/{*splat}', (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    // A few addresses are a page for a browser and not for other clients (see frontend-paths.ts).
    res.vary('Accept');
    if (!isAppPage(req.path, req.get('accept'))) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.type('html').send(indexHtml());
  });
  return router;
}
