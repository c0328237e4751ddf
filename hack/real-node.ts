/**
 * The real node alone (world part `node`, test/world/kube-node.ts), kept running for working on it by hand: a
 * one-node cluster of its own (etcd, kube-apiserver, kube-controller-manager, kube-scheduler, kubelet, kube-proxy in
 * nftables mode, CoreDNS, Debian's containerd) with the product image in containerd. As root, with podman.
 *
 *   npx tsx hack/real-node.ts                                        builds the product image first (minutes)
 *   IMAGE=localhost/object-console:world-123 npx tsx hack/real-node.ts   reuses an image in the world's podman storage
 *
 * It prints the world file to run the node's test against and the admin kubeconfig; Ctrl-C stops everything and
 * removes what the node put on the host. `npm test` and `npm run world -- --parts image,node` start the same node.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareNode, startNode } from '../test/world/kube-node';
import { buildProductImage, ensurePodman, podmanEnv } from '../test/world/podman';
import { stopAll, stopAllOnSignals, tempDir } from '../test/world/processes';
import { WORLD_ENV, type WorldState } from '../test/world/state';

async function main(): Promise<void> {
  stopAllOnSignals();
  const runDir = tempDir('world');
  const logDir = join(runDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const unavailable = ensurePodman();
  if (unavailable) throw new Error(unavailable);
  prepareNode();
  const image = process.env.IMAGE
    ? { tag: process.env.IMAGE, podmanEnv: podmanEnv() }
    : await buildProductImage(logDir, undefined);
  const node = await startNode(runDir, logDir, image);
  if (node.startError) throw new Error(node.startError);
  const state: WorldState = { runDir, minio: {}, image, node };
  const stateFile = join(runDir, 'world.json');
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
  console.log(JSON.stringify(node, null, 2));
  console.log(`\nexport ${WORLD_ENV}=${stateFile}\nexport KUBECONFIG=${node.kubeconfig}\nCtrl-C stops the node.`);
  await new Promise(() => undefined);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
