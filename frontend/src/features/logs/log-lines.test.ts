import { logLines, parseLogTime } from './log-lines';

describe('log lines', () => {
  it('strips colour and control codes and marks three-space lines as continuations', () => {
    const lines = logLines('\u001b[31mAPI: PutObject\u001b[0m\u0007\n   1: cmd/object.go:12\nplain\tline\n');
    expect(lines).toEqual([
      { text: 'API: PutObject', continuation: false },
      { text: '1: cmd/object.go:12', continuation: true },
      { text: 'plain\tline', continuation: false },
    ]);
  });

  it("parses the server's time field, and refuses other forms", () => {
    expect(parseLogTime('13:05:09 UTC 11/25/2026')?.toISOString()).toBe('2026-11-25T13:05:09.000Z');
    expect(parseLogTime('2026-11-25T13:05:09Z')).toBeUndefined();
  });
});
