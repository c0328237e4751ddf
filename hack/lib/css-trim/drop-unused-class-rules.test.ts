import { classNamesInText } from './classes-named-in-source';
import { dropUnusedClassRules } from './drop-unused-class-rules';

const THEMES = ['pf-v6-theme-'];
const used = new Set(['pf-v6-theme-dark', 'pf-v6-u-mt-md']);
const selectorsOf = (css: string) => [...css.matchAll(/^([^{}\s][^{}]*)\{/gm)].map((match) => match[1]!.trim());

describe('dropUnusedClassRules', () => {
  it('keeps the default and dark token blocks and drops those that need a theme class the app never sets', () => {
    const css = `
:root { --a: 1; }
:root:where(.pf-v6-theme-dark) { --a: 2; }
:root:where(.pf-v6-theme-high-contrast) { --a: 3; }
:root:where(.pf-v6-theme-dark.pf-v6-theme-felt) { --a: 4; }
.pf-v6-c-button { color: red; }`;
    expect(selectorsOf(dropUnusedClassRules(css, THEMES, used))).toEqual([
      ':root',
      ':root:where(.pf-v6-theme-dark)',
      '.pf-v6-c-button',
    ]);
  });

  it('keeps a selector whose unused class is negated or one choice of a list, and the matchable selectors of a rule', () => {
    const css = `
:root:not(.pf-v6-theme-glass) { --b: 1; }
:where(.pf-v6-theme-felt, .other) .x { --b: 2; }
.pf-v6-theme-glass .y, .z { --b: 3; }`;
    expect(selectorsOf(dropUnusedClassRules(css, THEMES, used))).toEqual([
      ':root:not(.pf-v6-theme-glass)',
      ':where(.pf-v6-theme-felt, .other) .x',
      '.z',
    ]);
  });

  it('keeps only the utility classes the source names, and drops the media queries left empty', () => {
    const css = `
.pf-v6-u-mt-md { margin-top: 1rem; }
.pf-v6-u-mt-lg { margin-top: 2rem; }
@media (min-width: 36rem) { .pf-v6-u-mt-md-on-sm { margin-top: 1rem; } }`;
    const trimmed = dropUnusedClassRules(css, ['pf-v6-u-'], used);
    expect(selectorsOf(trimmed)).toEqual(['.pf-v6-u-mt-md']);
    expect(trimmed).not.toContain('@media');
  });
});

describe('classNamesInText', () => {
  it('finds the classes named in full', () => {
    const text = `const dark = 'pf-v6-theme-dark';\n<div className="pf-v6-u-mt-md pf-v6-c-card">`;
    expect(classNamesInText(text, ['pf-v6-theme-', 'pf-v6-u-'], 'x.tsx')).toEqual([
      'pf-v6-theme-dark',
      'pf-v6-u-mt-md',
    ]);
  });

  it.each([`'pf-v6-u-mt-' + size`, '`pf-v6-u-m${side}-md`', `'pf-v6-u-mt' + suffix`])(
    'refuses a class built by code: %s',
    (text) => {
      expect(() => classNamesInText(text, ['pf-v6-u-'], 'x.tsx')).toThrow(/built by code/);
    },
  );
});
