import { counterColor, driveStateColor, serverStateColor } from './health-colors';

describe('the General Status colours (spec 02 §4)', () => {
  it('colours servers and drives by state', () => {
    expect([serverStateColor('online'), serverStateColor('offline'), serverStateColor('initializing')]).toEqual([
      'green',
      'red',
      'grey',
    ]);
    expect([driveStateColor('ok'), driveStateColor('offline'), driveStateColor('unformatted')]).toEqual([
      'green',
      'red',
      'grey',
    ]);
  });

  it('turns a counter red at half or fewer healthy, yellow above half, green when all are healthy', () => {
    expect(counterColor(2, 4)).toBe('red');
    expect(counterColor(0, 1)).toBe('red');
    expect(counterColor(3, 4)).toBe('yellow');
    expect(counterColor(4, 4)).toBe('green');
  });
});
