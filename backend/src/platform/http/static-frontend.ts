import { readFileSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { chooseEncoding, ENCODING_SUFFIX, STORED_ENCODINGS, type StoredEncoding } from './content-encoding';
import { isAppPage } from './frontend-paths';

/** Webpack names every asset with a content hash, so a given URL never changes content and may be cached for a year. */
const hashedAsset = /\.[0-9a-f]{16,}\.(js|css|woff2?|ttf|svg|png|jpg|gif|ico)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface StaticFrontendOptions {
  /** Serve the build's source maps (`*.map`); without this they answer 404 (CONSOLE_SOURCE_MAPS). */
  readonly sourceMaps?: boolean;
}

/** index.html with `<base href>` set, as it is and in each stored encoding. */
type IndexHtml = Readonly<Record<StoredEncoding | 'identity', Buffer>>;

/**
 * Serves the built frontend. An asset the build also stored compressed (`x.js.br`, `x.js.gz` beside `x.js`, see
 * webpack.config.ts) is sent in the encoding the request's Accept-Encoding prefers — brotli, else gzip, else as it
 * is — with `Content-Encoding`, `Vary: Accept-Encoding` and the Content-Type of the asset itself; hashed assets are
 * cached for a year. `index.html` is sent for the app's pages (the router is client-side, see frontend-paths.ts),
 * with `<base href>` set to the sub-path so asset URLs resolve behind a reverse proxy; it is never cached. Source
 * maps are served only when configured. Any other GET that matches no file is a plain 404.
 */
export function staticFrontend(folder: string, subPath: string, options: StaticFrontendOptions = {}): Router {
  const staticDir = resolve(folder);
  const router = express.Router();
  let index: IndexHtml | undefined;
  const indexHtml = (): IndexHtml => {
    if (index) return index;
    const html = Buffer.from(
      readFileSync(join(staticDir, 'index.html'), 'utf8').replace(
        /<base href="[^"]*"\s*\/?>/,
        `<base href="${subPath}" />`,
      ),
    );
    index = {
      identity: html,
      br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
      gzip: gzipSync(html, { level: zlib.Z_BEST_COMPRESSION }),
    };
    return index;
  };
  /** The stored encodings of each hashed asset (its content, and so they, never change while the file exists). */
  const storedOfHashed = new Map<string, readonly StoredEncoding[]>();
  const storedEncodings = async (file: string): Promise<readonly StoredEncoding[]> => {
    const known = storedOfHashed.get(file);
    if (known) return known;
    const found = await Promise.all(
      STORED_ENCODINGS.map(async (encoding) => ((await isFile(file + ENCODING_SUFFIX[encoding])) ? [encoding] : [])),
    );
    const stored = found.flat();
    if (hashedAsset.test(file)) storedOfHashed.set(file, stored);
    return stored;
  };

  const serveAsset = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const relative = req.method === 'GET' || req.method === 'HEAD' ? assetPath(req.path) : undefined;
    // The stored encodings are sent only for their asset, never under their own names.
    if (relative === undefined || /\.(br|gz)$/.test(relative) || (!options.sourceMaps && relative.endsWith('.map'))) {
      next();
      return;
    }
    const file = join(staticDir, relative);
    const original = await fileStat(file);
    if (!original) {
      next();
      return;
    }
    const stored = await storedEncodings(file);
    const encoding = chooseEncoding(req.get('accept-encoding'), stored);
    if (stored.length > 0) res.vary('Accept-Encoding');
    res.type(extname(relative));
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Cache-Control', hashedAsset.test(relative) ? IMMUTABLE : 'no-cache');
    const sent = encoding ? relative + ENCODING_SUFFIX[encoding] : relative;
    // The sent file's own validator (each encoding has its own), as serve-static gives: the app turns Express's
    // ETags off for API answers, and send() then answers If-None-Match with 304 from this header.
    const sentStat = encoding ? await fileStat(join(staticDir, sent)) : original;
    if (sentStat) res.setHeader('ETag', `W/"${sentStat.size.toString(16)}-${sentStat.mtime.getTime().toString(16)}"`);
    // Content-Type set above stays (send() keeps one that is set).
    res.sendFile(sent, { root: staticDir, cacheControl: false }, (error) => {
      if (!error || res.headersSent) return;
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') next();
      else next(error);
    });
  };
  router.use((req, res, next) => {
    serveAsset(req, res, next).catch(next);
  });

  // Not a route with a path parameter: Express decodes those, and refuses an address with a `%` that is not an
  // escape (`/buckets/b/browse/100%/`, a name typed or pasted into the address bar) with a 400 instead of the app.
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // A few addresses are a page for a browser and not for other clients (see frontend-paths.ts).
    res.vary('Accept');
    if (!isAppPage(req.path, req.get('accept'))) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const html = indexHtml();
    const encoding = chooseEncoding(req.get('accept-encoding'), STORED_ENCODINGS);
    res.vary('Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.type('html').send(html[encoding ?? 'identity']);
  });
  return router;
}

/**
 * The file a request path names, relative to the static folder: decoded, without empty segments; `undefined` for
 * a path that cannot name a file there (a segment `..` or any other starting with a dot, a NUL, bad %-encoding, a
 * folder).
 */
function assetPath(path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (decoded.endsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.length === 0 || segments.some((segment) => segment.startsWith('.'))) return undefined;
  return segments.join('/');
}

async function fileStat(path: string): Promise<Stats | undefined> {
  try {
    const found = await stat(path);
    return found.isFile() ? found : undefined;
  } catch {
    return undefined;
  }
}

async function isFile(path: string): Promise<boolean> {
  return (await fileStat(path)) !== undefined;
}
