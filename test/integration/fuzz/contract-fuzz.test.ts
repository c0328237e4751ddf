import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CSRF_HEADER, CSRF_VALUE } from '@platform/http/csrf';
import { login } from '@test/support/app-under-test';
import { startConsoleFromSource, type ConsoleInstance } from '@test/support/console-process';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';
import { tempDir } from '@test/world/processes';
import { ensureSchemathesis } from '@test/world/schemathesis';

jest.setTimeout(20 * 60_000);

/**
 * Contract fuzzing (issue #24): schemathesis generates requests from the contract — valid ones, and ones that break
 * it on purpose — for every operation, logged in as root, against a console process and a MinIO of this file's own.
 * Every answer must be a non-5xx with a declared status, content type, headers and
 * body, and a request that breaks the contract must be refused with a 4xx.
 *
 * Left out, each for a reason:
 * - websocket operations and the tenant proxy: not HTTP requests (the contract documents them only);
 * - logout (it would end the session every later case needs) and restarting MinIO;
 * - MinIO's configuration and identity providers: a random value MinIO accepts (a region, an API limit, an
 *   OpenID provider) changes the server under the rest of the run;
 * - the check that schema-valid requests are accepted: the console checks more than a schema can say (bucket-name
 *   rules, remote addresses it may not reach), and answers those with a 400 that names the rule.
 * FUZZ_EXAMPLES (default 3 per operation) and FUZZ_SEED (default fixed, so CI is repeatable) tune a run; a longer
 * exploratory run: `FUZZ_EXAMPLES=50 FUZZ_SEED=random npx jest test/integration/fuzz --selectProjects integration`.
 */
let minio: OwnMinio;
let app: ConsoleInstance;
let base: string;
beforeAll(async () => {
  minio = await startOwnMinio('fuzz', 'erasure');
  // A console process (the embedded audit store runs on a worker thread, which jest's module loader cannot host).
  app = await startConsoleFromSource({
    CONSOLE_MINIO_SERVER: minio.server.endpoint,
    CONSOLE_LOG_LEVEL: 'warn',
    CONSOLE_AUDIT_DATA_DIR: join(tempDir('fuzz-audit'), 'data'),
  });
  base = app.url.replace(/\/$/, '');
}, 120_000);
afterAll(async () => {
  await app?.stop();
  await minio?.stop();
});

const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_headers_conformance',
  'response_schema_conformance',
  'negative_data_rejection',
];

const CONTRACT = join(__dirname, '..', '..', '..', 'backend', 'api', 'generated', 'openapi.json');

interface ContractOperation {
  readonly operationId: string;
  readonly tags?: readonly string[];
  readonly 'x-websocket'?: boolean;
  readonly 'x-proxy'?: boolean;
}

/** The operations left out (see above), by id: schemathesis ANDs filters of different kinds, so one regex. */
function excludedOperations(): string[] {
  const contract = JSON.parse(readFileSync(CONTRACT, 'utf8')) as {
    paths: Record<string, Record<string, ContractOperation>>;
  };
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.values(item)
      .filter((operation) => typeof operation === 'object' && 'operationId' in operation)
      .filter(
        (operation) =>
          operation['x-websocket'] === true ||
          operation['x-proxy'] === true ||
          path.startsWith('/api/v1/configs') ||
          operation.tags?.includes('identity-providers') === true ||
          ['logout', 'restartService'].includes(operation.operationId),
      )
      .map((operation) => operation.operationId),
  );
}

function run(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    // In a folder of its own: schemathesis keeps a cache of past failures in its working directory.
    const child = spawn(command, args, { cwd: tempDir('fuzz-run'), env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, output }));
  });
}

it('answers every generated request within the contract: no 5xx, declared answers, malformed input refused', async () => {
  const schemathesis = ensureSchemathesis();
  const cookie = await login(base, minio.server.accessKey, minio.server.secretKey);
  const seed = process.env.FUZZ_SEED === 'random' ? [] : ['--seed', process.env.FUZZ_SEED ?? '20261125'];
  const { code, output } = await run(
    schemathesis.command,
    [
      ...schemathesis.args,
      '--config-file',
      join(__dirname, 'schemathesis.toml'),
      'run',
      CONTRACT,
      '--url',
      base,
      '--header',
      `Cookie: ${cookie}`,
      '--header',
      `${CSRF_HEADER}: ${CSRF_VALUE}`,
      '--checks',
      CHECKS.join(','),
      '--phases',
      'coverage,fuzzing',
      '--max-examples',
      process.env.FUZZ_EXAMPLES ?? '3',
      ...seed,
      // One worker: with two, schemathesis's threads build Python ASTs at once (hypothesis describing its filter
      // lambdas), and CPython 3.11 before 3.11.8 keeps the AST constructor's recursion counter in shared state, so
      // the threads corrupt it: "SystemError: AST constructor recursion depth mismatch" (CPython gh-106905), a
      // schemathesis Runtime Error that fails this test at random. The machines here have 3.11.2 and 3.11.7.
      '--workers',
      '1',
      '--no-shrink',
      '--request-timeout',
      '60',
      '--warnings',
      'off',
      '--output-truncate',
      'true',
      '--exclude-operation-id-regex',
      `^(${excludedOperations().join('|')})$`,
    ],
    { ...process.env, ...schemathesis.env, NO_COLOR: '1', SCHEMATHESIS_TELEMETRY: 'false' },
  );
  // The whole report on failure: each failure with the request that reproduces it.
  if (code !== 0) throw new Error(`schemathesis found failures (exit ${code}):\n${output}`);
  expect(output).toMatch(/No issues found|passed/i);
});
