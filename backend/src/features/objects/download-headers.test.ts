import { baseName, contentDisposition, isInlineSafe, presentationHeaders, safeFileName } from './download-headers';

describe('presentationHeaders', () => {
  it.each(['image/png', 'image/jpeg', 'application/pdf', 'audio/mpeg', 'video/mp4', 'IMAGE/WEBP; x=y'])(
    'shows %s inline in a preview',
    (type) => {
      expect(isInlineSafe(type)).toBe(true);
      expect(presentationHeaders('a/b.bin', type, true)['Content-Disposition']).toMatch(/^inline;/);
    },
  );

  it.each(['text/html', 'image/svg+xml', 'application/xml', 'text/xml', 'application/javascript', undefined, ''])(
    'sends %s as an attachment even in a preview',
    (type) => {
      expect(isInlineSafe(type)).toBe(false);
      expect(presentationHeaders('x', type, true)['Content-Disposition']).toMatch(/^attachment;/);
    },
  );

  it('forces UTF-8 on text and falls back to octet-stream', () => {
    expect(presentationHeaders('a.txt', 'text/plain; charset=utf-7', true)['Content-Type']).toBe(
      'text/plain; charset=utf-8',
    );
    expect(presentationHeaders('a', undefined, false)['Content-Type']).toBe('application/octet-stream');
  });

  it('is an attachment without preview', () => {
    expect(presentationHeaders('p.png', 'image/png', false)['Content-Disposition']).toMatch(/^attachment;/);
  });
});

describe('contentDisposition', () => {
  it('quotes a plain name and encodes it', () => {
    expect(contentDisposition('attachment', 'report 2024.pdf')).toBe(
      `attachment; filename="report 2024.pdf"; filename*=UTF-8''report%202024.pdf`,
    );
  });

  it('keeps quotes, backslashes and non-ASCII out of the plain form and encodes them', () => {
    const header = contentDisposition('attachment', 'a"b\\c€.txt');
    expect(header).toBe(`attachment; filename="a_b_c_.txt"; filename*=UTF-8''a%22b_c%E2%82%AC.txt`);
  });

  it('strips control and bidirectional characters, and never answers an empty name', () => {
    expect(contentDisposition('inline', 'evil\r\nSet-Cookie: x\u202Etxt.exe')).toBe(
      `inline; filename="evilSet-Cookie: xtxt.exe"; filename*=UTF-8''evilSet-Cookie%3A%20xtxt.exe`,
    );
    expect(safeFileName('\u0000\u202e')).toBe('download');
    expect(safeFileName('..')).toBe('download');
  });
});

describe('baseName', () => {
  it('takes the last segment of a key or folder', () => {
    expect(baseName('a/b/c.txt')).toBe('c.txt');
    expect(baseName('a/b/')).toBe('b');
    expect(baseName('top')).toBe('top');
  });
});
