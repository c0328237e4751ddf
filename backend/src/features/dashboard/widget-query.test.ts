import { parseAnswer, type PrometheusClient } from './prometheus-client';
import { catalogueWidget } from './widget-catalogue';
import { MAX_SERIES_PER_TARGET, queryWidget } from './widget-query';

/** A matrix answer of `series` series of `points` points, as Prometheus writes it. */
function matrixBody(series: number, points: number): string {
  const result = Array.from({ length: series }, (_, s) => ({
    metric: { server: `minio-${s}:9000`, api: `api-${s}` },
    values: Array.from({ length: points }, (_, i) => [1700000000 + i * 60, String(Math.sin(s + i) * 1e6)]),
  }));
  return JSON.stringify({ status: 'success', data: { resultType: 'matrix', result } });
}

/** A client answering the widget's queries, in the order they are asked, with the given bodies. */
function prometheusOf(bodies: string[]): PrometheusClient {
  let next = 0;
  const answer = () => Promise.resolve(parseAnswer(200, bodies[next++ % bodies.length] ?? ''));
  return { range: answer, instant: answer } as unknown as PrometheusClient;
}

describe('a widget answer', () => {
  const widget = catalogueWidget(17); // Internode Data Transfer: two range queries
  if (!widget) throw new Error('no widget 17');

  it(`keeps at most ${MAX_SERIES_PER_TARGET} series per target, each as Prometheus gave it`, async () => {
    const bodies = [matrixBody(60, 10), matrixBody(2, 10)];
    const answer = await queryWidget(prometheusOf(bodies), widget, { start: 1, end: 3601, stepSeconds: 60 }, 'job="j"');
    const [first, second] = bodies.map((body) => parseAnswer(200, body).series);
    expect(answer.targets?.map((target) => target.result)).toEqual([first?.slice(0, MAX_SERIES_PER_TARGET), second]);
  });
});
