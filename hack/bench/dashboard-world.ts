import { chromium, type Browser } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { login } from '../../test/support/app-under-test';
import { startConsole, type ConsoleInstance } from '../../test/support/console-process';
import { loadWorld, need } from '../../test/world/state';

/**
 * Our console as built (OBJECT_CONSOLE_DIST), on the test world's erasure MinIO and its Prometheus (job
 * `minio-<name>`), with a root session: what the dashboard's profiles and traces load.
 */
export async function worldDashboardConsole(): Promise<{ instance: ConsoleInstance; base: string; cookie: string }> {
  const world = loadWorld();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const instance = await startConsole({
    CONSOLE_MINIO_SERVER: minio.endpoint,
    CONSOLE_LOG_LEVEL: 'warn',
    CONSOLE_PROMETHEUS_URL: need(world.prometheus, 'Prometheus').url,
    CONSOLE_PROMETHEUS_JOB_ID: `minio-${minio.name}`,
  });
  const base = instance.url.replace(/\/$/, '');
  return { instance, base, cookie: await login(base, minio.accessKey, minio.secretKey) };
}

/** Debian's Chromium with the test suite's launch options. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ ...playwrightConfig.use?.launchOptions, executablePath: '/usr/bin/chromium' });
}
