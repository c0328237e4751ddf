import { join, resolve } from 'node:path';
import { constants as zlib, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import { EsbuildPlugin } from 'esbuild-loader';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Compiler, Configuration, WebpackPluginInstance } from 'webpack';
import { CompileHints } from './hack/lib/compile-hints';
import { patternflyCssTrimRules } from './hack/lib/css-trim/patternfly-rule';
import { distDir } from './hack/lib/dist-dir';
import { FontPreloads } from './hack/lib/font-preloads';
import { RouteChunkHints } from './hack/lib/route-chunk-hints';
import { routeSplitChunks } from './hack/lib/route-split-chunks';

/**
 * Makes the early bundle's script a plain (parser-blocking) one, first in the head. A deferred script, like any
 * script after a stylesheet, waits for the stylesheets before it runs; an `async` one was run by Chromium only after
 * the stylesheets were parsed and the app's deferred bundle had run (~450 ms in, under load). A blocking script
 * before the stylesheets runs as soon as its 2 kB are in, while the preload scanner fetches the rest; the page's
 * first GETs and its route's code (route-chunk-hints.ts) start at once.
 */
class EarlyScriptFirst {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('EarlyScriptFirst', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('EarlyScriptFirst', (groups) => {
        const early = groups.headTags.find(
          (tag) => tag.tagName === 'script' && /\/early\./.test(String(tag.attributes.src)),
        );
        if (!early) throw new Error('the early bundle has no script tag');
        early.attributes = { src: early.attributes.src };
        groups.headTags = [early, ...groups.headTags.filter((tag) => tag !== early)];
        return groups;
      });
    });
  }
}

/**
 * The frontend build: ts-loader in transpile-only mode (types are checked once by `tsc --noEmit`), CSS extracted,
 * every asset named by content hash (the backend caches those for a year), esbuild as the minifier (several times
 * faster than Terser on two cores). Asset URLs are relative to `<base href>`, which the backend sets to the sub-path.
 */
export default function config(_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    // `early` (a few kB, first in the page) starts the page's first GETs while `main`, the app, loads.
    entry: {
      early: resolve(__dirname, 'frontend/src/early/early.ts'),
      main: resolve(__dirname, 'frontend/src/index.tsx'),
    },
    output: {
      path: join(distDir(__dirname), 'frontend'),
      publicPath: '',
      filename: 'assets/[name].[contenthash:20].js',
      chunkFilename: 'assets/[name].[contenthash:20].js',
      assetModuleFilename: 'assets/[name].[contenthash:20][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // The API contract and the pure logic both sides share, and the frontend's own root (tsconfig.json `paths`,
      // jest's moduleNameMapper).
      alias: {
        '@contract': resolve(__dirname, 'backend/api'),
        '@frontend': resolve(__dirname, 'frontend/src'),
      },
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          // The frontend also compiles the dependency-free logic it shares with the backend.
          include: [resolve(__dirname, 'frontend'), resolve(__dirname, 'backend/api/shared')],
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, compilerOptions: { module: 'esnext', noEmit: false, sourceMap: true } },
          },
        },
        // PatternFly's stylesheets without the theme variants and utility classes the console never uses.
        ...patternflyCssTrimRules(__dirname),
        {
          test: /\.css$/,
          use: [
            // A url() in a stylesheet resolves against the stylesheet's own address (assets/…), not <base href>:
            // without this, PatternFly's fonts were asked for at assets/assets/… and never loaded.
            { loader: MiniCssExtractPlugin.loader, options: { publicPath: '../' } },
            'css-loader',
          ],
        },
        { test: /\.(woff2?|ttf|eot|svg|png|jpe?g|gif)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: resolve(__dirname, 'frontend/index.html'),
        scriptLoading: 'defer',
        // Kept as written: the backend rewrites its `<base href="…">` (static-frontend.ts).
        minify: false,
        chunks: ['early', 'main'],
      }),
      new EarlyScriptFirst(),
      // Each route's files listed in index.html, for the early bundle to preload by address (early/route-chunks.ts).
      new RouteChunkHints(),
      new FontPreloads(),
      // Each route's stylesheets load with its code. PatternFly's component stylesheets do not depend on their order,
      // and ours outrank PatternFly's by specificity (`.oc-x .pf-v6-c-y`, `body .pf-v6-c-button`), never by order,
      // so the order two routes would have them in does not matter.
      new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:20].css', ignoreOrder: true }),
      // The app's initial scripts compiled on a background thread as they stream in (V8's compile hint).
      ...(production ? [new CompileHints('main'), ...precompressed()] : []),
    ],
    optimization: {
      // Scripts: webpack's own minimizer (Terser). It drops the functions webpack's tree shaking left unused inside
      // a module — esbuild's minifier keeps them: 15 % less JavaScript here (React Router ships its whole data
      // router in one module). Stylesheets: esbuild, several times faster than the alternatives on two cores.
      minimizer: ['...', new EsbuildPlugin({ target: 'es2022', css: true, include: /\.css$/ })],
      // Not index.html: the backend rewrites its `<base href="…">` (static-frontend.ts).
      minimizeOptions: { html: false, css: false },
      // The shell in one chunk (one script, one stylesheet), the early bundle alone: route-split-chunks.ts.
      splitChunks: routeSplitChunks(),
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Every text asset also as `.br` (brotli, highest quality) and `.gz` (gzip -9) beside it, compressed once at build
 * time; the backend sends the variant the request's Accept-Encoding allows (static-frontend.ts). Not index.html
 * (the backend rewrites its `<base href>` and compresses it itself), not source maps (not served by default), and
 * not a variant that would save under a tenth.
 */
function precompressed(): WebpackPluginInstance[] {
  const common = { test: /\.(js|css|svg|json)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin<BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin<ZlibOptions>({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.Z_BEST_COMPRESSION },
    }),
  ];
}
