/** Where a JSON text stops being JSON, and what was found there. */
export interface JsonSyntaxError {
  /** 0-based offset into the text. */
  readonly offset: number;
  readonly line: number;
  readonly column: number;
  /** What was found: a quoted character, or 'the end of the document'. */
  readonly found: string;
}

/**
 * Finds the first syntax error of a JSON text, with its line and column. Browsers' `JSON.parse` messages differ and
 * current V8 no longer says where the error is, so the editor scans the text itself (the JSON grammar, RFC 8259).
 * Returns `undefined` for valid JSON.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let at = 0;
  const fail = (): never => {
    throw new SyntaxError(String(at));
  };
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text.charAt(at))) at += 1;
  };
  const literal = (word: string) => {
    for (const char of word) {
      if (text.charAt(at) !== char) fail();
      at += 1;
    }
  };
  const string = () => {
    at += 1;
    while (at < text.length && text.charAt(at) !== '"') {
      const char = text.charAt(at);
      if (char < ' ') fail();
      if (char === '\\') {
        at += 1;
        if (text.charAt(at) === 'u') {
          for (let i = 0; i < 4; i += 1) {
            at += 1;
            if (!/[0-9a-fA-F]/.test(text.charAt(at))) fail();
          }
        } else if (!'"\\/bfnrt'.includes(text.charAt(at)) || at >= text.length) fail();
      }
      at += 1;
    }
    if (at >= text.length) fail();
    at += 1;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at));
    if (!match || match[0] === '' || match[0] === '-') fail();
    at += match?.[0].length ?? 0;
  };
  const list = (close: string, item: () => void) => {
    at += 1;
    space();
    if (text.charAt(at) === close) {
      at += 1;
      return;
    }
    for (;;) {
      item();
      space();
      if (text.charAt(at) === ',') {
        at += 1;
        space();
      } else if (text.charAt(at) === close) {
        at += 1;
        return;
      } else fail();
    }
  };
  const value = (): void => {
    space();
    const char = text.charAt(at);
    if (char === '{') {
      list('}', () => {
        if (text.charAt(at) !== '"') fail();
        string();
        space();
        if (text.charAt(at) !== ':') fail();
        at += 1;
        value();
      });
    } else if (char === '[') list(']', value);
    else if (char === '"') string();
    else if (char === 't') literal('true');
    else if (char === 'f') literal('false');
    else if (char === 'n') literal('null');
    else number();
  };
  try {
    value();
    space();
    if (at < text.length) fail();
    return undefined;
  } catch {
    const before = text.slice(0, at).split('\n');
    return {
      offset: at,
      line: before.length,
      column: (before.at(-1)?.length ?? 0) + 1,
      found: at >= text.length ? 'the end of the document' : `'${text.charAt(at)}'`,
    };
  }
}
