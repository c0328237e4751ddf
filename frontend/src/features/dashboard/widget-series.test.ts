import { legendOf, reduce, seriesOf } from './widget-series';
import { formatDuration, formatMetric } from './metric-units';
import { widgetRange } from './widget-range';

describe('widget series', () => {
  it('fills legends from the series labels', () => {
    expect(legendOf('Data Sent [{{server}}]', { server: '127.0.0.1:9000' })).toBe('Data Sent [127.0.0.1:9000]');
    expect(legendOf('{{server,api}}', { server: 'a', api: 'putobject' })).toBe('a putobject');
    expect(legendOf('', { range: 'BETWEEN_1024B_AND_1_MB' })).toBe('BETWEEN_1024B_AND_1_MB');
  });

  it('reads values as numbers and reduces them as the calcs say', () => {
    const [series] = seriesOf({
      id: 1,
      title: 'Uptime',
      type: 'stat',
      targets: [
        {
          legendFormat: 'x',
          result: [
            {
              metric: {},
              values: [
                [1, '2'],
                [2, '4'],
                [3, 'NaN'],
              ],
            },
          ],
        },
      ],
    });
    if (!series) throw new Error('no series');
    expect(reduce(series, ['mean'])).toBe(3);
    expect(reduce(series, ['lastNotNull'])).toBe(4);
    expect(reduce(series, ['last'])).toBeNaN();
    expect(reduce({ label: 'none', points: [] }, ['last'])).toBeUndefined();
  });
});

describe('widget units and range', () => {
  it('formats each unit', () => {
    expect(formatMetric(1536, 'bytes')).toMatch(/^1\.5 KiB$/);
    expect(formatMetric(2048, 'bytesPerSecond')).toMatch(/^2 KiB\/s$/);
    expect(formatMetric(12.345, 'percent')).toBe('12.35 %');
    expect(formatMetric(0.5, 'perSecond')).toBe('0.5/s');
    expect(formatDuration(90061)).toBe('1d 1h');
    expect(formatDuration(59)).toBe('59s');
  });

  it('asks for about 60 points, and a 15-minute step under a minute (spec 02 §7)', () => {
    expect(widgetRange(0, 3600)).toEqual({ start: 0, end: 3600, step: 1 });
    expect(widgetRange(0, 24 * 3600)).toEqual({ start: 0, end: 24 * 3600, step: 24 });
    expect(widgetRange(0, 30).step).toBe(15);
  });
});
