import {
  canDisable,
  canSaveRetention,
  currentRetention,
  initialRetentionForm,
  isModeLocked,
  retainUntil,
} from './retention.rules';

const now = new Date('2025-01-10T12:00:00Z');
const none = currentRetention(undefined, undefined);
const governance = currentRetention('GOVERNANCE', '2025-03-01T00:00:00Z');
const compliance = currentRetention('COMPLIANCE', '2025-03-01T00:00:00Z');

describe('object retention rules', () => {
  it('locks the type selector once a mode is set', () => {
    expect(isModeLocked(none)).toBe(false);
    expect(isModeLocked(governance)).toBe(true);
    expect(initialRetentionForm(governance)).toEqual({ enabled: true, mode: 'governance', date: '2025-03-01' });
  });

  it('lets governance be disabled (removed) but never compliance', () => {
    expect(canDisable(governance)).toBe(true);
    expect(canDisable(compliance)).toBe(false);
    expect(canSaveRetention({ enabled: false, mode: 'governance', date: '' }, governance, now)).toBe(true);
    expect(canSaveRetention({ enabled: false, mode: 'compliance', date: '' }, compliance, now)).toBe(false);
    expect(canSaveRetention({ enabled: false, mode: undefined, date: '' }, none, now)).toBe(false);
  });

  it('needs a type and a real future date when enabled', () => {
    expect(canSaveRetention({ enabled: true, mode: undefined, date: '2025-02-01' }, none, now)).toBe(false);
    expect(canSaveRetention({ enabled: true, mode: 'compliance', date: '' }, none, now)).toBe(false);
    expect(canSaveRetention({ enabled: true, mode: 'compliance', date: '2025-02-30' }, none, now)).toBe(false);
    expect(canSaveRetention({ enabled: true, mode: 'compliance', date: '2025-01-09' }, none, now)).toBe(false);
    expect(canSaveRetention({ enabled: true, mode: 'compliance', date: '2025-02-01' }, none, now)).toBe(true);
  });

  it("offers the date picker's years only: this one and the 24 after it", () => {
    expect(canSaveRetention({ enabled: true, mode: 'compliance', date: '2049-12-31' }, none, now)).toBe(true);
    // A mistyped year would keep a compliance retention for ever: it can never be shortened.
    expect(canSaveRetention({ enabled: true, mode: 'compliance', date: '2050-01-01' }, none, now)).toBe(false);
    expect(canSaveRetention({ enabled: true, mode: 'governance', date: '2205-02-01' }, none, now)).toBe(false);
  });

  it('retains until the end of the chosen day', () => {
    expect(retainUntil('2025-02-01', now)?.toISOString()).toBe('2025-02-01T23:59:59.000Z');
  });
});
