# syntax=docker/dockerfile:1.7
# The reference API server (apps/api-server). Build from the repository root:
#   docker build -f deploy/api-server.Dockerfile -t whitelabel/api-server .
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=1
RUN corepack enable && corepack prepare pnpm@10.34.8 --activate
WORKDIR /repo

# Only the packages the server needs (turbo prune): package.json files first, so the install layer is
# reused until a dependency changes.
FROM base AS prune
COPY . .
RUN pnpm dlx turbo@2.11.11 prune @whitelabel/api-server --docker

FROM base AS build
COPY --from=prune /repo/out/json/ ./
COPY --from=prune /repo/out/pnpm-lock.yaml ./pnpm-lock.yaml
COPY --from=prune /repo/out/pnpm-workspace.yaml ./pnpm-workspace.yaml
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm install --frozen-lockfile
COPY --from=prune /repo/out/full/ ./
RUN pnpm exec turbo run build --filter=@whitelabel/api-server
# Production dependencies only, in the same layout (the workspace links stay valid when copied).
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm install --frozen-lockfile --prod --filter "@whitelabel/api-server..."

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8787 DATA_DIR=/data
WORKDIR /app
COPY --from=build /repo/node_modules ./node_modules
COPY --from=build /repo/openapi/package.json /repo/openapi/wps.yaml /repo/openapi/lgw.yaml ./openapi/
COPY --from=build /repo/openapi/dist ./openapi/dist
COPY --from=build /repo/openapi/scripts ./openapi/scripts
# The client package's Node entry (@whitelabel/api/server: the payload-encryption scheme and decryption).
COPY --from=build /repo/packages/api/package.json ./packages/api/package.json
COPY --from=build /repo/packages/api/dist ./packages/api/dist
COPY --from=build /repo/packages/api/node_modules ./packages/api/node_modules
# The shared rules (money, days, game types); no dependencies of their own.
COPY --from=build /repo/packages/rules/package.json ./packages/rules/package.json
COPY --from=build /repo/packages/rules/dist ./packages/rules/dist
COPY --from=build /repo/apps/api-server/package.json ./apps/api-server/package.json
COPY --from=build /repo/apps/api-server/node_modules ./apps/api-server/node_modules
COPY --from=build /repo/apps/api-server/drizzle ./apps/api-server/drizzle
COPY --from=build /repo/apps/api-server/dist ./apps/api-server/dist
# Uploads (and, on PGlite only, the database and key pair) live in /data: a volume, shared by the instances.
RUN mkdir -p /data && chown node:node /data
USER node
WORKDIR /app/apps/api-server
EXPOSE 8787
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/wps/system/status').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM closes the server, then the database (src/main.ts).
CMD ["node", "dist/main.js"]
