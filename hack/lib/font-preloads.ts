import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/**
 * The fonts every page's first paint sets its text in: PatternFly's upright Red Hat Text (body) and Red Hat Display
 * (headings). Without a preload the browser asks for them only once the first style recalculation finds text that
 * needs them, ~100 ms after the app has started; with `font-display: fallback` that text shows in a fallback face and
 * is laid out again when the font arrives (a second layout of the whole page, and the text moving under the eye).
 */
export const FIRST_PAINT_FONTS = /^assets\/RedHat(Text|Display)VF\.[0-9a-f]+\.woff2$/;

/**
 * Preloads the first paint's fonts from index.html (`<link rel="preload" as="font" crossorigin>`: fonts are fetched
 * in CORS mode, and a preload without `crossorigin` would not be reused), after the entry's scripts and stylesheets.
 */
export class FontPreloads {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('FontPreloads', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('FontPreloads', (groups) => {
        const fonts = Object.keys(compilation.assets)
          .filter((file) => FIRST_PAINT_FONTS.test(file))
          .sort();
        if (fonts.length !== 2)
          throw new Error(`expected PatternFly's two first-paint fonts, found: ${fonts.join(', ')}`);
        const links = fonts.map((href) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
            href,
          }),
        );
        groups.headTags = [...groups.headTags, ...links];
        return groups;
      });
    });
  }
}
