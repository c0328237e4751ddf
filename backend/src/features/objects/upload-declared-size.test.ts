import { partRoom, refuseCompletionOffSize, refusePartThatCannotFit } from './upload-declared-size';

const MIB = 1024 * 1024;
const PART = 16 * MIB;

describe('partRoom', () => {
  it('is the part size for every part but the last, the rest for the last, nothing past the end', () => {
    const size = 2 * PART + 5;
    expect([1, 2, 3, 4].map((number) => partRoom(size, number))).toEqual([PART, PART, 5, 0]);
    expect(partRoom(3, 1)).toBe(3);
    expect(partRoom(0, 1)).toBe(0);
  });
});

describe('refusePartThatCannotFit', () => {
  it('refuses a part larger than its room with a 413 naming both sizes', () => {
    expect(() => refusePartThatCannotFit(3, 1, 10)).toThrow(
      expect.objectContaining({
        status: 413,
        detailedMessage: 'Part 1 may hold at most 3 bytes of the 3 declared for the file, not 10',
      }),
    );
    expect(() => refusePartThatCannotFit(3, 2, 1)).toThrow(expect.objectContaining({ status: 413 }));
  });

  it('lets a part that fits through', () => {
    expect(() => refusePartThatCannotFit(3, 1, 3)).not.toThrow();
    expect(() => refusePartThatCannotFit(2 * PART, 2, PART)).not.toThrow();
  });
});

describe('refuseCompletionOffSize', () => {
  const stored = [
    { partNumber: 1, etag: 'a', size: 10 },
    { partNumber: 2, etag: 'b', size: 4 },
  ];
  const listed = [
    { partNumber: 1, etag: '"a"' },
    { partNumber: 2, etag: 'b' },
  ];

  it('accepts the stored parts when their sizes add up to the declared size', () => {
    expect(() => refuseCompletionOffSize(stored, listed, 14, 100)).not.toThrow();
  });

  it('refuses a sum other than the declared size, naming both', () => {
    expect(() => refuseCompletionOffSize(stored, listed, 3, 100)).toThrow(
      expect.objectContaining({
        status: 400,
        detailedMessage: 'The parts hold 14 bytes; the upload was declared as 3 bytes',
      }),
    );
    expect(() => refuseCompletionOffSize(stored, listed.slice(0, 1), 14, 100)).toThrow(
      expect.objectContaining({ status: 400, detailedMessage: expect.stringMatching(/hold 10 bytes/) as unknown }),
    );
  });

  it('refuses more than the console accepts with a 413', () => {
    expect(() => refuseCompletionOffSize(stored, listed, 14, 13)).toThrow(expect.objectContaining({ status: 413 }));
  });

  it('refuses a part that is not stored, or stored with another etag', () => {
    for (const parts of [[{ partNumber: 3, etag: 'c' }], [{ partNumber: 1, etag: 'z' }]]) {
      expect(() => refuseCompletionOffSize(stored, parts, 14, 100)).toThrow(
        expect.objectContaining({ status: 400, message: 'The upload is missing a part' }),
      );
    }
  });
});
