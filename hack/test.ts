/**
 * `npm test`: static checks, unit tests, the builds, then the test world (real MinIO, Kubernetes API server,
 * Prometheus, Chromium) for the integration and end-to-end tests. Servers start once per run and are stopped at
 * the end, also on Ctrl-C. Ends with one line `N passed, N failed` over every test that ran.
 *
 *   npm test                      everything
 *   npm test -- --only unit,e2e   some stages (static, unit, build, integration, e2e)
 *   npm test -- --keep            leave the world running after the tests (Ctrl-C stops it)
 */
import { join } from 'node:path';
import { consoleExitsMark, consoleExitsSince } from '../test/world/console-exits';
import { stopAll, stopAllOnSignals, tempDir } from '../test/world/processes';
import { WORLD_ENV } from '../test/world/state';
import { ALL_PARTS, prepareWorld, startWorld, type World } from '../test/world/world';
import { run, stage, type StageResult } from './lib/stage';
import { typecheckAll } from './lib/typecheck';
import { jestCounts, playwrightCounts } from './lib/test-reports';

const stageNames = ['static', 'unit', 'build', 'integration', 'e2e'] as const;
type StageName = (typeof stageNames)[number];

function parseArgs(argv: readonly string[]): { only: Set<StageName>; keep: boolean } {
  const onlyIndex = argv.indexOf('--only');
  const requested = onlyIndex >= 0 ? (argv[onlyIndex + 1] ?? '').split(',') : [...stageNames];
  const unknown = requested.filter((name) => !stageNames.includes(name as StageName));
  if (unknown.length > 0) throw new Error(`unknown stage(s) ${unknown.join(', ')}; stages: ${stageNames.join(', ')}`);
  return { only: new Set(requested as StageName[]), keep: argv.includes('--keep') };
}

const bin = (name: string) => join(__dirname, '..', 'node_modules', '.bin', name);

async function main(): Promise<number> {
  const { only, keep } = parseArgs(process.argv.slice(2));
  stopAllOnSignals();
  const started = Date.now();
  const reports = tempDir('reports');
  const needsWorld = only.has('integration') || only.has('e2e');
  // The real node (a one-node cluster running the product image) only serves the integration tests.
  const parts = { ...ALL_PARTS, node: only.has('integration') };
  const results: StageResult[] = [];

  // Builds of the servers come first and alone: each wants both cores. Cached after the first run.
  if (needsWorld) results.push(await stage('prepare test servers', async () => (prepareWorld(parts), { ok: true })));

  // The world starts in the background while the static checks and unit tests run.
  const worldPromise: Promise<World> | undefined = needsWorld ? startWorld(parts) : undefined;
  worldPromise?.catch(() => undefined);

  if (only.has('static')) {
    results.push(await stage('typecheck', async () => ({ ok: await typecheckAll(join(__dirname, '..')) })));
    results.push(await stage('eslint', async () => ({ ok: await run(bin('eslint'), ['--max-warnings', '0', '.']) })));
    results.push(
      await stage('prettier', async () => ({
        ok: await run(bin('prettier'), ['--check', '--log-level', 'warn', '.']),
      })),
    );
    results.push(
      await stage('contract in sync', async () => ({ ok: await run(bin('tsx'), ['hack/codegen.ts', '--check']) })),
    );
    results.push(await stage('licences', async () => ({ ok: await run(bin('tsx'), ['hack/licence-check.ts']) })));
    results.push(await stage('node pinned', async () => ({ ok: await run(bin('tsx'), ['hack/node-pin.ts']) })));
  }
  if (only.has('unit')) {
    results.push(await stage('unit tests', () => jestStage(['backend', 'frontend'], join(reports, 'unit.json'))));
  }
  if (only.has('build') || only.has('e2e')) {
    results.push(await stage('build', async () => ({ ok: await run('npm', ['run', '--silent', 'build']) })));
  }
  if (worldPromise) {
    let world: World | undefined;
    results.push(await stage('start test servers', async () => ((world = await worldPromise), { ok: true })));
    const stateFile = world!.stateFile;
    const env = { [WORLD_ENV]: stateFile };
    if (only.has('integration')) {
      results.push(
        await stage('integration tests', () =>
          consolesSurvive(stateFile, () => jestStage(['integration'], join(reports, 'integration.json'), env)),
        ),
      );
    }
    if (only.has('e2e')) {
      results.push(
        await stage('end-to-end tests', () =>
          consolesSurvive(stateFile, () => playwrightStage(join(reports, 'e2e.json'), env)),
        ),
      );
    }
    if (keep) {
      process.stderr.write(`\nThe test servers keep running. ${WORLD_ENV}=${stateFile}\nCtrl-C stops them.\n`);
      await new Promise(() => undefined);
    }
  }
  await stopAll();
  return summarise(results, Date.now() - started);
}

async function jestStage(projects: string[], outputFile: string, env: NodeJS.ProcessEnv = {}) {
  const ok = await run(bin('jest'), ['--selectProjects', ...projects, '--json', `--outputFile=${outputFile}`], {
    ...env,
    FORCE_COLOR: process.stdout.isTTY ? '1' : '0',
  });
  return { ok, ...jestCounts(outputFile) };
}

async function playwrightStage(outputFile: string, env: NodeJS.ProcessEnv) {
  const ok = await run(bin('playwright'), ['test', '--reporter=list,json'], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile,
  });
  return { ok, ...playwrightCounts(outputFile) };
}

/** Fails a stage in which a console the tests started ended without being stopped (see test/world/console-exits.ts). */
async function consolesSurvive<T extends { ok: boolean; failed?: number }>(
  stateFile: string,
  body: () => Promise<T>,
): Promise<T> {
  const mark = consoleExitsMark(stateFile);
  const result = await body();
  const exits = consoleExitsSince(stateFile, mark);
  if (exits === '') return result;
  process.stderr.write(`\nA console process died during the tests (a crash is never a pass):\n${exits}\n`);
  // Counted as a failed test too, so that the closing line CI reads says so.
  return { ...result, ok: false, failed: (result.failed ?? 0) + 1 };
}

function summarise(results: readonly StageResult[], elapsedMs: number): number {
  process.stderr.write('\n');
  for (const result of results) {
    const counts =
      result.passed === undefined
        ? ''
        : ` — ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`;
    const flaky = result.flaky?.length ? ` (${result.flaky.length} of them only on a second try)` : '';
    process.stderr.write(`${result.ok ? '✔' : '✘'} ${result.name} (${result.seconds} s)${counts}${flaky}\n`);
    for (const title of result.flaky ?? []) process.stderr.write(`  flaky: ${title}\n`);
  }
  const passed = results.reduce((sum, r) => sum + (r.passed ?? 0), 0);
  const failed = results.reduce((sum, r) => sum + (r.failed ?? 0), 0);
  const skipped = results.reduce((sum, r) => sum + (r.skipped ?? 0), 0);
  const allOk = results.every((r) => r.ok) && failed === 0;
  process.stderr.write(`total ${Math.round(elapsedMs / 1000)} s\n`);
  // The plain closing line CI reads.
  process.stdout.write(`${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  return allOk ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    process.stderr.write(`\nnpm test failed: ${error instanceof Error ? error.message : String(error)}\n`);
    await stopAll();
    process.stdout.write('0 passed, 1 failed\n');
    process.exit(1);
  },
);
