/**
 * `npm run world`: starts the test world and keeps it running, for running single test files by hand:
 *   OBJECT_CONSOLE_WORLD=<printed file> npx jest test/integration/minio.test.ts
 * Ctrl-C stops every server and removes their data.
 */
import { stopAllOnSignals } from '../test/world/processes';
import { WORLD_ENV } from '../test/world/state';
import { ALL_PARTS, startWorld } from '../test/world/world';

async function main(): Promise<void> {
  stopAllOnSignals();
  const { state, stateFile } = await startWorld(ALL_PARTS);
  console.log(JSON.stringify(state, null, 2));
  console.log(`\nexport ${WORLD_ENV}=${stateFile}\nCtrl-C stops the servers.`);
  await new Promise(() => undefined);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
