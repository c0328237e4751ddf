import type {
  V1ClusterRole,
  V1ClusterRoleBinding,
  V1Container,
  V1Deployment,
  V1EnvVar,
  V1Ingress,
  V1Secret,
  V1Service,
} from '@kubernetes/client-node';
import { loadConfig, variables } from '../../../backend/src/config/config';
import { ciValuesFiles, HelmScratch, only, type K8sObject, type RenderOptions } from './chart-kit';

const knownNames = new Set(Object.values(variables).map((variable) => variable.name));

function consoleContainer(objects: readonly K8sObject[]): V1Container {
  const container = only<V1Deployment>(objects, 'Deployment').spec?.template.spec?.containers[0];
  if (!container) throw new Error('the Deployment has no container');
  return container;
}

function envOf(objects: readonly K8sObject[]): V1EnvVar[] {
  return consoleContainer(objects).env ?? [];
}

/** The environment the pod would start with: secret references become placeholders; the pod's own service env. */
function podEnvironment(env: readonly V1EnvVar[]): Record<string, string> {
  // A placeholder long enough to pass as a secret (CONSOLE_METRICS takes a token of 16 characters or more).
  const entries = env.map((variable) => [
    variable.name,
    variable.value ?? (variable.valueFrom ? 'from-a-secret-reference' : ''),
  ]);
  return { KUBERNETES_SERVICE_HOST: '10.0.0.1', KUBERNETES_SERVICE_PORT: '443', ...Object.fromEntries(entries) };
}

/** Every scenario the chart is rendered with, by name. */
const scenarios: Array<[string, RenderOptions]> = [
  ['defaults', {}],
  ...ciValuesFiles().map((ciFile): [string, RenderOptions] => [ciFile, { ciFile }]),
];

describe('chart: rendered objects', () => {
  const scratch = new HelmScratch();
  afterAll(() => scratch.remove());

  describe.each(scenarios)('%s', (_name, options) => {
    const objects = scratch.render(options);

    it('labels every object for the release and puts namespaced ones in the release namespace', () => {
      for (const object of objects) {
        // The `helm test` pod carries another name, so that nothing selecting the console's pods selects it.
        const hook = object.metadata.annotations?.['helm.sh/hook'] === 'test';
        expect(object.metadata.labels).toMatchObject({
          'app.kubernetes.io/instance': 'console',
          'app.kubernetes.io/name': hook ? 'object-console-test' : 'object-console',
          'app.kubernetes.io/managed-by': 'Helm',
        });
        const clusterWide = ['ClusterRole', 'ClusterRoleBinding'].includes(object.kind);
        expect(object.metadata.namespace).toBe(clusterWide ? undefined : 'consoles');
      }
    });

    it('runs the console non-root on a read-only root filesystem with no capabilities', () => {
      const pod = only<V1Deployment>(objects, 'Deployment').spec?.template.spec;
      expect(pod?.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
      expect(pod?.securityContext?.runAsUser).toBeGreaterThan(0);
      expect(pod?.automountServiceAccountToken).toBe(false);
      const container = consoleContainer(objects);
      expect(container.securityContext).toEqual({
        runAsNonRoot: true,
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
        seccompProfile: { type: 'RuntimeDefault' },
      });
      const tmp = container.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
      expect(pod?.volumes?.find((volume) => volume.name === tmp?.name)?.emptyDir).toBeDefined();
    });

    it('probes /healthz on the named port the Service targets', () => {
      const container = consoleContainer(objects);
      for (const probe of [container.livenessProbe, container.readinessProbe]) {
        expect(probe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
      }
      expect(container.ports).toEqual([{ name: 'http', containerPort: 9090, protocol: 'TCP' }]);
      expect(only<V1Service>(objects, 'Service').spec?.ports?.[0]?.targetPort).toBe('http');
    });

    it('sets only variables the console reads, with values it accepts', () => {
      const env = envOf(objects);
      const consoleNames = env.map((variable) => variable.name).filter((name) => name.startsWith('CONSOLE_'));
      expect(consoleNames.filter((name) => !knownNames.has(name as never))).toEqual([]);
      expect(new Set(consoleNames).size).toBe(consoleNames.length);
      const config = loadConfig(podEnvironment(env));
      expect(config.host).toBe('0.0.0.0');
      expect(config.port).toBe(9090);
    });

    it('gives every replica the session key from one Secret', () => {
      const env = envOf(objects);
      const refs = ['CONSOLE_PBKDF_PASSPHRASE', 'CONSOLE_PBKDF_SALT'].map(
        (name) => env.find((variable) => variable.name === name)?.valueFrom?.secretKeyRef,
      );
      expect(refs.map((ref) => ref?.key)).toEqual(['passphrase', 'salt']);
      expect(refs[0]?.name).toBe(refs[1]?.name);
      const secret = objects.find((object) => object.kind === 'Secret') as V1Secret | undefined;
      if (secret) {
        expect(secret.metadata?.name).toBe(refs[0]?.name);
        expect(Buffer.from(secret.data?.passphrase ?? '', 'base64').toString()).toMatch(/^[A-Za-z0-9]{48}$/);
        expect(Buffer.from(secret.data?.salt ?? '', 'base64').toString()).toMatch(/^[A-Za-z0-9]{32}$/);
      }
    });

    it('binds the ClusterRole, when it creates one, to the service account the pod runs as', () => {
      const role = objects.find((object) => object.kind === 'ClusterRole') as V1ClusterRole | undefined;
      const binding = objects.find((object) => object.kind === 'ClusterRoleBinding') as
        V1ClusterRoleBinding | undefined;
      expect(Boolean(role)).toBe(Boolean(binding));
      if (!role || !binding) return;
      expect(binding.roleRef).toEqual({
        apiGroup: 'rbac.authorization.k8s.io',
        kind: 'ClusterRole',
        name: role.metadata?.name,
      });
      const serviceAccount = only<V1Deployment>(objects, 'Deployment').spec?.template.spec?.serviceAccountName;
      expect(binding.subjects).toEqual([{ kind: 'ServiceAccount', name: serviceAccount, namespace: 'consoles' }]);
    });
  });

  it('in operator mode, reads the cluster CA from kube-root-ca.crt instead of mounting a token', () => {
    const objects = scratch.render({ ciFile: 'operator-values.yaml' });
    const config = loadConfig(podEnvironment(envOf(objects)));
    expect(config.operatorMode).toBe('on');
    expect(config.k8sApiServer).toBe('https://10.0.0.1:443');
    const mount = consoleContainer(objects).volumeMounts?.find((m) => config.k8sCaFile.startsWith(`${m.mountPath}/`));
    const pod = only<V1Deployment>(objects, 'Deployment').spec?.template.spec;
    const volume = pod?.volumes?.find((v) => v.name === mount?.name);
    expect(volume?.configMap).toEqual({ name: 'kube-root-ca.crt', items: [{ key: 'ca.crt', path: 'ca.crt' }] });
    expect(only<K8sObject>(objects, 'ServiceAccount').metadata.name).toBe(pod?.serviceAccountName);
    expect(objects.some((object) => object.kind === 'Ingress')).toBe(false);
  });

  it('in console mode, points at the MinIO server and creates no Kubernetes identity', () => {
    const objects = scratch.render({ ciFile: 'console-values.yaml' });
    const config = loadConfig(podEnvironment(envOf(objects)));
    expect(config.operatorMode).toBe('off');
    expect(config.minioServer).toBe('http://minio.storage.svc.cluster.local:9000');
    expect(config.minioBrowserUrl).toBe('https://s3.example.com');
    expect(config.sessionDurationMs).toBe(8 * 3_600_000);
    expect(config.sessionIdleMs).toBe(30 * 60_000);
    expect(config.prometheusUrl).toBe('http://prometheus-server.monitoring.svc:9090');
    expect(config.prometheusJobId).toBe('minio');
    expect(envOf(objects).map((v) => v.name)).not.toContain('CONSOLE_K8S_CA_FILE');
    expect(objects.map((object) => object.kind).sort()).toEqual(['Deployment', 'Pod', 'Secret', 'Service']);
  });

  it('behind an ingress, serves the sub-path with TLS and two replicas sharing the session Secret', () => {
    const objects = scratch.render({ ciFile: 'ingress-subpath-values.yaml' });
    const config = loadConfig(podEnvironment(envOf(objects)));
    expect(config.subPath).toBe('/console/');
    expect(config.secureCookie).toBe('on');
    expect(config.trustedProxies).toEqual(['10.244.0.0/16', 'fd00:10:244::/56']);
    expect(config.k8sTimeoutMs).toBe(20_000);
    expect(config.k8sListPageSize).toBe(100);
    expect(config.tenantTlsVerify).toBe('off');
    expect(only<V1Deployment>(objects, 'Deployment').spec?.replicas).toBe(2);
    const ingress = only<V1Ingress>(objects, 'Ingress').spec;
    expect(ingress?.ingressClassName).toBe('nginx');
    expect(ingress?.tls).toEqual([{ secretName: 'console-example-com-tls', hosts: ['console.example.com'] }]);
    expect(ingress?.rules?.[0]?.http?.paths).toEqual([
      {
        path: '/console/',
        pathType: 'Prefix',
        backend: { service: { name: 'console-object-console', port: { name: 'http' } } },
      },
    ]);
  });

  it('takes scheduling, identity, CA and extra environment from values', () => {
    const objects = scratch.render({ ciFile: 'scheduling-values.yaml' });
    const pod = only<V1Deployment>(objects, 'Deployment').spec?.template.spec;
    expect(pod?.nodeSelector).toEqual({ 'kubernetes.io/os': 'linux' });
    expect(pod?.tolerations).toEqual([
      { key: 'dedicated', operator: 'Equal', value: 'consoles', effect: 'NoSchedule' },
    ]);
    expect(pod?.affinity?.podAntiAffinity?.preferredDuringSchedulingIgnoredDuringExecution).toHaveLength(1);
    expect(pod?.priorityClassName).toBe('system-cluster-critical');
    expect(pod?.securityContext).toMatchObject({ runAsUser: 10001, runAsGroup: 10001, fsGroup: 10001 });
    expect(pod?.serviceAccountName).toBe('tenant-admins');
    const container = consoleContainer(objects);
    expect(container.resources).toEqual({ requests: { cpu: '100m', memory: '256Mi' }, limits: { memory: '1Gi' } });
    expect(container.env).toContainEqual({ name: 'NODE_OPTIONS', value: '--max-old-space-size=384' });
    const config = loadConfig(podEnvironment(envOf(objects)));
    expect(config.k8sApiServer).toBe('https://kubernetes.example.com:6443');
    expect(config.k8sCaFile).toBe('/etc/kube-ca/ca.crt');
    expect(container.volumeMounts).toContainEqual({ name: 'kube-ca', mountPath: '/etc/kube-ca', readOnly: true });
    expect(pod?.volumes).toContainEqual({ name: 'kube-ca', configMap: { name: 'external-cluster-ca' } });
    const secretRef = envOf(objects).find((v) => v.name === 'CONSOLE_PBKDF_SALT')?.valueFrom?.secretKeyRef;
    expect(secretRef?.name).toBe('console-session');
    expect(objects.map((object) => object.kind).sort()).toEqual(['Deployment', 'Pod', 'Service']);
    const service = only<V1Service>(objects, 'Service');
    expect(service.spec?.type).toBe('LoadBalancer');
    expect(service.spec?.ports?.[0]?.port).toBe(443);
  });

  it('gives the pod time to finish requests in flight before it is killed', () => {
    const objects = scratch.render({ values: { console: { shutdownTimeoutMs: 30_000 } } });
    const pod = only<V1Deployment>(objects, 'Deployment').spec?.template.spec;
    expect(pod?.terminationGracePeriodSeconds).toBe(35);
    expect(loadConfig(podEnvironment(envOf(objects))).shutdownTimeoutMs).toBe(30_000);
  });
});
