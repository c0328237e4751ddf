#!/usr/bin/env bash
# Builds the container image, starts a kind cluster, installs the Tenant CRD and the Helm chart in operator mode,
# mints a login token and prints how to open the console. For people with Docker and kind. NOT run by `npm test` or
# in CI here: kind's node image comes from a registry, and no registry is reachable on the project's machines. What
# runs here instead: `npm test` builds the image with podman and tests its container (test/world/podman.ts,
# test/integration/image/), and hack/real-node.ts (experimental) runs the chart's pod on a real kubelet with
# containerd (README, "Container image").
#
#   hack/kind-e2e.sh            # build, create or reuse the cluster, install or upgrade
#   hack/kind-e2e.sh --delete   # delete the cluster again
#
# Needs: docker, kind, kubectl; helm on PATH (else it is built with Go like the tests do); Node.js for the CRD step.
set -euo pipefail

CLUSTER="${KIND_CLUSTER:-object-console}"
NAMESPACE="${NAMESPACE:-object-console}"
RELEASE="${RELEASE:-object-console}"
IMAGE="${IMAGE:-object-console:dev}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

if [[ "${1:-}" == "--delete" ]]; then
  kind delete cluster --name "$CLUSTER"
  exit 0
fi

for tool in docker kind kubectl node; do
  command -v "$tool" >/dev/null || { echo "kind-e2e: $tool is required" >&2; exit 1; }
done
HELM="${HELM:-$(command -v helm || npx tsx -e "process.stdout.write(require('./test/world/helm.ts').ensureHelm())")}"

echo "==> building $IMAGE"
docker build -t "$IMAGE" .

if ! kind get clusters | grep -qx "$CLUSTER"; then
  echo "==> creating kind cluster $CLUSTER"
  kind create cluster --name "$CLUSTER" --wait 120s
fi
kubectl config use-context "kind-$CLUSTER" >/dev/null

echo "==> loading the image into the cluster"
kind load docker-image "$IMAGE" --name "$CLUSTER"

# The same CRDs the test world installs (Tenant served as v2 only, since no operator runs its conversion webhook).
echo "==> installing the Tenant CRD"
npx tsx -e "
  const { loadCrds } = require('./test/world/kube-crds.ts');
  const items = loadCrds().map(({ status, ...crd }) => crd);
  process.stdout.write(JSON.stringify({ apiVersion: 'v1', kind: 'List', items }));
" | kubectl apply --server-side -f -
kubectl wait --for=condition=Established crd/tenants.minio.min.io --timeout=60s

echo "==> installing the chart"
"$HELM" upgrade --install "$RELEASE" charts/object-console \
  --namespace "$NAMESPACE" --create-namespace \
  --set mode=operator \
  --set image.repository="${IMAGE%:*}" --set image.tag="${IMAGE##*:}" --set image.pullPolicy=Never
kubectl -n "$NAMESPACE" rollout status "deployment/$RELEASE" --timeout=180s

SERVICE_ACCOUNT="$(kubectl -n "$NAMESPACE" get deployment "$RELEASE" -o jsonpath='{.spec.template.spec.serviceAccountName}')"
TOKEN="$(kubectl -n "$NAMESPACE" create token "$SERVICE_ACCOUNT" --duration=12h)"

cat <<DONE

Object Console runs in kind cluster "$CLUSTER", namespace $NAMESPACE.

  kubectl -n $NAMESPACE port-forward service/$RELEASE 9090:9090
  open http://127.0.0.1:9090/ and log in with this token (valid 12 hours):

$TOKEN

Delete the cluster with: hack/kind-e2e.sh --delete
DONE
