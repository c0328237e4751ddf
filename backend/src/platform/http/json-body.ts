import express, { type RequestHandler } from 'express';

/**
 * The deepest nesting of objects and arrays a JSON body may have. The deepest request the contract declares (a
 * tenant pool's Kubernetes affinity) nests about ten levels; anything far deeper is an attack on whatever walks the
 * parsed value recursively (schema validation, handlers), not a request.
 */
export const MAX_JSON_DEPTH = 32;

/** The largest JSON body: far more than any form sends, small enough that parsing one costs little. */
const MAX_JSON_BYTES = '1mb';

/**
 * The `/api/v1` JSON body parser: at most 1 MB and MAX_JSON_DEPTH levels. The depth is checked on the raw text
 * before it is parsed, in one pass, so a deep body is refused (400) before any recursive code sees it.
 */
export function jsonBody(): RequestHandler {
  return express.json({
    limit: MAX_JSON_BYTES,
    verify: (_req, _res, body, encoding) => {
      const depth = jsonNestingDepth(textOf(body, encoding), MAX_JSON_DEPTH);
      if (depth > MAX_JSON_DEPTH) {
        // body-parser passes this on with its status; the error handler answers it as an ApiError.
        throw Object.assign(new Error(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`), { status: 400 });
      }
    },
  });
}

/** UTF-8 is scanned byte by byte (a bracket or quote byte never occurs inside a multi-byte character). */
function textOf(body: Buffer, encoding: string): string {
  if (/^utf-?8$/i.test(encoding)) return body.toString('latin1');
  try {
    return new TextDecoder(encoding).decode(body);
  } catch {
    throw Object.assign(new Error(`Unsupported charset "${encoding}"`), { status: 415 });
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * How deep `text` nests objects and arrays, counting no further than one past `stopAfter`. Brackets inside strings
 * do not count. It does not check that the text is JSON: the parser does that next.
 */
export function jsonNestingDepth(text: string, stopAfter = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAfter) return deepest;
    } else if (CLOSERS.has(code)) {
      depth -= 1;
    }
  }
  return deepest;
}
