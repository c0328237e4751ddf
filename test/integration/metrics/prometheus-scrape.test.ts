import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startApp, type AppUnderTest } from '@test/support/app-under-test';
import { eventually } from '@test/support/eventually';
import { logIn } from '@test/support/api-client';
import { loadWorld, need } from '@test/world/state';

jest.setTimeout(120_000);

interface VectorAnswer {
  readonly status: string;
  readonly data: { readonly result: ReadonlyArray<{ metric: Record<string, string>; value: [number, string] }> };
}

async function query(url: string, promql: string): Promise<VectorAnswer['data']['result']> {
  const res = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(promql)}`);
  expect(res.status).toBe(200);
  const answer = (await res.json()) as VectorAnswer;
  expect(answer.status).toBe('success');
  return answer.data.result;
}

/** The world's Prometheus scraping a console a test started, as a ServiceMonitor would make it scrape one in a cluster. */
describe("Prometheus scraping the console's /metrics", () => {
  const world = loadWorld();
  const prometheus = need(world.prometheus, 'Prometheus');
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const targetsDir = need(prometheus.consoleTargetsDir, "Prometheus's console targets (a world started after them)");
  const instance = randomUUID();
  const targetsFile = join(targetsDir, `${instance}.json`);
  let app: AppUnderTest | undefined;

  beforeAll(async () => {
    app = await startApp({ CONSOLE_MINIO_SERVER: minio.endpoint, CONSOLE_METRICS: 'on' });
    // file_sd: Prometheus picks the file up by itself; the label tells this test's console from others'.
    const target = new URL(app.base).host;
    writeFileSync(targetsFile, JSON.stringify([{ targets: [target], labels: { test_instance: instance } }]));
  });

  afterAll(async () => {
    rmSync(targetsFile, { force: true });
    await app?.close();
  });

  it('has the console up and its request counts queryable, including calls made to MinIO', async () => {
    const base = app?.base ?? '';
    const up = await eventually('the console scraped', async () => {
      const result = await query(prometheus.url, `up{job="consoles",test_instance="${instance}"}`);
      return result[0]?.value[1] === '1' ? result : undefined;
    });
    expect(up).toHaveLength(1);

    const root = await logIn(base, minio.accessKey, minio.secretKey);
    for (let i = 0; i < 2; i++) expect((await root.GET('/api/v1/buckets')).status).toBe(200);
    const listed = await eventually('the listBuckets count scraped', async () => {
      const result = await query(
        prometheus.url,
        `object_console_http_request_duration_seconds_count{test_instance="${instance}",operation="listBuckets",status="200"}`,
      );
      return Number(result[0]?.value[1] ?? 0) >= 2 ? result : undefined;
    });
    expect(Number(listed[0]?.value[1])).toBe(2);
    const upstream = await query(
      prometheus.url,
      `sum(object_console_upstream_request_duration_seconds_count{test_instance="${instance}",upstream="minio"})`,
    );
    expect(Number(upstream[0]?.value[1])).toBeGreaterThanOrEqual(2);
    const heap = await query(prometheus.url, `nodejs_heap_size_used_bytes{test_instance="${instance}"}`);
    expect(Number(heap[0]?.value[1])).toBeGreaterThan(0);
  });
});
