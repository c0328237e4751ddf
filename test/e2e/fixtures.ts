import { test as base } from '@playwright/test';
import { startConsole, type ConsoleInstance } from '../support/console-process';
import { loadWorld, need, type WorldState } from '../world/state';

/** Fixtures every end-to-end test may use: the world's servers and a console started against its erasure MinIO. */
export const test = base.extend<object, { world: WorldState; consoleServer: ConsoleInstance }>({
  world: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(loadWorld());
    },
    { scope: 'worker' },
  ],
  consoleServer: [
    async ({ world }, use) => {
      const instance = await startConsole({
        CONSOLE_MINIO_SERVER: need(world.minio.erasure, 'erasure MinIO').endpoint,
        // The replication and tier target, the world's second MinIO, listens on 127.0.0.1.
        CONSOLE_OUTBOUND_ALLOW_LOOPBACK: 'on',
      });
      await use(instance);
      await instance.stop();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
