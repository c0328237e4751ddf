/**
 * How much of the API contract the backend implements, per feature (tag) and in total:
 *   npx tsx hack/api-coverage.ts            buckets 3/19 …, total
 *   npx tsx hack/api-coverage.ts --verbose  also lists each unimplemented operation
 *
 * "Implemented" is what the 501 catch-all sees: the operation table has a handler for it, or it is served outside
 * the table (websockets, the tenant proxy), as the real app records it (backend/src/platform/http/
 * openapi-implemented.ts). The app is built in both modes, since some operations exist only in operator mode.
 */
import { randomBytes } from 'node:crypto';
import { createApp } from '../backend/src/app';
import { loadConfig } from '../backend/src/config/config';
import { createLogger } from '../backend/src/platform/logging/logger';
import { declaredOperations, type DeclaredOperation } from '../backend/src/platform/http/openapi-document';
import { implementedOperations } from '../backend/src/platform/http/openapi-implemented';

const verbose = process.argv.includes('--verbose') || process.argv.includes('-v');
// Operator mode needs an API server address to start; nothing is called while counting.
const modes: ReadonlyArray<Record<string, string>> = [
  {},
  { CONSOLE_OPERATOR_MODE: 'on', CONSOLE_K8S_API_SERVER: 'https://127.0.0.1:6443' },
];

const implemented = new Set<string>();
for (const env of modes) {
  const config = loadConfig({ ...env, CONSOLE_LOG_LEVEL: 'error' });
  const app = createApp({ config, logger: createLogger('error', () => undefined), sessionKey: randomBytes(32) });
  implementedOperations(app).forEach((id) => implemented.add(id));
}

const byTag = new Map<string, DeclaredOperation[]>();
for (const op of declaredOperations) byTag.set(op.tag, [...(byTag.get(op.tag) ?? []), op]);

const width = Math.max(...[...byTag.keys()].map((tag) => tag.length), 'total'.length);
function line(label: string, done: number, all: number): string {
  const percent = `${Math.round((100 * done) / all)}%`;
  return `${label.padEnd(width)}  ${`${done}/${all}`.padStart(7)}  ${percent.padStart(4)}`;
}

for (const [tag, operations] of byTag) {
  const missing = operations.filter((op) => !implemented.has(op.operationId));
  console.log(line(tag, operations.length - missing.length, operations.length));
  if (verbose) {
    for (const op of missing)
      console.log(`    ${op.method.padEnd(6)} ${op.path}  (${op.operationId}, ${op.transport})`);
  }
}
console.log(line('total', implemented.size, declaredOperations.length));
