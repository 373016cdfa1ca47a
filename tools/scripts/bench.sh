#!/usr/bin/env bash
# npm run bench: dependencies, local infrastructure, build, then tools/bench/run-bench.mjs (extra
# arguments go to it, e.g. `npm run bench -- --only gateway-user`; `-- --list` names the scenarios).
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false

bash tools/scripts/ensure-deps.sh
bash tools/scripts/ensure-infra.sh

projects=$(node -p "require('./tools/app-registry.cjs').BUILD_PROJECTS.join(',')")
echo "[bench] building ${projects//,/, }"
build_log=$(mktemp)
# A NODE_ENV=development from the caller's shell would make Vite build React's development bundle.
if ! NODE_ENV=production npx nx run-many -t build --projects="$projects" --output-style=static >"$build_log" 2>&1; then
  cat "$build_log" >&2
  rm -f "$build_log"
  echo "[bench] build failed" >&2
  exit 1
fi
rm -f "$build_log"

exec node tools/bench/run-bench.mjs "$@"
