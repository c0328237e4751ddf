import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig } from './config/config';
import { featureOperations } from './api-v1';
import { declaredOperations } from './platform/http/openapi-document';
import { createLogger } from './platform/logging/logger';
import { SessionManager } from './platform/session/session-manager';
import { LoginThrottle } from './platform/session/login-throttle';
import { DirectTransfers } from './features/objects/direct-transfers';
import { UploadIds } from './features/objects/upload-id';

const tagOf = new Map(declaredOperations.map((operation) => [operation.operationId, operation.tag]));

function tablesIn(env: Record<string, string>) {
  const key = randomBytes(32);
  return featureOperations({
    config: loadConfig({ ...env, CONSOLE_LOG_LEVEL: 'error' }),
    logger: createLogger('error', () => undefined),
    sessions: new SessionManager(key, { durationMs: 60_000, idleMs: 60_000 }),
    loginThrottle: new LoginThrottle({
      perAddressAndAccount: { limit: 10, windowMs: 60_000 },
      perAddress: { limit: 20, windowMs: 60_000 },
      perAccount: { free: 10, baseMs: 1000, capMs: 30_000, forgetMs: 60_000 },
    }),
    uploadIds: new UploadIds(key),
    directTransfers: new DirectTransfers(
      undefined,
      createLogger('error', () => undefined),
    ),
  });
}

describe.each([
  ['console mode', {}],
  ['operator mode', { CONSOLE_OPERATOR_MODE: 'on', CONSOLE_K8S_API_SERVER: 'https://127.0.0.1:6443' }],
])('the feature tables in %s', (_mode, env) => {
  it("hold each operation under its contract tag, so a feature's name is the same in the contract and the code", () => {
    const misplaced = Object.entries(tablesIn(env)).flatMap(([feature, table]) =>
      Object.keys(table)
        .filter((id) => tagOf.get(id) !== feature)
        .map((id) => `${id} (tag ${tagOf.get(id) ?? 'none'}) is served by the ${feature} table`),
    );
    expect(misplaced).toEqual([]);
  });
});

describe('feature folders', () => {
  const tags = new Set(declaredOperations.map((operation) => operation.tag));
  const folders = (side: string) =>
    readdirSync(join(__dirname, '..', '..', side, 'src', 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  /** Frontend features with no API of their own: the side menu, the not-found page, the coming-soon screens. */
  const screenOnly = ['shell-menu', 'not-found', 'upcoming'];

  it('are named after contract tags on both sides', () => {
    expect(folders('backend').filter((name) => !tags.has(name))).toEqual([]);
    expect(folders('frontend').filter((name) => !tags.has(name) && !screenOnly.includes(name))).toEqual([]);
  });
});
