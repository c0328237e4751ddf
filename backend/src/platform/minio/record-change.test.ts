import { ApiError } from '../errors/api-error';
import { applyRecordChange, applyTagChange } from './record-change';

describe('applyTagChange', () => {
  it('adds, changes and removes what the user did, keeping what someone else did meanwhile', () => {
    const previous = { team: 'web', old: 'x', shared: 's' };
    const edited = { team: 'storage', shared: 's', mine: 'new' };
    const current = { team: 'web', old: 'x', shared: 's', theirs: 'added' };
    expect(applyTagChange(current, previous, edited)).toEqual({
      team: 'storage',
      shared: 's',
      mine: 'new',
      theirs: 'added',
    });
  });

  it('keeps a tag someone else removed meanwhile removed, and the same change made twice is no conflict', () => {
    expect(applyTagChange({ a: '1' }, { a: '1', gone: 'x' }, { a: '1', gone: 'x', b: '2' })).toEqual({
      a: '1',
      b: '2',
    });
    expect(applyTagChange({ b: '2' }, {}, { b: '2' })).toEqual({ b: '2' });
    expect(applyTagChange({}, { a: '1' }, {})).toEqual({});
  });

  it('refuses with a 409 a tag the user changed that someone else changed differently', () => {
    const conflict = () => applyTagChange({ team: 'ops' }, { team: 'web' }, { team: 'storage' });
    expect(conflict).toThrow(ApiError);
    expect(conflict).toThrow(
      expect.objectContaining({
        status: 409,
        message: 'The tags changed since you opened them',
        detailedMessage:
          "Tag 'team' is 'ops' now; it was 'web' when the page loaded. " +
          'Someone else changed it meanwhile: reload the tags and make your change again.',
      }),
    );
    const detail = (text: string) => expect.objectContaining({ detailedMessage: expect.stringContaining(text) });
    expect(() => applyTagChange({ team: 'ops' }, {}, { team: 'storage' })).toThrow(
      detail("is 'ops' now; it was not set"),
    );
    expect(() => applyTagChange({}, { team: 'web' }, { team: 'storage' })).toThrow(detail('is not set now'));
  });
});

describe('applyRecordChange', () => {
  const clash = (field: string, now: string, before: string) => new ApiError(409, `${field}: ${now} / ${before}`);
  it('applies the changed fields of any kind and keeps the ones changed by someone else', () => {
    const previous = { priority: 2, status: 'Enabled', deletes: true };
    const current = { priority: 7, status: 'Enabled', deletes: true };
    expect(applyRecordChange(current, previous, { ...previous, deletes: false }, clash)).toEqual({
      priority: 7,
      status: 'Enabled',
      deletes: false,
    });
    expect(() => applyRecordChange(current, previous, { ...previous, priority: 9 }, clash)).toThrow(
      "priority: '7' / '2'",
    );
  });
});
