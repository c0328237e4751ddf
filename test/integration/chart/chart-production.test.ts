import type {
  V1Container,
  V1Deployment,
  V1Ingress,
  V1PodDisruptionBudget,
  V1Pod,
  V1Service,
} from '@kubernetes/client-node';
import { loadConfig } from '../../../backend/src/config/config';
import { HelmScratch, only, type K8sObject } from './chart-kit';

/** The parts of a ServiceMonitor (monitoring.coreos.com/v1) the tests read. */
interface ServiceMonitor extends K8sObject {
  readonly spec: {
    readonly selector: { readonly matchLabels: Record<string, string> };
    readonly namespaceSelector: { readonly matchNames: string[] };
    readonly endpoints: Array<Record<string, unknown>>;
  };
}

/** A NetworkPolicy as the API serves it (client-node's type renames `from`). */
interface NetworkPolicy extends K8sObject {
  readonly spec: {
    readonly podSelector: { readonly matchLabels?: Record<string, string> };
    readonly policyTypes: string[];
    readonly ingress?: Array<{
      readonly ports?: unknown[];
      readonly from?: Array<{
        readonly namespaceSelector?: { readonly matchLabels?: Record<string, string> };
        readonly podSelector?: { readonly matchLabels?: Record<string, string> };
      }>;
    }>;
    readonly egress?: Array<{ readonly ports?: Array<{ readonly port: number | string; readonly protocol: string }> }>;
  };
}

const DIGEST = 'sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';

function consoleContainer(objects: readonly K8sObject[]): V1Container {
  const container = only<V1Deployment>(objects, 'Deployment').spec?.template.spec?.containers[0];
  if (!container) throw new Error('the Deployment has no container');
  return container;
}

/** The console's configuration as the pod would load it (a secret reference becomes a placeholder token). */
function podConfig(objects: readonly K8sObject[]) {
  const env = consoleContainer(objects).env ?? [];
  const placeholder = 'placeholder-token-from-a-secret';
  return loadConfig({
    KUBERNETES_SERVICE_HOST: '10.0.0.1',
    KUBERNETES_SERVICE_PORT: '443',
    ...Object.fromEntries(env.map((v) => [v.name, v.value ?? placeholder])),
  });
}

const podLabels = (objects: readonly K8sObject[]) =>
  only<V1Deployment>(objects, 'Deployment').spec?.template.metadata?.labels ?? {};

const selects = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  Object.keys(selector ?? {}).length > 0 && Object.entries(selector ?? {}).every(([k, v]) => labels[k] === v);

describe('chart: production features', () => {
  const scratch = new HelmScratch();
  afterAll(() => scratch.remove());

  describe('the production scenario (ci/production-values.yaml)', () => {
    const objects = scratch.render({ ciFile: 'production-values.yaml' });
    const labels = podLabels(objects);

    it('has prometheus-operator scrape /metrics through the Service, with the bearer token the console checks', () => {
      const monitor = only<ServiceMonitor>(objects, 'ServiceMonitor');
      const service = only<V1Service>(objects, 'Service');
      expect(selects(monitor.spec.selector.matchLabels, service.metadata?.labels ?? {})).toBe(true);
      expect(monitor.metadata.labels).toMatchObject({ release: 'kube-prometheus-stack' });
      expect(monitor.spec.namespaceSelector).toEqual({ matchNames: ['consoles'] });
      expect(monitor.spec.endpoints).toEqual([
        {
          port: service.spec?.ports?.[0]?.name,
          path: '/metrics',
          interval: '15s',
          scrapeTimeout: '10s',
          authorization: { type: 'Bearer', credentials: { name: 'console-metrics', key: 'token' } },
        },
      ]);
      const metricsEnv = consoleContainer(objects).env?.find((v) => v.name === 'CONSOLE_METRICS');
      expect(metricsEnv?.valueFrom?.secretKeyRef).toEqual({ name: 'console-metrics', key: 'token' });
      expect(podConfig(objects).metrics).toEqual({ mode: 'token', token: 'placeholder-token-from-a-secret' });
      // Annotation-based discovery cannot send a token: turned off here.
      const annotations = only<V1Deployment>(objects, 'Deployment').spec?.template.metadata?.annotations ?? {};
      expect(Object.keys(annotations).filter((key) => key.startsWith('prometheus.io/'))).toEqual([]);
    });

    it('keeps all but one replica through a drain, and spreads them over zones and nodes', () => {
      const deployment = only<V1Deployment>(objects, 'Deployment');
      expect(deployment.spec?.replicas).toBe(3);
      const budget = only<V1PodDisruptionBudget>(objects, 'PodDisruptionBudget');
      expect(budget.spec?.maxUnavailable).toBe(1);
      expect(budget.spec?.minAvailable).toBeUndefined();
      expect(selects(budget.spec?.selector?.matchLabels, labels)).toBe(true);
      const spread = deployment.spec?.template.spec?.topologySpreadConstraints ?? [];
      expect(spread.map((c) => [c.topologyKey, c.whenUnsatisfiable, c.maxSkew])).toEqual([
        ['topology.kubernetes.io/zone', 'ScheduleAnyway', 1],
        ['kubernetes.io/hostname', 'DoNotSchedule', 1],
      ]);
      for (const constraint of spread) expect(selects(constraint.labelSelector?.matchLabels, labels)).toBe(true);
    });

    it('admits only the named namespaces and the helm test pod, on the console port, and limits egress', () => {
      const policy = only<NetworkPolicy>(objects, 'NetworkPolicy');
      expect(selects(policy.spec.podSelector.matchLabels, labels)).toBe(true);
      expect(policy.spec.policyTypes).toEqual(['Ingress', 'Egress']);
      const [rule] = policy.spec.ingress ?? [];
      expect(rule?.ports).toEqual([{ port: 'http', protocol: 'TCP' }]);
      const namespaces = rule?.from?.map(
        (peer) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'],
      );
      expect(namespaces?.filter(Boolean)).toEqual(['ingress-nginx', 'monitoring']);
      const testPod = only<V1Pod>(objects, 'Pod');
      expect(rule?.from?.some((peer) => selects(peer.podSelector?.matchLabels, testPod.metadata?.labels ?? {}))).toBe(
        true,
      );
      const egress = policy.spec.egress ?? [];
      expect(egress[0]?.ports).toEqual([
        { port: 53, protocol: 'UDP' },
        { port: 53, protocol: 'TCP' },
      ]);
      expect(egress[1]?.ports?.map((p) => p.port)).toEqual([443, 6443, 9000, 9443]);
    });

    it('pulls the image by digest, the console and its test pod alike', () => {
      const image = `registry.example.com/storage/object-console@${DIGEST}`;
      expect(consoleContainer(objects).image).toBe(image);
      expect(only<V1Pod>(objects, 'Pod').spec?.containers[0]?.image).toBe(image);
    });

    it('asks cert-manager for the TLS certificate of the ingress', () => {
      const ingress = only<V1Ingress>(objects, 'Ingress');
      expect(ingress.metadata?.annotations?.['cert-manager.io/cluster-issuer']).toBe('letsencrypt-production');
      expect(ingress.spec?.tls).toEqual([{ secretName: 'console-example-com-tls', hosts: ['console.example.com'] }]);
    });
  });

  it('by default serves no metrics and creates no ServiceMonitor, budget or policy', () => {
    const objects = scratch.render();
    expect(podConfig(objects).metrics).toEqual({ mode: 'off' });
    const kinds = objects.map((object) => object.kind);
    for (const kind of ['ServiceMonitor', 'PodDisruptionBudget', 'NetworkPolicy']) expect(kinds).not.toContain(kind);
    expect(only<V1Deployment>(objects, 'Deployment').spec?.template.metadata?.annotations).toBeUndefined();
    expect(consoleContainer(objects).image).toBe('object-console:0.1.0');
  });

  it('with metrics on and no token, annotates the pods for discovery and keeps the other pod annotations', () => {
    const objects = scratch.render({
      values: { metrics: { enabled: true }, podAnnotations: { 'example.com/a': 'b' } },
    });
    expect(podConfig(objects).metrics).toEqual({ mode: 'on' });
    const annotations = only<V1Deployment>(objects, 'Deployment').spec?.template.metadata?.annotations;
    expect(annotations).toEqual({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': String(consoleContainer(objects).ports?.[0]?.containerPort),
      'prometheus.io/path': '/metrics',
      'example.com/a': 'b',
    });
    expect(objects.map((object) => object.kind)).not.toContain('ServiceMonitor');
  });

  it('creates no ServiceMonitor for a console that serves no metrics', () => {
    const objects = scratch.render({ values: { metrics: { serviceMonitor: { enabled: true } } } });
    expect(objects.map((object) => object.kind)).not.toContain('ServiceMonitor');
  });

  it('takes a budget as a percentage, and a policy without peers admits anyone on the console port only', () => {
    const objects = scratch.render({
      values: { podDisruptionBudget: { enabled: true, minAvailable: '50%' }, networkPolicy: { enabled: true } },
    });
    expect(only<V1PodDisruptionBudget>(objects, 'PodDisruptionBudget').spec?.minAvailable).toBe('50%');
    const policy = only<NetworkPolicy>(objects, 'NetworkPolicy').spec;
    expect(policy?.policyTypes).toEqual(['Ingress']);
    expect(policy?.ingress).toEqual([{ ports: [{ port: 'http', protocol: 'TCP' }] }]);
  });

  const invalid: Array<[string, object, RegExp]> = [
    ['an image digest that is not sha256', { image: { digest: 'latest' } }, /digest/],
    [
      'a budget that is neither a count nor a percentage',
      { podDisruptionBudget: { minAvailable: 'half' } },
      /minAvailable/,
    ],
    ['a spread constraint without a topology key', { topologySpreadConstraints: [{ maxSkew: 1 }] }, /topologyKey/],
    ['a scrape interval Prometheus cannot parse', { metrics: { serviceMonitor: { interval: 'often' } } }, /interval/],
  ];

  it.each(invalid)('refuses %s', (_what, values, message) => {
    const run = scratch.template({ values });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(message);
  });
});
