# syntax=docker/dockerfile:1
# The shop in a container. Build stages have the source; the image runs the standalone folder
# (scripts/assemble-standalone.mjs) as the unprivileged `node` user, with the data folder on a
# volume. Without DATABASE_URL it runs the embedded database in /data; compose.yaml runs it on
# PostgreSQL. tests/e2e/standalone.spec.ts starts the same folder as an unprivileged user on a
# read-only copy, with only the paths made writable here.
ARG NODE_VERSION=22-bookworm-slim

FROM node:${NODE_VERSION} AS deps
WORKDIR /src
# `npm ci` runs `prisma generate` (postinstall), which needs the schema and its config.
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# The address the pages made at build time (About, Contact, the policies) link to.
ARG SITE_URL=http://localhost:3000
ENV NEXT_TELEMETRY_DISABLED=1 SITE_URL=${SITE_URL}
RUN npm run build && node scripts/assemble-standalone.mjs /app

FROM node:${NODE_VERSION} AS run
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app ./
# Writable: the data volume (embedded database, uploads, backups, a generated secret) and /tmp
# (.next/cache links there, for the image optimiser). The app stays root's, read-only to the server.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# server.mjs drains on SIGTERM (in-flight requests finish, the database closes) within
# SHUTDOWN_GRACE_MS (10 s, Docker's default stop timeout). It is PID 1 here and handles the
# signal itself; `docker run --init` or compose's `init: true` adds tini to reap zombies.
STOPSIGNAL SIGTERM
# The probe is bash alone (its /dev/tcp), about 3 MB a run: a `node -e fetch(…)` was a new
# 84 MB process every 15 s on a host that may have 1 GB (scripts/health-probe.sh).
HEALTHCHECK --interval=15s --timeout=3s --start-period=90s --retries=3 \
  CMD ["bash", "/app/scripts/health-probe.sh"]
# scripts/start.sh sizes Node to the container's memory limit, then execs node server.mjs.
CMD ["sh", "scripts/start.sh"]
