import { loadWorld, need } from '@test/world/state';
import { total } from '@test/support/prometheus-text';
import { adminOf, createNamespace, mintIdentity, removeNamespace } from '../operator/operator-fixture';
import { postOperatorLogin, startOperatorApp } from '../operator/operator-app';
import { samplesOf } from './metrics-kit';

jest.setTimeout(120_000);

describe('/metrics in operator mode', () => {
  const kube = need(loadWorld().kube, 'Kubernetes API server');
  const admin = adminOf(kube);

  it('times the calls made to the Kubernetes API server, and counts its refusals by status class', async () => {
    const namespace = await createNamespace(admin, 'metrics');
    const identity = await mintIdentity(admin, namespace, []);
    const app = await startOperatorApp(kube, { CONSOLE_METRICS: 'on' });
    try {
      const calls = (samples: Awaited<ReturnType<typeof samplesOf>>, outcome: string) =>
        total(samples, 'object_console_upstream_request_duration_seconds_count', { upstream: 'kubernetes', outcome });
      const before = await samplesOf(app.base);
      expect((await postOperatorLogin(app.base, identity.token)).status).toBe(204);
      const afterLogin = await samplesOf(app.base);
      // Login asks the API server who the token is: at least one answered call.
      expect(calls(afterLogin, '2xx') - calls(before, '2xx')).toBeGreaterThanOrEqual(1);

      // A token the API server does not accept (signed by no one it trusts): a 401 from Kubernetes.
      const [header, payload] = identity.token.split('.');
      const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
      expect((await postOperatorLogin(app.base, forged)).status).toBeGreaterThanOrEqual(400);
      const afterForged = await samplesOf(app.base);
      expect(calls(afterForged, '4xx') - calls(afterLogin, '4xx')).toBeGreaterThanOrEqual(1);
    } finally {
      await app.close();
      await identity.remove();
      await removeNamespace(admin, namespace);
    }
  });
});
