# Object Console container image: the built frontend and backend on Node.js 24 (an LTS line), running as uid 1000.
# Not built on the project's own machines (they have no container engine); hack/kind-e2e.sh builds and runs it.
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
# npm install, not npm ci: the lock is written without other platforms' optional packages (see hack/bootstrap.cjs).
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Runtime: only the build output and the production dependencies.
FROM node:24-bookworm-slim
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
