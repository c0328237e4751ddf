import { join, resolve } from 'node:path';
import type { RuleSetRule } from 'webpack';
import type { TrimOptions } from './loader';

/**
 * PatternFly's theme variants the console never turns on (it sets only `pf-v6-theme-dark`, shared/theme/theme.ts)
 * and its icon-font classes (the console draws icons as SVG): their rules go from every PatternFly stylesheet. They
 * are 150 of base.css's 280 kB (the high-contrast, felt and glass token blocks, the icon list).
 */
const UNUSED_BY_DEFAULT = ['pf-v6-theme-', 'pf-v6-pficon-'];
/** patternfly-addons.css (184 kB) is utility classes only; the console uses two dozen of its ~1,700 rules. */
const UTILITIES = 'pf-v6-u-';

/**
 * The webpack rules (run before css-loader) that trim PatternFly's stylesheets to the classes the frontend's source
 * names (loader.ts). PatternFly's React components add utility classes only through react-styles modules that
 * import their own stylesheet, which is left alone; only the addons file loses its unused utilities.
 */
export function patternflyCssTrimRules(root: string): RuleSetRule[] {
  const loader = resolve(__dirname, 'loader.ts');
  const sources = [join(root, 'frontend/src'), join(root, 'frontend/index.html')];
  const addons = require.resolve('@patternfly/patternfly/patternfly-addons.css', { paths: [root] });
  const rule = (families: string[]): RuleSetRule => ({
    test: /\.css$/,
    enforce: 'pre',
    use: { loader, options: { sources, families } satisfies TrimOptions },
  });
  return [
    { ...rule([...UNUSED_BY_DEFAULT, UTILITIES]), include: addons },
    { ...rule(UNUSED_BY_DEFAULT), include: join(root, 'node_modules/@patternfly'), exclude: addons },
  ];
}
