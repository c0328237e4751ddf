/** RFC 6455 §5.5: a close frame's payload is at most 125 bytes, two of them the status code. */
export const MAX_CLOSE_REASON_BYTES = 123;
const ELLIPSIS = '…';

/**
 * The reason sent with a close frame: the text itself when it fits, otherwise as many whole characters as fit
 * with the ellipsis, counted in UTF-8 bytes (the `ws` library throws on a longer reason).
 */
export function closeReason(reason: string): string {
  if (Buffer.byteLength(reason) <= MAX_CLOSE_REASON_BYTES) return reason;
  const budget = MAX_CLOSE_REASON_BYTES - Buffer.byteLength(ELLIPSIS);
  let used = 0;
  let kept = '';
  for (const character of reason) {
    used += Buffer.byteLength(character);
    if (used > budget) break;
    kept += character;
  }
  return `${kept}${ELLIPSIS}`;
}
