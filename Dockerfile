# One image recipe for each Nest app of the monorepo (gateway and services, tools/app-registry.cjs):
#   docker build --build-arg APP=gateway         -t mpu/gateway .
#   docker build --build-arg APP=billing-service -t mpu/billing-service .
# The gateway image also carries the static web build (dist/apps/web) and serves it.
# The two `case` lists below name exactly the registry's apps (tools/deploy-check verifies it).
# Written for the classic builder and BuildKit alike (no RUN --mount), so old docker-compose builds it too.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- deps: every dependency, exactly as locked -------------------------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /src
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    SCARF_ANALYTICS=false \
    npm_config_update_notifier=false
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

# ---- prod-deps: runtime node_modules only (the bundles keep node_modules external) -------------
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /src
ENV SCARF_ANALYTICS=false \
    npm_config_update_notifier=false
COPY package.json package-lock.json .npmrc ./
# Native modules come as prebuilt optional packages; the only production install script is telemetry.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

# ---- build: bundle the one app (and the web app for the gateway) ------------------------------
FROM deps AS build
ARG APP
RUN case "${APP}" in \
      gateway|auth-service|billing-service|chat-service|feedback-service) ;; \
      *) echo "Dockerfile: set --build-arg APP=<gateway|auth-service|billing-service|...>, got '${APP}'" >&2; exit 1 ;; \
    esac
COPY . .
RUN if [ "${APP}" = gateway ]; then npx nx run-many -t build -p gateway web; else npx nx run "${APP}:build"; fi \
 && test -f "dist/apps/${APP}/main.js" \
 && mkdir -p /out/dist/apps \
 && cp -R "dist/apps/${APP}" /out/dist/apps/ \
 && if [ "${APP}" = gateway ]; then test -f dist/apps/web/index.html && cp -R dist/apps/web /out/dist/apps/; fi

# ---- runtime -----------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ARG APP
# Heap cap (docs/decisions/0006): the live heap is ~50 MB; without a cap V8 lets garbage grow the idle RSS.
ENV NODE_ENV=production \
    NODE_OPTIONS=--max-old-space-size=128 \
    APP=${APP} \
    HOST=0.0.0.0 \
    WEB_DIST_DIR=/app/dist/apps/web
WORKDIR /app
# Default health port per app, used by HEALTHCHECK when neither HEALTH_PORT nor PORT is set.
RUN case "${APP}" in \
      gateway) port=3000 ;; auth-service) port=3001 ;; billing-service) port=3002 ;; \
      chat-service) port=3003 ;; feedback-service) port=3004 ;; \
      *) echo "unknown APP '${APP}'" >&2; exit 1 ;; \
    esac \
 && printf '%s' "$port" > /app/.health-port
# Owned by root and not writable by the app user: the app only writes to /tmp.
COPY package.json ./
COPY --from=prod-deps /src/node_modules ./node_modules
COPY --from=build /out/ ./
USER node
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "const p=process.env.HEALTH_PORT||process.env.PORT||require('fs').readFileSync('/app/.health-port','utf8');fetch('http://127.0.0.1:'+p+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# CMD's exec form cannot expand ${APP}; `exec` keeps node as PID 1 so it receives SIGTERM directly.
# Override the whole command for one-off runs, e.g. `node dist/apps/auth-service/main.js migrate`.
CMD ["/bin/sh", "-c", "exec node \"dist/apps/${APP}/main.js\""]
