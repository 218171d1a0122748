# syntax=docker/dockerfile:1.7
# The site server (apps/site-server) with the member and agent builds of every merchant baked in.
# Build from the repository root:
#   docker build -f deploy/site-server.Dockerfile -t whitelabel/site-server .
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=1
RUN corepack enable && corepack prepare pnpm@10.34.8 --activate
WORKDIR /repo

FROM base AS prune
COPY . .
RUN pnpm dlx turbo@2.11.11 prune @whitelabel/site-server --docker

FROM base AS build
# Where the member site hands the agent paths: empty = this origin (the site server routes them).
ARG VITE_AGENT_SITE_URL=""
ENV VITE_AGENT_SITE_URL=${VITE_AGENT_SITE_URL}
COPY --from=prune /repo/out/json/ ./
COPY --from=prune /repo/out/pnpm-lock.yaml ./pnpm-lock.yaml
COPY --from=prune /repo/out/pnpm-workspace.yaml ./pnpm-workspace.yaml
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm install --frozen-lockfile
COPY --from=prune /repo/out/full/ ./
# The server and, through its dependencies, both merchants' member and agent builds (with .br/.gz).
RUN pnpm exec turbo run build --filter=@whitelabel/site-server...
# The server alone with its production dependencies (core's rules are its one workspace dependency).
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm --filter @whitelabel/site-server deploy --prod --legacy /out
# The builds' tables the server reads (.vite: languages, banner pages, shells, first-screen files) stay; dot folders are never served.
RUN mkdir -p /sites \
  && for merchant in lucky88 goldenlotus; do \
       suffix=$([ "$merchant" = lucky88 ] && echo "" || echo "-$merchant"); \
       mkdir -p /sites/$merchant \
       && cp -r apps/member-web/dist$suffix /sites/$merchant/member \
       && cp -r apps/agent-web/dist$suffix /sites/$merchant/agent; \
     done \
  && rm -f /sites/*/*/.vite/manifest.json

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 SITES_FILE=/app/sites.json
WORKDIR /app
COPY --from=build /out ./
COPY --from=build /sites /srv/sites
COPY --from=prune /repo/deploy/sites.json /app/sites.json
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM: readiness fails, requests in flight finish, then the process exits.
CMD ["node", "dist/main.js"]
