import { writeFileSync, mkdirSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tempDir } from '../../world/processes';
import { startApp, type AppUnderTest } from '../../support/app-under-test';

/** One GET as a client that decodes nothing: the status, headers and the bytes on the wire. */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** What the build leaves (webpack.config.ts): hashed assets, each with `.br` and `.gz` beside it, and source maps. */
const script = Buffer.from(`console.log(${JSON.stringify('object console '.repeat(400))});\n`);
const stylesheet = Buffer.from(`.oc-x { color: red; }\n`.repeat(200));
const SCRIPT = 'assets/main.0123456789abcdef0123.js';
const STYLESHEET = 'assets/main.0123456789abcdef0123.css';
const FONT = 'assets/font.0123456789abcdef0123.woff2';

function builtFrontend(): string {
  const dir = tempDir('compressed-assets');
  mkdirSync(join(dir, 'assets'));
  const write = (name: string, content: Buffer | string) => writeFileSync(join(dir, name), content);
  write('index.html', '<!doctype html><html><head><base href="/"/><title>t</title></head><body></body></html>');
  write(SCRIPT, script);
  write(`${SCRIPT}.br`, brotliCompressSync(script));
  write(`${SCRIPT}.gz`, gzipSync(script));
  write(`${SCRIPT}.map`, '{"version":3,"sources":["secret.ts"],"mappings":""}');
  // A stylesheet the build stored only gzipped (brotli did not save enough, say).
  write(STYLESHEET, stylesheet);
  write(`${STYLESHEET}.gz`, gzipSync(stylesheet));
  write(FONT, Buffer.from('wOF2 not really a font'));
  return dir;
}

describe.each([
  ['default', {}],
  ['source maps on', { CONSOLE_SOURCE_MAPS: 'on' }],
])('the built frontend, stored compressed (%s)', (_label, env: Record<string, string>) => {
  let app: AppUnderTest;
  beforeAll(async () => {
    app = await startApp({ CONSOLE_STATIC_DIR: builtFrontend(), ...env });
  });
  afterAll(() => app.close());

  it('sends brotli to a browser that accepts it, with the asset type, Vary and the immutable cache', async () => {
    const res = await rawGet(`${app.base}/${SCRIPT}`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(res.body).equals(script)).toBe(true);
  });

  it('sends gzip to a client that accepts only gzip, and when brotli is not stored', async () => {
    const gz = await rawGet(`${app.base}/${SCRIPT}`, { 'Accept-Encoding': 'gzip' });
    expect([gz.status, gz.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(gunzipSync(gz.body).equals(script)).toBe(true);

    const css = await rawGet(`${app.base}/${STYLESHEET}`, { 'Accept-Encoding': 'br, gzip' });
    expect([css.status, css.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(gunzipSync(css.body).equals(stylesheet)).toBe(true);
  });

  it.each([undefined, 'identity', 'br;q=0, gzip;q=0', 'zstd'])(
    'sends the file as it is for Accept-Encoding %j',
    async (acceptEncoding) => {
      const res = await rawGet(`${app.base}/${SCRIPT}`, acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {});
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body.equals(script)).toBe(true);
    },
  );

  it('answers a conditional GET with 304 per encoding (each has its own ETag)', async () => {
    const br = await rawGet(`${app.base}/${SCRIPT}`, { 'Accept-Encoding': 'br' });
    const plain = await rawGet(`${app.base}/${SCRIPT}`);
    expect(br.headers.etag).toBeDefined();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await rawGet(`${app.base}/${SCRIPT}`, {
      'Accept-Encoding': 'br',
      'If-None-Match': br.headers.etag ?? '',
    });
    expect(again.status).toBe(304);
  });

  it('sends a file the build did not compress as it is, without Vary', async () => {
    const res = await rawGet(`${app.base}/${FONT}`, { 'Accept-Encoding': 'br, gzip' });
    expect([res.status, res.headers['content-encoding'], res.headers['content-type']]).toEqual([
      200,
      undefined,
      'font/woff2',
    ]);
    expect(res.headers.vary ?? '').not.toMatch(/accept-encoding/i);
  });

  it('never serves a stored encoding under its own name', async () => {
    for (const name of [`${SCRIPT}.br`, `${SCRIPT}.gz`]) {
      const res = await rawGet(`${app.base}/${name}`, { 'Accept-Encoding': 'br, gzip' });
      expect([name, res.status]).toEqual([name, 404]);
    }
  });

  it('compresses index.html for the app pages, never cached', async () => {
    const res = await rawGet(`${app.base}/buckets`, { 'Accept-Encoding': 'gzip, br' });
    expect([res.status, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([
      200,
      'br',
      'no-cache',
    ]);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toContain('<base href="/" />');
    const plain = await rawGet(`${app.base}/buckets`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<base href="/" />');
  });

  it(
    env.CONSOLE_SOURCE_MAPS === 'on'
      ? 'serves source maps when CONSOLE_SOURCE_MAPS is on'
      : 'answers source maps with a plain 404 by default',
    async () => {
      const res = await rawGet(`${app.base}/${SCRIPT}.map`);
      if (env.CONSOLE_SOURCE_MAPS === 'on') {
        expect(res.status).toBe(200);
        expect(res.body.toString()).toContain('secret.ts');
      } else {
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/plain/);
        expect(res.body.toString()).not.toContain('secret.ts');
      }
    },
  );
});
