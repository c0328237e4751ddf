import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

/** A PatternFly design token as a CSS value: it changes with the theme, so the editor follows dark mode by itself. */
const token = (name: string) => `var(--pf-t--global--${name})`;

const text = token('text--color--regular');
const border = token('border--color--default');
const gutter = token('background--color--secondary--default');

/**
 * The editor drawn like a PatternFly form control: the page's background, text, border and monospace font, all from
 * tokens, so the `pf-v6-theme-dark` class on <html> turns it dark without a second theme.
 */
export const consoleEditorTheme = EditorView.theme({
  '&': {
    height: '100%',
    color: text,
    backgroundColor: token('background--color--control--default'),
    border: `1px solid ${border}`,
    borderRadius: token('border--radius--small'),
    fontSize: token('font--size--sm'),
  },
  '&.cm-focused': {
    outline: `2px solid ${token('border--color--clicked')}`,
    outlineOffset: '-1px',
  },
  '.cm-scroller': { fontFamily: token('font--family--mono'), lineHeight: '1.5', overflow: 'auto' },
  '.cm-content': { caretColor: text },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: text },
  '.cm-gutters': {
    backgroundColor: gutter,
    color: token('text--color--subtle'),
    borderRight: `1px solid ${border}`,
  },
  '.cm-activeLine': { backgroundColor: 'transparent' },
  '&.cm-focused .cm-activeLine': { backgroundColor: token('background--color--primary--hover') },
  '.cm-activeLineGutter': { backgroundColor: 'transparent' },
  '&.cm-focused .cm-activeLineGutter': { backgroundColor: token('background--color--secondary--hover') },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
    { backgroundColor: token('background--color--highlight--default') },
  '&.cm-focused .cm-matchingBracket': {
    backgroundColor: 'transparent',
    outline: `1px solid ${token('border--color--hover')}`,
  },
  // Read-only (a session that may not change the document): drawn as PatternFly draws a read-only control.
  '&.oc-read-only': { backgroundColor: token('background--color--control--read-only') },
});

/** JSON in the colours PatternFly uses for meaning, each a token with its own dark-theme value. */
export const consoleHighlighting = syntaxHighlighting(
  HighlightStyle.define([
    { tag: tags.propertyName, color: token('text--color--link--default') },
    { tag: tags.string, color: token('text--color--status--success--default') },
    { tag: tags.number, color: token('text--color--status--custom--default') },
    { tag: [tags.bool, tags.null], color: token('text--color--status--warning--default'), fontWeight: 'bold' },
    { tag: [tags.brace, tags.squareBracket, tags.separator, tags.punctuation], color: token('text--color--subtle') },
    { tag: tags.invalid, color: token('text--color--status--danger--default') },
  ]),
);
