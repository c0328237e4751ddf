/**
 * EXPERIMENTAL, not part of `npm test` (issue #27, item 2): a real node for the Helm chart. Starts the test world's
 * etcd + kube-apiserver, Debian's containerd (CRI, runc, the CNI bridge plugin from containernetworking-plugins), a
 * locally built pause image and the product image imported into containerd, then kube-controller-manager,
 * kube-scheduler and a kubelet built from the k8s.io/kubernetes module (test/world/kube-node-build.ts), installs the
 * chart with `helm install` and waits for the console pod to be Ready.
 *
 *   npx tsx hack/real-node.ts [--keep]      (as root; the first run builds the three binaries: long)
 *   IMAGE=localhost/object-console:world-123 npx tsx hack/real-node.ts   (reuse a built product image)
 *
 * Each step logs `[real-node] step …`; the first one that fails names itself. On the project's machine it gets to
 * a Ready console pod (README "Container image" says what is not done on that node yet: the operator login through
 * the pod, helm test, upgrade and uninstall).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureHelm } from '../test/world/helm';
import { ensureDebianTools } from '../test/world/install';
import { startKube } from '../test/world/kube';
import { KUBE_VERSION } from '../test/world/kube-build';
import { kubeRequest } from '../test/world/kube-http';
import { ensureNodeBinaries } from '../test/world/kube-node-build';
import { buildProductImage, ensurePodman, podmanEnv } from '../test/world/podman';
import { ManagedProcess, sleep, stopAll, tempDir } from '../test/world/processes';

const root = join(__dirname, '..');
const started = Date.now();
function step(what: string): void {
  process.stderr.write(`[real-node] step (${Math.round((Date.now() - started) / 1000)} s): ${what}\n`);
}

function sh(
  command: string,
  args: readonly string[],
  options: { input?: Buffer | string; env?: NodeJS.ProcessEnv } = {},
) {
  const result = spawnSync(command, [...args], {
    input: options.input,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
    maxBuffer: 1024 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.error?.message}`,
    );
  return result.stdout;
}

/** What the node leaves behind that stopping its processes does not remove: pods, mounts, network namespaces. */
const teardown: (() => Promise<void> | void)[] = [];
const netnsBefore = new Set(existsSync('/run/netns') ? readdirSync('/run/netns') : []);

async function stopEverything(runDir: string | undefined): Promise<void> {
  for (const step of teardown.splice(0).reverse()) await Promise.resolve(step()).catch(() => undefined);
  // The kubelet makes its root directory a mount point and containerd mounts each sandbox's /dev/shm.
  if (runDir) {
    const mounts = readFileSync('/proc/self/mountinfo', 'utf8')
      .split('\n')
      .map((line) => line.split(' ')[4] ?? '')
      .filter((point) => point.startsWith(runDir))
      .sort()
      .reverse();
    for (const point of mounts) spawnSync('umount', ['-l', point]);
  }
  for (const ns of existsSync('/run/netns') ? readdirSync('/run/netns') : [])
    if (ns.startsWith('cni-') && !netnsBefore.has(ns)) spawnSync('ip', ['netns', 'delete', ns]);
  spawnSync('ip', ['link', 'delete', 'ocnode0']);
  await stopAll(); // the rest of the processes, then the run's folders (nothing is mounted in them any more)
}

let runDirForCleanup: string | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`\n${signal}: stopping the node…\n`);
    void stopEverything(runDirForCleanup).finally(() => process.exit(130));
  });
}

async function main(): Promise<void> {
  const keep = process.argv.includes('--keep');
  const runDir = tempDir('real-node');
  runDirForCleanup = runDir;
  const logDir = join(runDir, 'logs');
  mkdirSync(logDir, { recursive: true });

  step('podman and the product image');
  const unavailable = ensurePodman();
  if (unavailable) throw new Error(unavailable);
  // IMAGE=<tag> reuses a product image already in the world's podman storage instead of building one.
  const image = process.env.IMAGE
    ? { tag: process.env.IMAGE, podmanEnv: podmanEnv(), buildError: undefined }
    : await buildProductImage(logDir, undefined);
  if (!image.tag) throw new Error(image.buildError ?? 'no image');
  const podmanEnvVars = { ...image.podmanEnv };

  step(`kubelet, kube-scheduler, kube-controller-manager ${KUBE_VERSION}`);
  const bins = ensureNodeBinaries();

  step('containerd (Debian) with the CRI plugin, runc and the CNI bridge');
  ensureDebianTools([
    { path: '/usr/bin/containerd', debianPackage: 'containerd' },
    { path: '/usr/lib/cni/bridge', debianPackage: 'containernetworking-plugins' },
  ]);
  const ctrd = join(runDir, 'containerd');
  const cniConf = join(ctrd, 'net.d');
  mkdirSync(cniConf, { recursive: true });
  const socket = join(ctrd, 'containerd.sock');
  writeFileSync(
    join(cniConf, '10-bridge.conflist'),
    JSON.stringify({
      cniVersion: '0.4.0',
      name: 'oc-real-node',
      plugins: [
        {
          type: 'bridge',
          bridge: 'ocnode0',
          isGateway: true,
          ipMasq: false,
          ipam: { type: 'host-local', ranges: [[{ subnet: '10.244.0.0/24' }]], routes: [{ dst: '0.0.0.0/0' }] },
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
  const pauseTag = 'localhost/object-console-pause:3.10';
  writeFileSync(
    join(ctrd, 'config.toml'),
    [
      'version = 2',
      `root = "${join(ctrd, 'root')}"`,
      `state = "${join(ctrd, 'state')}"`,
      '[grpc]',
      `  address = "${socket}"`,
      '[plugins."io.containerd.grpc.v1.cri"]',
      `  sandbox_image = "${pauseTag}"`,
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
    name: 'containerd',
    command: 'containerd',
    args: ['--config', join(ctrd, 'config.toml')],
    logDir,
  });
  await containerd.waitUntil(async () => spawnSync('ctr', ['--address', socket, 'version']).status === 0, 30_000);
  const ctr = (args: readonly string[], input?: Buffer) =>
    execFileSync('ctr', ['--address', socket, '--namespace', 'k8s.io', ...args], { input, maxBuffer: 1 << 30 });
  // Pods outlive containerd (their shims are detached): kill and delete them while containerd still runs.
  teardown.push(async () => {
    const list = (what: string) => ctr([what, 'ls', '-q']).toString().split('\n').filter(Boolean);
    for (const id of list('tasks'))
      spawnSync('ctr', ['--address', socket, '-n', 'k8s.io', 'tasks', 'kill', '-s', 'SIGKILL', id]);
    await sleep(2000);
    for (const id of list('tasks'))
      spawnSync('ctr', ['--address', socket, '-n', 'k8s.io', 'tasks', 'delete', '-f', id]);
    for (const id of list('containers'))
      spawnSync('ctr', ['--address', socket, '-n', 'k8s.io', 'containers', 'delete', id]);
  });

  step('pause image (pause.c of the k8s.io/kubernetes module, static) and the product image into containerd');
  const modDir = sh('go', ['list', '-m', '-f', '{{.Dir}}', `k8s.io/kubernetes@${KUBE_VERSION}`], {
    env: { GOFLAGS: '-mod=mod' },
  }).trim();
  const pauseDir = join(runDir, 'pause');
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
  sh('podman', ['build', '--isolation', 'chroot', '--tag', pauseTag, pauseDir], { env: podmanEnvVars });
  for (const tag of [pauseTag, image.tag]) {
    const archive = join(runDir, 'image.tar');
    sh('podman', ['save', '--format', 'oci-archive', '--output', archive, tag], { env: podmanEnvVars });
    ctr(['images', 'import', '--base-name', tag.replace(/:[^:]+$/, ''), archive]);
  }
  process.stderr.write(ctr(['images', 'ls', '-q']).toString());

  step('etcd and kube-apiserver (the test world’s)');
  const kube = await startKube({ runDir, logDir });
  const admin = {
    server: kube.state.server,
    ca: readFileSync(kube.state.caFile, 'utf8'),
    token: kube.state.adminToken,
  };
  const kubeconfig = join(runDir, 'admin.kubeconfig');
  writeFileSync(
    kubeconfig,
    JSON.stringify({
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [{ name: 'w', cluster: { server: admin.server, 'certificate-authority': kube.state.caFile } }],
      users: [{ name: 'admin', user: { token: admin.token } }],
      contexts: [{ name: 'w', context: { cluster: 'w', user: 'admin' } }],
      'current-context': 'w',
    }),
  );

  // The pods reach the API server (loopback only) through a relay on the pod network's gateway, 10.244.0.1, which its
  // certificate names; the bridge is made here so the address exists before the first pod.
  step('the pod network bridge and a relay to the API server on 10.244.0.1');
  sh('ip', ['link', 'add', 'ocnode0', 'type', 'bridge']);
  sh('ip', ['addr', 'add', '10.244.0.1/24', 'dev', 'ocnode0']);
  sh('ip', ['link', 'set', 'ocnode0', 'up']);
  const apiPort = Number(new URL(admin.server).port);
  const relay = createServer((socket) => {
    const upstream = connect(apiPort, '127.0.0.1');
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(apiPort, '10.244.0.1', resolve));
  teardown.push(() => void relay.close());

  step('kube-controller-manager and kube-scheduler');
  new ManagedProcess({
    name: 'kube-controller-manager',
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
  new ManagedProcess({
    name: 'kube-scheduler',
    command: bins['kube-scheduler'],
    args: [`--kubeconfig=${kubeconfig}`, '--leader-elect=false', '--bind-address=127.0.0.1', '--secure-port=0'],
    logDir,
  });

  step('kubelet');
  const kubeletDir = join(runDir, 'kubelet');
  mkdirSync(kubeletDir, { recursive: true });
  const kubeletConfig = join(kubeletDir, 'config.json');
  writeFileSync(
    kubeletConfig,
    JSON.stringify({
      apiVersion: 'kubelet.config.k8s.io/v1beta1',
      kind: 'KubeletConfiguration',
      address: '127.0.0.1',
      port: 10250,
      readOnlyPort: 0,
      authentication: { anonymous: { enabled: true }, webhook: { enabled: false } },
      authorization: { mode: 'AlwaysAllow' },
      cgroupDriver: 'cgroupfs',
      cgroupsPerQOS: false,
      enforceNodeAllocatable: [],
      failSwapOn: false,
      containerRuntimeEndpoint: `unix://${socket}`,
      resolvConf: '/etc/resolv.conf',
      serializeImagePulls: false,
      evictionHard: { 'memory.available': '1Mi', 'nodefs.available': '1%', 'imagefs.available': '1%' },
      localStorageCapacityIsolation: false,
    }),
  );
  const kubelet: ManagedProcess = new ManagedProcess({
    name: 'kubelet',
    command: bins.kubelet,
    args: [
      `--kubeconfig=${kubeconfig}`,
      `--config=${kubeletConfig}`,
      `--root-dir=${join(kubeletDir, 'root')}`,
      `--cert-dir=${join(kubeletDir, 'pki')}`,
      '--hostname-override=oc-real-node',
      '--node-ip=127.0.0.1',
      '--v=2',
    ],
    logDir,
  });
  // The kubelet stops first, so that it does not restart the pods being removed.
  teardown.push(() => kubelet.stop());
  await kubelet.waitUntil(
    async () => {
      const res = await kubeRequest(admin, 'GET', '/api/v1/nodes/oc-real-node');
      const node = res.body as { status?: { conditions?: { type: string; status: string }[] } };
      return res.status === 200 && !!node.status?.conditions?.some((c) => c.type === 'Ready' && c.status === 'True');
    },
    180_000,
    'a Ready node',
  );

  step('helm install the chart (operator mode; Ready needs /healthz only)');
  const helm = ensureHelm();
  const [repository, tag] = [image.tag.replace(/:[^:]+$/, ''), image.tag.replace(/^.*:/, '')];
  const helmRelease = (verb: 'install' | 'upgrade', extra: readonly string[] = []) =>
    sh(helm, [
      verb,
      'oc',
      join(root, 'charts', 'object-console'),
      '--kubeconfig',
      kubeconfig,
      '--namespace',
      'oc',
      ...(verb === 'install' ? ['--create-namespace'] : []),
      '--set',
      `image.repository=${repository}`,
      '--set',
      `image.tag=${tag}`,
      '--set',
      'image.pullPolicy=Never',
      '--set',
      `kubernetes.apiServer=https://10.244.0.1:${apiPort}`,
      ...extra,
      '--wait',
      '--timeout',
      '5m',
    ]);
  helmRelease('install');
  step('the console pod is Ready');
  const pods = (await kubeRequest(admin, 'GET', '/api/v1/namespaces/oc/pods')).body as {
    items: { metadata: { name: string }; status: { phase: string; podIP?: string; conditions?: unknown[] } }[];
  };
  for (const item of pods.items)
    process.stderr.write(
      `${item.metadata.name} ${item.status.phase} ${item.status.podIP} ${JSON.stringify(item.status.conditions)}\n`,
    );
  step('an operator logs in through the pod with a token of the chart’s service account and lists tenants');
  const pod = pods.items.find((item) => item.status.podIP);
  if (!pod?.status.podIP) throw new Error('the console pod has no IP');
  const base = `http://${pod.status.podIP}:9090`;
  const minted = await kubeRequest(admin, 'POST', '/api/v1/namespaces/oc/serviceaccounts/oc-object-console/token', {
    apiVersion: 'authentication.k8s.io/v1',
    kind: 'TokenRequest',
    spec: { expirationSeconds: 3600 },
  });
  const jwt = (minted.body as { status?: { token?: string } }).status?.token;
  if (!jwt) throw new Error(`TokenRequest failed: ${minted.status} ${JSON.stringify(minted.body)}`);
  const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'object-console' };
  const login = await fetch(`${base}/api/v1/login/operator`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ jwt }),
  });
  process.stderr.write(`login: ${login.status} ${login.status === 204 ? '' : await login.text()}\n`);
  if (login.status !== 204) throw new Error(`operator login through the pod failed: ${login.status}`);
  const cookie = (login.headers.getSetCookie().find((c) => c.includes('oc-session=')) ?? '').split(';')[0] ?? '';
  const tenants = await fetch(`${base}/api/v1/tenants`, { headers: { ...headers, Cookie: cookie } });
  process.stderr.write(`tenants: ${tenants.status} ${(await tenants.text()).slice(0, 300)}\n`);
  if (tenants.status !== 200) throw new Error(`listing tenants through the pod failed: ${tenants.status}`);
  step('helm upgrade rolls the pod; the session outlives it (the session Secret is kept)');
  helmRelease('upgrade', ['--set', 'podAnnotations.rolled=yes']);
  const ready = async () => {
    const list = (await kubeRequest(admin, 'GET', '/api/v1/namespaces/oc/pods')).body as typeof pods;
    return list.items.filter((item) => item.metadata.name !== pod.metadata.name && item.status.podIP);
  };
  let next = await ready();
  for (let i = 0; i < 60 && next.length === 0; i++) {
    await sleep(1000);
    next = await ready();
  }
  const newBase = `http://${next[0]?.status.podIP}:9090`;
  const again = await fetch(`${newBase}/api/v1/tenants`, { headers: { ...headers, Cookie: cookie } });
  process.stderr.write(`after upgrade, new pod ${next[0]?.metadata.name}: tenants ${again.status}\n`);
  if (again.status !== 200) throw new Error(`the session did not survive helm upgrade: ${again.status}`);

  step('helm uninstall leaves nothing of the release');
  sh(helm, ['uninstall', 'oc', '--kubeconfig', kubeconfig, '--namespace', 'oc', '--wait', '--timeout', '2m']);
  // The pods go after their grace period (garbage collection); kube-root-ca.crt and the `default` service account are
  // the controller-manager's, in every namespace.
  const leftovers = async () => {
    const left: string[] = [];
    for (const kind of ['pods', 'services', 'secrets', 'serviceaccounts', 'configmaps']) {
      const list = (await kubeRequest(admin, 'GET', `/api/v1/namespaces/oc/${kind}`)).body as {
        items: { metadata: { name: string } }[];
      };
      for (const item of list.items)
        if (!['kube-root-ca.crt', 'default'].includes(item.metadata.name)) left.push(`${kind}/${item.metadata.name}`);
    }
    for (const path of [
      '/apis/rbac.authorization.k8s.io/v1/clusterroles',
      '/apis/rbac.authorization.k8s.io/v1/clusterrolebindings',
    ]) {
      const list = (await kubeRequest(admin, 'GET', path)).body as { items: { metadata: { name: string } }[] };
      for (const item of list.items)
        if (item.metadata.name.startsWith('oc-')) left.push(`${path}/${item.metadata.name}`);
    }
    return left;
  };
  let left = await leftovers();
  for (let i = 0; i < 60 && left.length > 0; i++) {
    await sleep(1000);
    left = await leftovers();
  }
  process.stderr.write(`left after uninstall: ${left.length === 0 ? 'nothing' : left.join(', ')}\n`);
  if (left.length > 0) throw new Error(`helm uninstall left ${left.join(', ')}`);
  if (keep) {
    process.stderr.write(`\nkubeconfig: ${kubeconfig}; Ctrl-C stops everything\n`);
    await new Promise(() => undefined);
  }
}

main()
  .then(() => stopEverything(runDirForCleanup))
  .catch(async (error: unknown) => {
    process.stderr.write(`[real-node] FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
    await stopEverything(runDirForCleanup);
    process.exit(1);
  });
