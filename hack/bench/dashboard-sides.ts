import { login } from '../../test/support/app-under-test';
import { startConsole } from '../../test/support/console-process';
import { loadWorld, need } from '../../test/world/state';

/** One build of the console under an A/B dashboard bench, started and logged in. */
export interface DashboardSide {
  readonly dist: string;
  readonly base: string;
  readonly cookie: string;
}

/**
 * Starts one console per build (`OBJECT_CONSOLE_DIST`) on the test world's erasure MinIO with its Prometheus, and
 * logs each in as root. The consoles are stopped by `interleavedLoads` (stopAll) once the rounds are done.
 */
export async function dashboardSides(dists: readonly string[]): Promise<DashboardSide[]> {
  const world = loadWorld();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const env = {
    CONSOLE_MINIO_SERVER: minio.endpoint,
    CONSOLE_LOG_LEVEL: 'warn',
    CONSOLE_PROMETHEUS_URL: need(world.prometheus, 'Prometheus').url,
    CONSOLE_PROMETHEUS_JOB_ID: `minio-${minio.name}`,
  };
  const sides: DashboardSide[] = [];
  for (const dist of dists) {
    process.env.OBJECT_CONSOLE_DIST = dist;
    const instance = await startConsole(env);
    const base = instance.url.replace(/\/$/, '');
    sides.push({ dist, base, cookie: await login(base, minio.accessKey, minio.secretKey) });
  }
  return sides;
}
