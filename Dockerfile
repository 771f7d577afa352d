# syntax=docker/dockerfile:1
# The shop as one image: the API (api/dist/server.js, bundled by tsdown) serving the built storefront
# and console, on Node 24 LTS. Built from the repository's root: `docker build -t testkit-shop .`
# Configuration comes from the environment (README "Configuration"; compose.yaml shows a deployment).

# ---- build: every dependency, then `turbo run build` (Prisma client, storefront, console, API)
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
RUN npx turbo run build --output-logs=errors-only
# The workspaces' manifests, at their paths, for the production install below (npm ci needs
# every workspace of the lock file to be present).
RUN mkdir -p /tmp/manifests && cp package-lock.json /tmp/manifests/ \
 && find . -name package.json -not -path "*/node_modules/*" -exec cp --parents {} /tmp/manifests/ \;

# ---- runtime: production dependencies, the bundle, the front ends and the migrations only
FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
COPY --from=build /tmp/manifests/ ./
# Only the API's tree (-w): the front ends are built already, their packages are not needed.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace=@shop/api --no-audit --no-fund \
 && mkdir -p /data && chown node:node /data
# DATA_DIR (/data) holds what has no other home: the embedded database when DATABASE_URL is unset,
# uploaded images without a bucket, generated secrets without JWT_SECRET, e-mails without SMTP_URL.
# The server finds these relative to api/dist (README "Run in production"), so the layout is the repository's.
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/storefront/dist storefront/dist
COPY --from=build /app/storefront/dist-server storefront/dist-server
COPY --from=build /app/admin/dist admin/dist
COPY --from=build /app/prisma/migrations prisma/migrations
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The heap's limits as `npm start` sets them (api/package.json; docs/performance.md, "Memory"): a
# young generation of 8 MB semi-spaces and 320 MB of old space keep the process under 400 MB.
CMD ["node", "--enable-source-maps", "--max-semi-space-size=8", "--max-old-space-size=320", "api/dist/server.js"]
