import { nearEnd, virtualWindow } from './virtual-window';

describe('virtual window', () => {
  const base = { count: 2500, rowHeight: 40, viewportHeight: 400, overscan: 5 };

  it('renders only the visible rows plus overscan at the top', () => {
    const window = virtualWindow({ ...base, scrollTop: 0 });
    expect(window).toEqual({ start: 0, end: 16, before: 0, after: (2500 - 16) * 40 });
  });

  it('moves the window with the scroll position and keeps the total height', () => {
    const window = virtualWindow({ ...base, scrollTop: 40 * 1000 + 10 });
    expect(window.start).toBe(995);
    expect(window.end).toBe(1016);
    expect(window.before + (window.end - window.start) * 40 + window.after).toBe(2500 * 40);
  });

  it('clamps at the end and on short lists', () => {
    expect(virtualWindow({ ...base, scrollTop: 40 * 5000 })).toMatchObject({ start: 2500, end: 2500, after: 0 });
    expect(virtualWindow({ ...base, count: 3, scrollTop: 0 })).toEqual({ start: 0, end: 3, before: 0, after: 0 });
  });

  it('asks for the next page when the window nears the loaded end', () => {
    expect(nearEnd(virtualWindow({ ...base, scrollTop: 0 }), 2500, 50)).toBe(false);
    expect(nearEnd(virtualWindow({ ...base, scrollTop: 40 * 2440 }), 2500, 50)).toBe(true);
  });
});
