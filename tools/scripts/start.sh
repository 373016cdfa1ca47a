#!/usr/bin/env bash
# npm start: dependencies, local infrastructure, database, build, then the whole system on :3000.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false

bash tools/scripts/ensure-deps.sh

if [ ! -f .env ]; then
  secret=$(node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('base64url'))")
  sed "s/^SESSION_SECRET=.*/SESSION_SECRET=${secret}/" .env.example > .env
  echo "[start] created .env from .env.example"
fi
set -a; . ./.env; set +a

bash tools/scripts/ensure-infra.sh
node tools/scripts/ensure-database.mjs "$DATABASE_URL"

echo "[start] building"
projects=$(node -p "require('./tools/app-registry.cjs').BUILD_PROJECTS.join(',')")
npx nx run-many -t build --projects="$projects" --output-style=static

exec node tools/system/run-system.cjs
