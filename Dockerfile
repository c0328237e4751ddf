# Object Console container image: the built frontend and backend, running as uid 1000.
# Not built on the project's own machines (they have no container engine); hack/kind-e2e.sh builds and runs it.
# Node.js and npm are the versions CI tests with: .nvmrc names Node's (hack/node-pin.ts checks that this ARG agrees).
ARG NODE_VERSION=20.20.2
ARG NPM_VERSION=11.19.1

FROM node:${NODE_VERSION}-bookworm-slim AS build
ARG NPM_VERSION
# argon2's prebuilt binary crashes on Node 20 (seen on 20.20.2); its install script (allowed in package.json's
# allowScripts) then compiles it, which needs a C++ toolchain. npm 11.19 is the one that honours allowScripts.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/* && npm install -g npm@${NPM_VERSION}
WORKDIR /src
COPY package.json package-lock.json ./
# npm install, not npm ci: the lock is written without other platforms' optional packages (see hack/bootstrap.cjs).
RUN npm install --no-audit --no-fund
COPY . .
# The SBOM (CycloneDX) lists the production dependencies (`npm sbom --omit dev`): exactly what the prune keeps.
RUN npm run build && node_modules/.bin/tsx hack/sbom.ts --out dist/sbom.cdx.json \
    && npm prune --omit=dev --no-audit --no-fund

# Runtime: only the build output (with the SBOM at /app/dist/sbom.cdx.json) and the production dependencies.
FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    CONSOLE_HOST=0.0.0.0 \
    CONSOLE_PORT=9090
WORKDIR /app
COPY --from=build --chown=0:0 /src/package.json ./
COPY --from=build --chown=0:0 /src/node_modules ./node_modules
COPY --from=build --chown=0:0 /src/dist ./dist
# Numeric, so Kubernetes' runAsNonRoot can verify it (the image's `node` user). The files stay root-owned and
# read-only to it; the Helm chart also mounts the root filesystem read-only, with an emptyDir on /tmp.
USER 1000:1000
EXPOSE 9090
CMD ["node", "dist/backend/src/main.js"]
