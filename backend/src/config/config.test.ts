import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, variables } from './config';

describe('loadConfig', () => {
  it('has safe defaults: loopback only, port 9090, served at the root', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 9090, subPath: '/', logLevel: 'info' });
    expect(config.staticDir).toMatch(/dist[/\\]frontend$/);
  });

  it.each([
    ['console', '/console/'],
    ['/console', '/console/'],
    ['/tools/console/', '/tools/console/'],
    ['/', '/'],
  ])('normalises CONSOLE_SUBPATH %p to %p', (raw, expected) => {
    expect(loadConfig({ CONSOLE_SUBPATH: raw }).subPath).toBe(expected);
  });

  it.each([
    [{ CONSOLE_PORT: 'eighty' }, /CONSOLE_PORT: expected an integer from 0 to 65535, got "eighty"/],
    [{ CONSOLE_PORT: '70000' }, /CONSOLE_PORT/],
    [{ CONSOLE_LOG_LEVEL: 'loud' }, /CONSOLE_LOG_LEVEL: expected one of debug, info, warn, error/],
    [{ CONSOLE_SUBPATH: '/a/../b' }, /CONSOLE_SUBPATH: expected a URL path/],
    [{ CONSOLE_PROMETHEUS_URL: 'prometheus:9090' }, /CONSOLE_PROMETHEUS_URL: expected an http\(s\) URL/],
    [{ CONSOLE_PROMETHEUS_URL: 'ftp://prometheus' }, /CONSOLE_PROMETHEUS_URL: expected an http\(s\) URL/],
  ])('refuses %p naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the README', () => {
  const readme = readFileSync(join(__dirname, '..', '..', '..', 'README.md'), 'utf8');

  it.each(Object.values(variables).map((spec) => spec.name))('documents %s', (name) => {
    expect(readme).toContain(`\`${name}\``);
  });
});

describe('durations', () => {
  it.each([
    ['12h', 12 * 3_600_000],
    ['90m', 90 * 60_000],
    ['1h30m', 90 * 60_000],
    ['7d', 7 * 86_400_000],
  ])('reads CONSOLE_SESSION_DURATION=%s', (raw, ms) => {
    expect(loadConfig({ CONSOLE_SESSION_DURATION: raw }).sessionDurationMs).toBe(ms);
  });

  it.each(['12', 'soon', '1h garbage', '1m'])('refuses CONSOLE_SESSION_DURATION=%s', (raw) => {
    expect(() => loadConfig({ CONSOLE_SESSION_DURATION: raw })).toThrow(/CONSOLE_SESSION_DURATION/);
  });
});
