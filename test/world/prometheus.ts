import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { debianTools, ensureDebianTools } from './install';
import { freePort } from './ports';
import { httpOk, ManagedProcess, tempDir } from './processes';
import type { MinioServer, PrometheusServer } from './state';

/** Starts Prometheus (Debian's package) on 127.0.0.1, scraping the cluster metrics of the given MinIO servers every second. */
export async function startPrometheus(
  targets: readonly MinioServer[],
  logDir: string,
): Promise<{ state: PrometheusServer; process: ManagedProcess }> {
  ensureDebianTools([debianTools.prometheus]);
  const dir = tempDir('prometheus');
  const port = await freePort();
  const scrapeConfigs: object[] = targets.map((target) => ({
    job_name: `minio-${target.name}`,
    metrics_path: '/minio/v2/metrics/cluster',
    scrape_interval: '1s',
    static_configs: [{ targets: [`127.0.0.1:${target.port}`] }],
  }));
  // Consoles the tests start: each test writes a file_sd file of its own here (see PrometheusServer).
  const consoleTargetsDir = join(dir, 'consoles');
  mkdirSync(consoleTargetsDir, { recursive: true });
  scrapeConfigs.push({
    job_name: 'consoles',
    metrics_path: '/metrics',
    scrape_interval: '1s',
    file_sd_configs: [{ files: [join(consoleTargetsDir, '*.json')], refresh_interval: '1s' }],
  });
  const configFile = join(dir, 'prometheus.yml');
  // JSON is valid YAML, so the config needs no YAML writer.
  writeFileSync(configFile, JSON.stringify({ global: { scrape_interval: '1s' }, scrape_configs: scrapeConfigs }));
  const prometheus = new ManagedProcess({
    name: 'prometheus',
    command: debianTools.prometheus.path,
    args: [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--web.enable-lifecycle',
    ],
    logDir,
  });
  const url = `http://127.0.0.1:${port}`;
  await prometheus.waitUntil(() => httpOk(`${url}/-/ready`, undefined, (s) => s === 200), 60_000);
  return { process: prometheus, state: { url, logFile: prometheus.logFile, consoleTargetsDir } };
}
