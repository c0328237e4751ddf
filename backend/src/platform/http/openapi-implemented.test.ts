import { randomBytes } from 'node:crypto';
import { createApp } from '../../app';
import { loadConfig } from '../../config/config';
import { createLogger } from '../logging/logger';
import { declaredOperations } from './openapi-document';
import { implementedOperations } from './openapi-implemented';

function appIn(env: Record<string, string>) {
  const config = loadConfig({ ...env, CONSOLE_LOG_LEVEL: 'error' });
  return createApp({ config, logger: createLogger('error', () => undefined), sessionKey: randomBytes(32) });
}

describe('which declared operations an app implements', () => {
  it("counts the operation table's built entries, and only declared operations", () => {
    const implemented = implementedOperations(appIn({}));
    expect(implemented.has('listGroups')).toBe(true);
    expect(implemented.has('createBucket')).toBe(true);
    const declared = new Set(declaredOperations.map((operation) => operation.operationId));
    expect([...implemented].filter((id) => !declared.has(id))).toEqual([]);
  });

  it('counts public operations like the others (single sign-on answers even when it is not configured)', () => {
    expect(implementedOperations(appIn({})).has('loginOauth2Callback')).toBe(true);
  });

  it('implements every declared operation: all in operator mode, all but the tenant proxy otherwise', () => {
    const missing = (env: Record<string, string>) => {
      const implemented = implementedOperations(appIn(env));
      return declaredOperations.map((operation) => operation.operationId).filter((id) => !implemented.has(id));
    };
    expect(missing({})).toEqual(['proxyTenantConsole', 'proxyTenantMetrics']);
    expect(missing({ CONSOLE_OPERATOR_MODE: 'on', CONSOLE_K8S_API_SERVER: 'https://127.0.0.1:6443' })).toEqual([]);
  });

  it('counts the tenant proxy in operator mode only', () => {
    const operator = appIn({ CONSOLE_OPERATOR_MODE: 'on', CONSOLE_K8S_API_SERVER: 'https://127.0.0.1:6443' });
    expect(implementedOperations(operator).has('proxyTenantConsole')).toBe(true);
    expect(implementedOperations(appIn({})).has('proxyTenantConsole')).toBe(false);
  });
});
