import { join } from 'node:path';
import { CHART_DIR, ciValuesFiles, HelmScratch } from './chart-kit';

/** `helm lint --strict` of every scenario, and the values schema refusing what the console could not run with. */
describe('chart: lint and values schema', () => {
  const scratch = new HelmScratch();
  afterAll(() => scratch.remove());

  it('has scenarios in ci/', () => {
    expect(ciValuesFiles().length).toBeGreaterThanOrEqual(4);
  });

  it.each(['(defaults)', ...ciValuesFiles()])('lints strictly with %s', (file) => {
    const values = file === '(defaults)' ? [] : ['--values', join(CHART_DIR, 'ci', file)];
    const run = scratch.helm(['lint', '--strict', CHART_DIR, ...values]);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/1 chart\(s\) linted, 0 chart\(s\) failed/);
    expect(run.status).toBe(0);
  });

  const invalid: Array<[string, object, RegExp]> = [
    ['an unknown key (a typo)', { replicas: 2 }, /additional propert(y|ies) .?replicas.? (is )?not allowed/i],
    ['an unknown mode', { mode: 'cluster' }, /mode/],
    ['console mode without a MinIO server', { mode: 'console' }, /minio|server/],
    ['running as root', { podSecurityContext: { runAsUser: 0 } }, /runAsUser/],
    ['a session duration the console cannot parse', { console: { sessionDuration: 'soon' } }, /sessionDuration/],
    ['a log level the console does not know', { console: { logLevel: 'verbose' } }, /logLevel/],
    ['a page size above the console limit', { kubernetes: { listPageSize: 10_000 } }, /listPageSize/],
    ['an API server that is not a URL', { kubernetes: { apiServer: 'kubernetes:6443' } }, /apiServer/],
    ['an unknown key in the service account', { serviceAccount: { automount: true } }, /automount/],
  ];

  it.each(invalid)('refuses %s', (_what, values, message) => {
    const run = scratch.template({ values });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/values don't meet the specifications of the schema/);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).toBe('');
  });

  it('refuses a cluster without SelfSubjectReview v1 (before Kubernetes 1.28), which operator login needs', () => {
    const run = scratch.helm(['template', 'console', CHART_DIR, '--kube-version', 'v1.27.9']);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/chart requires kubeVersion: >=1.28.0-0/);
  });
});
