import { canManageTenant, healthColour } from './tenant-health';
import { tenantUsage } from './tenant-capacity';

const GiB = 2 ** 30;

describe('tenant usage (capacity × raw usage ÷ raw capacity)', () => {
  it('scales the raw usage by the capacity/raw ratio', () => {
    // 8 GiB raw holding 6 GiB usable; 4 GiB raw used is 3 GiB of data, half the capacity.
    expect(tenantUsage({ capacity: 6 * GiB, capacity_raw: 8 * GiB, capacity_raw_usage: 4 * GiB })).toEqual({
      used: 3 * GiB,
      percent: 50,
    });
  });

  it('is zero when the operator has not reported sizes yet', () => {
    expect(tenantUsage({})).toEqual({ used: 0, percent: 0 });
    expect(tenantUsage({ capacity: 6 * GiB, capacity_raw_usage: 4 * GiB })).toEqual({ used: 0, percent: 0 });
  });

  it('keeps the bar inside 0–100 % when reports disagree', () => {
    expect(tenantUsage({ capacity: GiB, capacity_raw: GiB, capacity_raw_usage: 3 * GiB }).percent).toBe(100);
  });
});

describe('tenant health and Manage', () => {
  it('maps red, yellow and green to themselves and anything else to grey', () => {
    expect(['red', 'yellow', 'green', 'blue', '', undefined].map(healthColour)).toEqual([
      'red',
      'yellow',
      'green',
      'grey',
      'grey',
      'grey',
    ]);
  });

  it('allows Manage only with a state and a green or yellow health', () => {
    expect(canManageTenant('Initialized', 'green')).toBe(true);
    expect(canManageTenant('Initialized', 'yellow')).toBe(true);
    expect(canManageTenant('Initialized', 'red')).toBe(false);
    expect(canManageTenant('Initialized', undefined)).toBe(false);
    expect(canManageTenant('', 'green')).toBe(false);
    expect(canManageTenant(undefined, 'green')).toBe(false);
  });
});
