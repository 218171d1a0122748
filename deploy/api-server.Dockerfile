# syntax=docker/dockerfile:1.7
# The reference API server (apps/api-server). Build from the repository root:
#   docker build -f deploy/api-server.Dockerfile -t whitelabel/api-server .
# The whole build is deploy/scripts/deploy-build.mjs (prune, install, build, production files), the script the test
# command runs and starts as this image does (deploy/README.md); this file only runs it and copies its output.
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
ENV CI=1 npm_config_store_dir=/pnpm/store
WORKDIR /repo
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store node deploy/scripts/deploy-build.mjs api-server --out /out

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8787 DATA_DIR=/data
# The server and its production dependencies, owned by root: the process cannot change its own code.
COPY --from=build /out/app /app
# Uploads (and, on PGlite only, the database and key pair) live in /data: a volume, shared by the instances.
COPY --from=build --chown=node:node /out/data /data
USER node
WORKDIR /app
EXPOSE 8787
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/wps/system/status').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM closes the server, then the database (src/main.ts).
CMD ["node", "dist/main.js"]
