import { loadWorld, need } from '../world/state';

interface VectorResult {
  status: string;
  data: { resultType: string; result: Array<{ metric: Record<string, string>; value: [number, string] }> };
}

async function query(url: string, promql: string): Promise<VectorResult> {
  const res = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(promql)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as VectorResult;
}

describe('Prometheus scraping the test MinIO', () => {
  const world = loadWorld();
  const prometheus = need(world.prometheus, 'Prometheus');
  const minio = need(world.minio.erasure, 'erasure MinIO');

  it('has minio_cluster_* metrics of the erasure server', async () => {
    // The first scrape happens within a second or two of start-up; poll rather than assume it already ran.
    const deadline = Date.now() + 30_000;
    let result: VectorResult | undefined;
    while (Date.now() < deadline) {
      result = await query(prometheus.url, `minio_cluster_drive_online_total{job="minio-${minio.name}"}`);
      if (result.data.result.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(result?.status).toBe('success');
    const sample = result?.data.result[0];
    expect(sample?.metric.job).toBe('minio-erasure');
    // The erasure server of the test world has four drives, all online.
    expect(Number(sample?.value[1])).toBe(4);
  });
});
