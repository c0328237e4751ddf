import { execFileSync, spawnSync } from 'node:child_process';
import { connect, createServer, type Socket } from 'node:net';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianTools } from './install';
import { startKube } from './kube';
import { KUBE_VERSION } from './kube-build';
import { kubeRequest, type KubeConnection } from './kube-http';
import { ensureNodeBinaries } from './kube-node-build';
import { ensureCoredns } from './kube-node-coredns';
import { freePort } from './ports';
import { ManagedProcess, onStopAll, sleep, tempDir } from './processes';
import type { ImageState, NodeCluster } from './state';

/**
 * The real node of world part `node` (issue #27): a one-node Kubernetes cluster of its own, beside the shared API
 * server other tests write fake Nodes into. Its own etcd and kube-apiserver (test/world/kube.ts, ServiceAccount
 * admission on), kube-controller-manager, kube-scheduler, a kubelet and kube-proxy (nftables mode) built from the
 * k8s.io/kubernetes module (test/world/kube-node-build.ts), Debian's containerd 1.6 with runc and the CNI bridge, a
 * pause image built from the module's pause.c, and CoreDNS (test/world/kube-node-coredns.ts) as cluster DNS. The
 * product image of the run is imported into containerd, so the chart installs with `image.pullPolicy=Never`.
 *
 * Host footprint, all removed when the world stops (and stale copies when the next node starts): the bridge
 * `ocnode0` with 10.244.0.1/24 (pods get 10.244.0.2…), Services on 10.0.0.0/24 through the nftables tables
 * `ip kube-proxy`/`ip6 kube-proxy`, the kubelet's empty KUBE-KUBELET-CANARY / KUBE-IPTABLES-HINT iptables chains,
 * network namespaces `cni-…`, and mounts under the run's folder. CoreDNS listens on 10.244.0.1:53 only, and a relay
 * on 10.244.0.1 takes pods to the loopback-only API server (its certificate names 10.244.0.1).
 */
export const NODE_NAME = 'oc-real-node';
const BRIDGE = 'ocnode0';
const GATEWAY = '10.244.0.1';
const POD_CIDR = '10.244.0.0/24';
const PAUSE_TAG = 'localhost/object-console-pause:3.10';
/** Marks this node's containerd folders, so that the clean-up of a crashed run finds its mounts and shims. */
const RUN_PREFIX = 'oc-node-';

function log(message: string): void {
  process.stderr.write(`[world] node: ${message}\n`);
}

function sh(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync(command, [...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 1024 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.error?.message}`,
    );
  return result.stdout;
}

/** Why this machine cannot run the node (the node test is then skipped with it), or undefined. */
export function nodeUnavailable(image: ImageState | undefined): string | undefined {
  if (process.getuid?.() !== 0) return 'the real node needs root (kubelet, containerd, network namespaces)';
  if (!image) return 'the real node needs the product image (world part `image`)';
  if (image.unavailable) return `the real node needs podman: ${image.unavailable}`;
  return undefined;
}

/** Installs and builds what the node needs (cached by version), one at a time; before anything starts. */
export function prepareNode(): void {
  ensureDebianTools([
    { path: '/usr/bin/containerd', debianPackage: 'containerd' },
    { path: '/usr/lib/cni/bridge', debianPackage: 'containernetworking-plugins' },
    { path: '/usr/sbin/nft', debianPackage: 'nftables' },
  ]);
  ensureNodeBinaries();
  ensureCoredns();
}

function mountsUnder(prefix: (point: string) => boolean): string[] {
  return readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[4] ?? '')
    .filter(prefix)
    .sort()
    .reverse();
}

/** The host state of a node: the bridge, the nftables and iptables objects, pods of a crashed run, mounts. */
function removeHostState(isOurs: (point: string) => boolean, netnsBefore: ReadonlySet<string>): void {
  // Shims of a crashed run (their containerd is gone) and the pods under them.
  const shims = spawnSync('pgrep', ['-f', `containerd-shim-runc-v2 .*-address [^ ]*/${RUN_PREFIX}`], {
    encoding: 'utf8',
  });
  for (const pid of shims.stdout.split('\n').filter(Boolean)) {
    spawnSync('pkill', ['-KILL', '-P', pid]);
    spawnSync('kill', ['-KILL', pid]);
  }
  for (const point of mountsUnder(isOurs)) spawnSync('umount', ['-l', point]);
  for (const ns of existsSync('/run/netns') ? readdirSync('/run/netns') : [])
    if (ns.startsWith('cni-') && !netnsBefore.has(ns)) spawnSync('ip', ['netns', 'delete', ns]);
  spawnSync('ip', ['link', 'delete', BRIDGE]);
  for (const family of ['ip', 'ip6']) spawnSync('nft', ['delete', 'table', family, 'kube-proxy']);
  for (const iptables of ['iptables', 'ip6tables'])
    for (const table of ['mangle', 'nat', 'filter'])
      for (const chain of ['KUBE-KUBELET-CANARY', 'KUBE-IPTABLES-HINT', 'KUBE-PROXY-CANARY'])
        spawnSync(iptables, ['-t', table, '-X', chain]);
}

/**
 * Starts the node's cluster and waits until the node is Ready and cluster DNS answers. `image` is the run's product
 * image (awaited by the caller), imported into containerd.
 */
export async function startNode(runDir: string, logDir: string, image: ImageState): Promise<NodeCluster> {
  const started = Date.now();
  const unavailable = nodeUnavailable(image);
  if (unavailable) return { unavailable };
  if (!image.tag) return { startError: `no product image to run: ${image.buildError ?? 'not built'}` };
  const bins = ensureNodeBinaries();
  const coredns = ensureCoredns();
  const dir = tempDir('node', runDir); // …/oc-node-XXXXXX: RUN_PREFIX
  // A crashed run's pods, mounts and host objects go first (a second node at the same time is not supported). Its
  // network namespaces stay: nothing tells them from other CNI users' (they hold nothing once the bridge is gone).
  const netnsBefore = new Set(existsSync('/run/netns') ? readdirSync('/run/netns') : []);
  removeHostState((point) => point.includes(`/${RUN_PREFIX}`), netnsBefore);
  const teardown: (() => Promise<void> | void)[] = [];
  onStopAll(async () => {
    for (const step of teardown.splice(0).reverse()) await Promise.resolve(step()).catch(() => undefined);
    removeHostState((point) => point.startsWith(dir), netnsBefore);
  });

  // containerd with the CRI plugin, runc, the CNI bridge (its IP reservations inside the run's folder).
  const ctrd = join(dir, 'containerd');
  const cniConf = join(ctrd, 'net.d');
  mkdirSync(cniConf, { recursive: true });
  const socket = join(ctrd, 'containerd.sock');
  writeFileSync(
    join(cniConf, '10-bridge.conflist'),
    JSON.stringify({
      cniVersion: '0.4.0',
      name: NODE_NAME,
      plugins: [
        {
          type: 'bridge',
          bridge: BRIDGE,
          isGateway: true,
          ipMasq: false,
          ipam: {
            type: 'host-local',
            dataDir: join(ctrd, 'ipam'),
            ranges: [[{ subnet: POD_CIDR }]],
            routes: [{ dst: '0.0.0.0/0' }],
          },
        },
        { type: 'portmap', capabilities: { portMappings: true } },
      ],
    }),
  );
  // containerd's default spec sets RLIMIT_NOFILE, which this sandbox refuses (runc: "can't get final child's PID
  // from pipe: EOF", podman's default_ulimits problem): the base spec of the runtime leaves rlimits out.
  const spec = JSON.parse(sh('ctr', ['oci', 'spec'])) as { process: { rlimits?: unknown } };
  delete spec.process.rlimits;
  const baseSpec = join(ctrd, 'base-spec.json');
  writeFileSync(baseSpec, JSON.stringify(spec));
  writeFileSync(
    join(ctrd, 'config.toml'),
    [
      'version = 2',
      `root = "${join(ctrd, 'root')}"`,
      `state = "${join(ctrd, 'state')}"`,
      '[grpc]',
      `  address = "${socket}"`,
      '[plugins."io.containerd.grpc.v1.cri"]',
      `  sandbox_image = "${PAUSE_TAG}"`,
      // The CRI gives sandboxes oom_score_adj -998 (and kubelet Guaranteed pods -997); lowering it below the
      // caller's is refused here (runc: "can't get final child's PID from pipe"), so it is clamped to containerd's.
      '  restrict_oom_score_adj = true',
      '  [plugins."io.containerd.grpc.v1.cri".cni]',
      '    bin_dir = "/usr/lib/cni"',
      `    conf_dir = "${cniConf}"`,
      '  [plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc]',
      '    runtime_type = "io.containerd.runc.v2"',
      `    base_runtime_spec = "${baseSpec}"`,
      '    [plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc.options]',
      '      SystemdCgroup = false',
      '',
    ].join('\n'),
  );
  const containerd = new ManagedProcess({
    name: 'node-containerd',
    command: 'containerd',
    args: ['--config', join(ctrd, 'config.toml')],
    logDir,
  });
  await containerd.waitUntil(async () => spawnSync('ctr', ['--address', socket, 'version']).status === 0, 30_000);
  const ctr = (args: readonly string[]) =>
    execFileSync('ctr', ['--address', socket, '--namespace', 'k8s.io', ...args], { maxBuffer: 1 << 30 });
  // Pods outlive containerd (their shims are detached): they are killed and deleted while containerd still runs,
  // right after the kubelet stopped (so that it does not restart them).
  const removePods = async () => {
    const list = (what: string) => ctr([what, 'ls', '-q']).toString().split('\n').filter(Boolean);
    for (const id of list('tasks'))
      spawnSync('ctr', ['--address', socket, '-n', 'k8s.io', 'tasks', 'kill', '-s', 'SIGKILL', id]);
    await sleep(1000);
    for (const id of list('tasks'))
      spawnSync('ctr', ['--address', socket, '-n', 'k8s.io', 'tasks', 'delete', '-f', id]);
    for (const id of list('containers'))
      spawnSync('ctr', ['--address', socket, '-n', 'k8s.io', 'containers', 'delete', id]);
  };

  // The pause image (pause.c of the k8s.io/kubernetes module, static) and the product image, into containerd.
  const podman = image.podmanEnv ?? {};
  const modDir = sh('go', ['list', '-m', '-f', '{{.Dir}}', `k8s.io/kubernetes@${KUBE_VERSION}`], {
    GOFLAGS: '-mod=mod',
  }).trim();
  const pauseDir = join(dir, 'pause');
  mkdirSync(pauseDir, { recursive: true });
  sh('gcc', [
    '-Os',
    '-static',
    '-DVERSION=v3.10-object-console',
    '-o',
    join(pauseDir, 'pause'),
    join(modDir, 'build/pause/linux/pause.c'),
  ]);
  writeFileSync(
    join(pauseDir, 'Containerfile'),
    'FROM scratch\nCOPY pause /pause\nUSER 65535:65535\nENTRYPOINT ["/pause"]\n',
  );
  sh('podman', ['build', '--isolation', 'chroot', '--tag', PAUSE_TAG, pauseDir], podman);
  for (const tag of [PAUSE_TAG, image.tag]) {
    const archive = join(dir, 'image.tar');
    sh('podman', ['save', '--format', 'oci-archive', '--output', archive, tag], podman);
    ctr(['images', 'import', '--base-name', tag.replace(/:[^:]+$/, ''), archive]);
    rmSync(archive);
  }
  log(`containerd up with the pause and product images after ${Math.round((Date.now() - started) / 1000)} s`);

  // The node's own etcd and kube-apiserver.
  const kube = await startKube({ runDir: dir, logDir, withControllers: true });
  teardown.push(() => kube.stop());
  const admin: KubeConnection = {
    server: kube.state.server,
    ca: readFileSync(kube.state.caFile, 'utf8'),
    token: kube.state.adminToken,
  };
  const kubeconfig = join(dir, 'admin.kubeconfig');
  writeFileSync(
    kubeconfig,
    JSON.stringify({
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [{ name: 'node', cluster: { server: admin.server, 'certificate-authority': kube.state.caFile } }],
      users: [{ name: 'admin', user: { token: admin.token } }],
      contexts: [{ name: 'node', context: { cluster: 'node', user: 'admin' } }],
      'current-context': 'node',
    }),
    { mode: 0o600 },
  );

  // The bridge exists before the first pod, so that the relay to the API server and CoreDNS can listen on it.
  sh('ip', ['link', 'add', BRIDGE, 'type', 'bridge']);
  sh('ip', ['addr', 'add', `${GATEWAY}/24`, 'dev', BRIDGE]);
  sh('ip', ['link', 'set', BRIDGE, 'up']);
  const apiPort = Number(new URL(admin.server).port);
  const relayed = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = connect(apiPort, '127.0.0.1');
    relayed.add(client);
    client.on('close', () => relayed.delete(client));
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(apiPort, GATEWAY, resolve));
  teardown.push(
    () =>
      new Promise<void>((resolve) => {
        relay.close(() => resolve());
        for (const client of relayed) client.destroy(); // watches of pods would keep it open
      }),
  );

  const controllerManager = new ManagedProcess({
    name: 'node-kube-controller-manager',
    command: bins['kube-controller-manager'],
    args: [
      `--kubeconfig=${kubeconfig}`,
      `--root-ca-file=${kube.state.caFile}`,
      '--leader-elect=false',
      '--use-service-account-credentials=false',
      '--controllers=*,-serviceaccount-token',
      '--bind-address=127.0.0.1',
      '--secure-port=0',
    ],
    logDir,
  });
  teardown.push(() => controllerManager.stop());
  const scheduler = new ManagedProcess({
    name: 'node-kube-scheduler',
    command: bins['kube-scheduler'],
    args: [`--kubeconfig=${kubeconfig}`, '--leader-elect=false', '--bind-address=127.0.0.1', '--secure-port=0'],
    logDir,
  });
  teardown.push(() => scheduler.stop());

  // Cluster DNS: CoreDNS on the gateway, serving cluster.local from the API server, the rest from the host's resolver.
  const corefile = join(dir, 'Corefile');
  writeFileSync(
    corefile,
    [
      '.:53 {',
      `  bind ${GATEWAY}`,
      '  errors',
      `  kubernetes cluster.local {`,
      `    kubeconfig ${kubeconfig} node`,
      '  }',
      '  forward . /etc/resolv.conf',
      '}',
      '',
    ].join('\n'),
  );
  const dns = new ManagedProcess({ name: 'node-coredns', command: coredns, args: ['-conf', corefile], logDir });
  teardown.push(() => dns.stop());

  const proxyConfig = join(dir, 'kube-proxy.json');
  writeFileSync(
    proxyConfig,
    JSON.stringify({
      apiVersion: 'kubeproxy.config.k8s.io/v1alpha1',
      kind: 'KubeProxyConfiguration',
      mode: 'nftables',
      clientConnection: { kubeconfig },
      hostnameOverride: NODE_NAME,
      clusterCIDR: POD_CIDR,
      detectLocalMode: 'ClusterCIDR',
      // A pod reaching a Service whose endpoint is on the same bridge gets its answer back through the host.
      nftables: { masqueradeAll: true },
      // The host's conntrack settings stay as they are.
      conntrack: { maxPerCore: 0, min: 0, tcpEstablishedTimeout: '0s', tcpCloseWaitTimeout: '0s' },
      nodePortAddresses: [`${GATEWAY}/32`],
      healthzBindAddress: `127.0.0.1:${await freePort()}`,
      metricsBindAddress: `127.0.0.1:${await freePort()}`,
    }),
  );
  const proxy = new ManagedProcess({
    name: 'node-kube-proxy',
    command: bins['kube-proxy'],
    args: [`--config=${proxyConfig}`, '--v=2'],
    logDir,
  });
  teardown.push(() => proxy.stop());

  const kubeletDir = join(dir, 'kubelet');
  mkdirSync(kubeletDir, { recursive: true });
  const kubeletConfig = join(kubeletDir, 'config.json');
  writeFileSync(
    kubeletConfig,
    JSON.stringify({
      apiVersion: 'kubelet.config.k8s.io/v1beta1',
      kind: 'KubeletConfiguration',
      // On the gateway, the node's address: the API server reaches the kubelet there (logs, port-forward). Loopback
      // would not do: a node does not publish a loopback address, and the API server then knows none.
      address: GATEWAY,
      port: await freePort(),
      readOnlyPort: 0,
      healthzPort: 0,
      authentication: { anonymous: { enabled: true }, webhook: { enabled: false } },
      authorization: { mode: 'AlwaysAllow' },
      cgroupDriver: 'cgroupfs',
      cgroupsPerQOS: false,
      enforceNodeAllocatable: [],
      failSwapOn: false,
      containerRuntimeEndpoint: `unix://${socket}`,
      clusterDNS: [GATEWAY],
      clusterDomain: 'cluster.local',
      resolvConf: '/etc/resolv.conf',
      serializeImagePulls: false,
      evictionHard: { 'memory.available': '1Mi', 'nodefs.available': '1%', 'imagefs.available': '1%' },
      localStorageCapacityIsolation: false,
    }),
  );
  const kubelet = new ManagedProcess({
    name: 'node-kubelet',
    command: bins.kubelet,
    args: [
      `--kubeconfig=${kubeconfig}`,
      `--config=${kubeletConfig}`,
      `--root-dir=${join(kubeletDir, 'root')}`,
      `--cert-dir=${join(kubeletDir, 'pki')}`,
      `--hostname-override=${NODE_NAME}`,
      `--node-ip=${GATEWAY}`,
      '--v=1',
    ],
    logDir,
  });
  // The kubelet stops first (the last teardown step runs first), so that it does not restart the pods being removed.
  teardown.push(removePods);
  teardown.push(() => kubelet.stop());
  await kubelet.waitUntil(
    async () => {
      const res = await kubeRequest(admin, 'GET', `/api/v1/nodes/${NODE_NAME}`);
      const node = res.body as { status?: { conditions?: { type: string; status: string }[] } };
      return res.status === 200 && !!node.status?.conditions?.some((c) => c.type === 'Ready' && c.status === 'True');
    },
    120_000,
    'a Ready node',
  );
  // CoreDNS answers the API server's own Service once it has synced.
  await dns.waitUntil(
    () => resolveWith(GATEWAY, 'kubernetes.default.svc.cluster.local'),
    60_000,
    'answering kubernetes.default.svc.cluster.local',
  );
  const startSeconds = Math.round((Date.now() - started) / 1000);
  log(`Ready with kube-proxy (nftables) and CoreDNS after ${startSeconds} s; kubeconfig ${kubeconfig}`);
  return {
    name: NODE_NAME,
    kubeconfig,
    server: admin.server,
    podServer: `https://${GATEWAY}:${apiPort}`,
    caFile: kube.state.caFile,
    adminToken: admin.token,
    kubectl: bins.kubectl,
    imageRepository: image.tag.replace(/:[^:]+$/, ''),
    imageTag: image.tag.replace(/^.*:/, ''),
    startSeconds,
    logDir,
  };
}

/** True when the DNS server at `server` answers an A record for `name`. */
async function resolveWith(server: string, name: string): Promise<boolean> {
  const { Resolver } = await import('node:dns/promises');
  const resolver = new Resolver({ timeout: 1000, tries: 1 });
  resolver.setServers([server]);
  return (await resolver.resolve4(name)).length > 0;
}
