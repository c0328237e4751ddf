import { RealtimeSampler, SAMPLE_INTERVAL_SECONDS, SAMPLE_WINDOW_SECONDS } from './realtime-sampler';
import { realtimeSeries, realtimeWidget, SAMPLE_COLUMNS } from './realtime-widgets';
import { SampleRing } from './sample-ring';

const silent = { debug() {}, info() {}, warn() {}, error() {}, child: () => silent };

describe('the ring of realtime samples', () => {
  it('keeps the last hour at 10 s in 360 rows of 8 numbers: 23,040 bytes, however long it runs', () => {
    const sampler = new RealtimeSampler({ logger: silent });
    const rows = SAMPLE_WINDOW_SECONDS / SAMPLE_INTERVAL_SECONDS;
    expect(rows).toBe(360);
    expect(sampler.byteLength).toBe(rows * (1 + SAMPLE_COLUMNS.length) * 8);
    expect(sampler.byteLength).toBe(23_040);
  });

  it('measures what a ring costs in memory: its buffer, and no more as it fills and wraps', () => {
    const before = process.memoryUsage().arrayBuffers;
    const rings = Array.from({ length: 200 }, () => new SampleRing(360, SAMPLE_COLUMNS.length));
    const allocated = process.memoryUsage().arrayBuffers - before;
    // Measured, not computed: 200 rings of 23,040 bytes each, within a few percent.
    expect(allocated / rings.length).toBeGreaterThan(23_040 * 0.95);
    expect(allocated / rings.length).toBeLessThan(23_040 * 1.05);

    const ring = rings[0] ?? new SampleRing(360, SAMPLE_COLUMNS.length);
    const filled = process.memoryUsage().arrayBuffers;
    for (let index = 0; index < 100_000; index += 1) ring.push(index * 10, [index, index, 0, 0, 0, 0, 0]);
    expect(process.memoryUsage().arrayBuffers).toBeLessThanOrEqual(filled);
    expect(ring.size).toBe(360);
    const kept = ring.between(0, Number.MAX_SAFE_INTEGER);
    expect(kept).toHaveLength(360);
    expect(kept[0]?.time).toBe((100_000 - 360) * 10);
    expect(kept.at(-1)?.time).toBe(99_999 * 10);
  });

  it('answers the samples of a range, oldest first', () => {
    const ring = new SampleRing(4, 1);
    for (const time of [10, 20, 30, 40, 50, 60]) ring.push(time, [time]);
    expect(ring.between(25, 55).map((sample) => sample.time)).toEqual([30, 40, 50]);
    expect(ring.oldestTime()).toBe(30);
  });
});

describe('the rates of a realtime widget', () => {
  const network = realtimeWidget(1001);
  const row = (time: number, received: number, sent = 0) => ({ time, values: [received, sent, 0, 0, 0, 0, 0] });

  it('gives bytes per second between samples, with a gap where sampling paused or the counter went back', () => {
    if (!network) throw new Error('no network widget');
    const samples = [row(100, 0), row(110, 1000), row(120, 3000), row(200, 4000), row(210, 100), row(220, 600)];
    const widget = realtimeSeries(network, samples, 25);
    const received = widget.targets?.[0]?.result?.[0]?.values ?? [];
    expect(received).toEqual([
      [110, '100'],
      [120, '200'],
      [220, '50'],
    ]);
    expect(widget.targets?.map((target) => target.legendFormat)).toEqual(['Received', 'Sent']);
  });

  it('gives no point for a counter MinIO did not report', () => {
    if (!network) throw new Error('no network widget');
    const samples = [
      { time: 10, values: [NaN, 0, 0, 0, 0, 0, 0] },
      { time: 20, values: [NaN, 0, 0, 0, 0, 0, 0] },
    ];
    expect(realtimeSeries(network, samples, 25).targets?.[0]?.result?.[0]?.values).toEqual([]);
  });
});
