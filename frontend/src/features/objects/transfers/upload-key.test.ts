import { uploadKey } from './useUploads';

const picked = (relativePath: string) => ({
  file: new File(['x'], relativePath.split('/').pop() ?? 'x'),
  relativePath,
});

describe('upload keys', () => {
  it('puts a file under the current folder and keeps a folder upload’s relative path', () => {
    expect(uploadKey('in/', picked('a.txt'))).toEqual({ key: 'in/a.txt' });
    expect(uploadKey('', picked('album/sub/b.txt'))).toEqual({ key: 'album/sub/b.txt' });
    expect(uploadKey('', picked('./album//c.txt'))).toEqual({ key: 'album/c.txt' });
  });

  it('refuses names the backend would refuse, with the reason', () => {
    expect(uploadKey('', picked('../escape.txt'))).toEqual({ problem: expect.stringContaining('..') });
    expect(uploadKey('', picked('invoice\u202etxt.exe'))).toEqual({
      problem: expect.stringContaining('bidirectional'),
    });
    expect(uploadKey('', picked('bell\u0007.txt'))).toEqual({ problem: expect.stringContaining('control') });
  });
});
