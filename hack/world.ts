/**
 * `npm run world`: starts the test world and keeps it running, for running single test files by hand:
 *   OBJECT_CONSOLE_WORLD=<printed file> npx jest test/integration/minio.test.ts
 * Ctrl-C stops every server and removes their data.
 *
 *   npm run world -- --parts erasure,prometheus   only some servers (names of WorldParts), e.g. a second world of
 *                                                 one new server beside a shared one
 */
import { stopAllOnSignals } from '../test/world/processes';
import { WORLD_ENV } from '../test/world/state';
import { ALL_PARTS, startWorld, type WorldParts } from '../test/world/world';

async function main(): Promise<void> {
  stopAllOnSignals();
  const { state, stateFile } = await startWorld(partsFromArgs(process.argv.slice(2)));
  console.log(JSON.stringify(state, null, 2));
  console.log(`\nexport ${WORLD_ENV}=${stateFile}\nCtrl-C stops the servers.`);
  await new Promise(() => undefined);
}

function partsFromArgs(argv: readonly string[]): WorldParts {
  const index = argv.indexOf('--parts');
  if (index < 0) return ALL_PARTS;
  const names = (argv[index + 1] ?? '').split(',').filter(Boolean);
  const known = Object.keys(ALL_PARTS);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`unknown part(s) ${unknown.join(', ')}; parts: ${known.join(', ')}`);
  return Object.fromEntries(known.map((name) => [name, names.includes(name)])) as unknown as WorldParts;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
