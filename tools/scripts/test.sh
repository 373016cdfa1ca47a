#!/usr/bin/env bash
# npm test: the whole suite — static checks, unit tests (Jest for Nest code, Vitest for web), build,
# deployment validation, integration specs against real Postgres/Redis/NATS, and the Chromium e2e suite.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false FORCE_COLOR=0
# Every run really runs: Nx keeps a machine-wide cache (~/.nx) that would replay earlier results.
NX=(npx nx run-many --output-style=static --parallel=2 --skip-nx-cache)
started=$(date +%s)
step() { printf '\n\033[1m=== %s (%ss) ===\033[0m\n' "$*" "$(( $(date +%s) - started ))"; }

step "dependencies"
node tools/scripts/complete-lockfile.mjs --check
bash tools/scripts/ensure-deps.sh
bash tools/scripts/ensure-infra.sh
bash tools/scripts/ensure-chromium.sh

step "format, lint, typecheck and dead code"
npx prettier --check . --log-level warn
"${NX[@]}" -t lint typecheck
# Dead code: unused files, exports, dependencies (knip.json names the entry points).
npx knip --no-progress

step "unit tests"
npx jest --config jest.config.cjs --ci
"${NX[@]}" -t test --projects=web

step "build"
"${NX[@]}" -t build

step "deployment files"
bash tools/scripts/validate-deploy.sh

step "integration tests"
npx jest --config jest.integration.config.cjs --ci

step "end-to-end tests"
npx nx run e2e:e2e --output-style=static --skip-nx-cache

step "all tests passed in $(( $(date +%s) - started ))s"
