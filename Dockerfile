# Object Console container image: the built frontend and backend on a supported Node.js LTS, running as non-root.
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
# npm install, not npm ci: the lock is written without other platforms' optional packages (see hack/bootstrap.cjs).
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    CONSOLE_HOST=0.0.0.0 \
    CONSOLE_PORT=9090
WORKDIR /app
COPY --from=build /src/package.json ./
COPY --from=build /src/node_modules ./node_modules
COPY --from=build /src/dist ./dist
USER node
EXPOSE 9090
CMD ["node", "dist/backend/src/main.js"]
