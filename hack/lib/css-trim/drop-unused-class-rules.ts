import postcss, { type Container } from 'postcss';

/**
 * Drops from a stylesheet the rules that can never match because their selector needs a class of one of `families`
 * (class-name prefixes, e.g. `pf-v6-theme-`) that the app never names (`used`). A rule with several selectors keeps
 * those that can still match. A class inside `:not(…)`, or inside a selector list in parentheses (`:where(.a, .b)`),
 * is not needed for a match, so it never drops a selector. At-rules left empty (`@media … {}`) go too.
 */
export function dropUnusedClassRules(css: string, families: readonly string[], used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  const matchable = (selector: string) => neededClasses(selector, families).every((name) => used.has(name));
  root.walkRules((rule) => {
    const kept = rule.selectors.filter(matchable);
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  removeEmptyAtRules(root);
  return root.toString();
}

/** The classes of `families` an element must have for `selector` to match it. */
export function neededClasses(selector: string, families: readonly string[]): string[] {
  const needed = withoutOptionalGroups(selector);
  const names = [...needed.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((match) => match[1]!.replace(/\\(.)/g, '$1'));
  return names.filter((name) => families.some((prefix) => name.startsWith(prefix)));
}

/** `selector` with the insides of `:not(…)` and of parenthesised selector lists emptied, the rest kept. */
function withoutOptionalGroups(selector: string): string {
  let out = '';
  let at = 0;
  while (at < selector.length) {
    const open = selector.indexOf('(', at);
    if (open < 0) return out + selector.slice(at);
    const close = closingParenthesis(selector, open);
    const inside = selector.slice(open + 1, close);
    out += selector.slice(at, open + 1);
    const optional = /:not$/i.test(out.slice(0, -1)) || hasTopLevelComma(inside);
    out += (optional ? '' : withoutOptionalGroups(inside)) + ')';
    at = close + 1;
  }
  return out;
}

function closingParenthesis(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    if (text[at] === '(') depth++;
    else if (text[at] === ')' && --depth === 0) return at;
  }
  throw new Error(`unbalanced parentheses in selector: ${text}`);
}

function hasTopLevelComma(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) return true;
  }
  return false;
}

/** Removes at-rules with a block and nothing left in it, repeatedly (an `@supports` holding an emptied `@media`). */
function removeEmptyAtRules(root: Container): void {
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
  }
}
