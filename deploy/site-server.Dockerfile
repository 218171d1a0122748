# syntax=docker/dockerfile:1.7
# The site server (apps/site-server) with the member and agent builds of every merchant folder baked in.
# Build from the repository root:
#   docker build -f deploy/site-server.Dockerfile -t whitelabel/site-server .
# The whole build is deploy/scripts/deploy-build.mjs (prune, install, build, production files, every merchant's
# builds and the table of hosts), the script the test command runs and starts as this image does (deploy/README.md).
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
# Build arguments reach the script as variables (deploy/README.md): where the member site hands the agent paths
# (empty = this origin), the host names of each merchant, the merchant served to any other host.
ARG VITE_AGENT_SITE_URL=""
ARG SITE_HOSTS=""
ARG DEFAULT_MERCHANT=""
ENV CI=1 npm_config_store_dir=/pnpm/store
WORKDIR /repo
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store node deploy/scripts/deploy-build.mjs site-server --out /out

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 SITES_FILE=/app/sites.json
# The server with its production dependencies and the table of hosts; the builds in /srv/sites/<merchant>/.
COPY --from=build /out/app /app
COPY --from=build /out/srv /srv
USER node
WORKDIR /app
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM: readiness fails, requests in flight finish, then the process exits.
CMD ["node", "dist/main.js"]
