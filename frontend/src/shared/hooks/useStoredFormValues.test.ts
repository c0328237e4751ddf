import { act, renderHook } from '@testing-library/react';
import { useStoredFormValues } from './useStoredFormValues';

type Values = Record<string, string>;
const copy = (stored: Values): Values => ({ ...stored });

/** A form over `stored`, read again by rerendering with a new object (as a refetch hands one over). */
function renderForm(stored: Values) {
  const view = renderHook(({ read }) => useStoredFormValues(read, copy), { initialProps: { read: stored } });
  const type = (key: string, value: string) =>
    act(() => view.result.current.setValues((now) => ({ ...now, [key]: value })));
  return { ...view, type };
}

describe('the values of a form over stored values that are read again', () => {
  it('keeps what the user typed when the read brings the same values', () => {
    const { result, rerender, type } = renderForm({ url: 'ldap://a' });
    type('url', 'ldap://typed');
    rerender({ read: { url: 'ldap://a' } });
    expect(result.current.values).toEqual({ url: 'ldap://typed' });
  });

  it('keeps what the user typed and what it opened with when the stored values changed', () => {
    const { result, rerender, type } = renderForm({ url: 'ldap://a', group: 'g' });
    type('url', 'ldap://typed');
    rerender({ read: { url: 'ldap://a', group: 'theirs' } });
    expect(result.current.values).toEqual({ url: 'ldap://typed', group: 'g' });
    expect(result.current.opened).toEqual({ url: 'ldap://a', group: 'g' });
  });

  it('starts afresh from changed values while the user has changed nothing', () => {
    const { result, rerender } = renderForm({ url: 'ldap://a' });
    rerender({ read: { url: 'ldap://b' } });
    expect(result.current.values).toEqual({ url: 'ldap://b' });
    expect(result.current.initial).toEqual({ url: 'ldap://b' });
  });

  it("starts afresh from the user's own save read back", () => {
    const { result, rerender, type } = renderForm({ url: 'ldap://a' });
    type('url', 'ldap://b');
    rerender({ read: { url: 'ldap://b' } });
    expect(result.current.initial).toEqual({ url: 'ldap://b' });
    expect(result.current.values).toEqual({ url: 'ldap://b' });
  });
});
