import { wantedList, wantedValue } from './edited-since-opened';

describe('wantedList', () => {
  it("applies what the user added and removed to the list as it is now, keeping another admin's change", () => {
    // Opened with a, b; the user dropped b and added c; meanwhile someone else added d and removed a.
    expect(wantedList(['b', 'd'], ['a', 'b'], ['a', 'c'])).toEqual(['d', 'c']);
  });

  it('keeps the list as it is now when the user changed nothing, and takes the edited list without an opened one', () => {
    expect(wantedList(['x', 'y'], ['x'], ['x'])).toEqual(['x', 'y']);
    expect(wantedList(['x', 'y'], undefined, ['z', 'z'])).toEqual(['z']);
  });
});

describe('wantedValue', () => {
  it("takes the user's change, and otherwise keeps what another admin set meanwhile", () => {
    expect(wantedValue('disabled', 'enabled', 'enabled')).toBe('disabled');
    expect(wantedValue('enabled', 'enabled', 'disabled')).toBe('disabled');
    expect(wantedValue('disabled', undefined, 'enabled')).toBe('enabled');
  });
});
