import { PREVIEW_HEIGHT, previewKind } from './preview-kind';

describe('preview kind', () => {
  it.each([
    ['photos/a.PNG', 'image', 500],
    ['docs/readme.txt', 'text', 500],
    ['docs/report.pdf', 'text', 500],
    ['music/song.mp3', 'audio', 150],
    ['clips/x.mp4', 'video', 350],
    ['data/archive.zip', 'none', 250],
    ['.hidden', 'none', 250],
    ['folder.png/file', 'none', 250],
  ])('%s is %s (%i px)', (key, kind, height) => {
    expect(previewKind(key)).toBe(kind);
    expect(PREVIEW_HEIGHT[previewKind(key)]).toBe(height);
  });
});
