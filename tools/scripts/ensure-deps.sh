#!/usr/bin/env bash
# Installs node_modules with `npm ci` when they are missing or older than package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/../.."
required="20.19.0"
current=$(node -p 'process.versions.node')
if [ "$(printf '%s\n%s\n' "$required" "$current" | sort -V | head -1)" != "$required" ]; then
  echo "Node.js >= $required is needed (found $current)." >&2
  exit 1
fi
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[deps] npm ci"
  npm ci --no-audit --no-fund
fi
