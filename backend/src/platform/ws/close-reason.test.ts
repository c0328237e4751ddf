import { closeReason, MAX_CLOSE_REASON_BYTES } from './close-reason';

describe('closeReason', () => {
  it('keeps a reason that fits', () => {
    const reason = 'x'.repeat(MAX_CLOSE_REASON_BYTES);
    expect(closeReason(reason)).toBe(reason);
    expect(closeReason('MinIO ended the stream')).toBe('MinIO ended the stream');
  });

  it.each([
    ['one byte over, ASCII', 'a'.repeat(MAX_CLOSE_REASON_BYTES + 1)],
    ['long ASCII', `The stream from MinIO failed: ${'connection reset by peer '.repeat(10)}`],
    ['two-byte characters', 'é'.repeat(100)],
    ['three-byte characters', '…'.repeat(60)],
    ['four-byte characters', '🪣'.repeat(40)],
    ['a lone surrogate at the cut', `${'a'.repeat(119)}\ud83e${'b'.repeat(20)}`],
  ])('shortens %s to at most 123 bytes, ending with an ellipsis', (_name, reason) => {
    const shortened = closeReason(reason);
    expect(Buffer.byteLength(shortened)).toBeLessThanOrEqual(MAX_CLOSE_REASON_BYTES);
    expect(shortened.endsWith('…')).toBe(true);
    expect(reason.startsWith(shortened.slice(0, -1))).toBe(true);
  });

  it('keeps as much of the text as fits', () => {
    expect(Buffer.byteLength(closeReason('a'.repeat(500)))).toBe(MAX_CLOSE_REASON_BYTES);
  });
});
