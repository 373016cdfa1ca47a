#!/usr/bin/env bash
# Validates the deployment files without a Docker engine, a cluster or the internet:
#   1. docker-compose.yml  -> `docker-compose config -q` (Debian's docker-compose 1.29; also
#                             `docker compose config -q` when the Compose v2 plugin is present)
#   2. k8s/                -> `kubectl kustomize` (or `kustomize build`) of k8s/base and every
#                             k8s/overlays/*; needs kustomize >= v4.5 (kubectl >= 1.24)
#   3. rendered manifests  -> Kubernetes schemas (npm kubernetes-models) incl. unknown fields, and
#      Dockerfile, compose    the project rules in tools/deploy-check/ (probes, resources, env, ...)
#      and the registry       and every app of tools/app-registry.cjs in each of them
#   4. the checks themselves -> node --test tools/deploy-check/deploy-check.test.mjs, and the service
#                               generator's output against them (tools/scripts/new-service.test.mjs)
# Exits non-zero on the first tool problem or on any failed check.
# As root it installs a missing docker-compose / kubectl with apt-get. The npm packages come from
# the repo's node_modules; when kubernetes-models is not there yet it is installed once into
# $DEPLOY_CHECK_DEPS (default ~/.cache/mpu-deploy-check) from the npm registry.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../.."
ROOT=$PWD
KUBERNETES_MODELS_VERSION=4.5.1
YAML_VERSION=2.8.1
MIN_KUSTOMIZE=4.5.0

step() { printf '\n== %s\n' "$*"; }
die() {
  echo "validate-deploy: $*" >&2
  exit 1
}

apt_install() {
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    return 1
  fi
  echo "installing Debian package(s): $*"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q --no-install-recommends "$@" >/dev/null 2>&1 ||
    { apt-get update -q >/dev/null 2>&1 && apt-get install -y -q --no-install-recommends "$@" >/dev/null; }
}

version_ge() { [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n1)" = "$2" ]; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# ---- tools ---------------------------------------------------------------------------------------
step "tools"
command -v node >/dev/null 2>&1 || die "node is required"

if ! command -v docker-compose >/dev/null 2>&1; then
  apt_install docker-compose || true
  command -v docker-compose >/dev/null 2>&1 || die "docker-compose is missing (Debian: apt-get install docker-compose)"
fi
echo "docker-compose: $(docker-compose version --short 2>/dev/null || docker-compose version | head -n1)"

kustomize_cmd=()
kustomize_version=""
if command -v kustomize >/dev/null 2>&1; then
  kustomize_version=$(kustomize version 2>/dev/null | grep -Eo 'v?[0-9]+\.[0-9]+\.[0-9]+' | head -n1 || true)
  kustomize_cmd=(kustomize build)
fi
if [ -z "$kustomize_version" ] || ! version_ge "${kustomize_version#v}" "$MIN_KUSTOMIZE"; then
  if ! command -v kubectl >/dev/null 2>&1; then
    apt_install kubectl || true
  fi
  if command -v kubectl >/dev/null 2>&1; then
    # kubectl < 1.24 prints no "Kustomize Version" line; treat it as too old.
    kustomize_version=$(kubectl version --client 2>/dev/null | sed -n 's/^Kustomize Version: *//p' | head -n1)
    kustomize_version=${kustomize_version:-v0.0.0}
    kustomize_cmd=(kubectl kustomize)
  fi
fi
[ -n "$kustomize_version" ] || die "neither kustomize nor kubectl is available; install kubectl >= 1.24 or kustomize >= v$MIN_KUSTOMIZE"
version_ge "${kustomize_version#v}" "$MIN_KUSTOMIZE" ||
  die "${kustomize_cmd[*]} bundles kustomize $kustomize_version; k8s/ needs >= v$MIN_KUSTOMIZE (kubectl >= 1.24). Debian's kubernetes-client (1.20) is too old."
echo "kustomize: ${kustomize_cmd[*]} ($kustomize_version)"

resolvable() { [ -d "$1" ] && (cd "$1" && node -e "require.resolve('$2')" >/dev/null 2>&1); }
if resolvable "$ROOT" kubernetes-models/apps/v1 && resolvable "$ROOT" yaml; then
  echo "npm packages: from node_modules"
else
  export DEPLOY_CHECK_DEPS="${DEPLOY_CHECK_DEPS:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/mpu-deploy-check}"
  if ! { resolvable "$DEPLOY_CHECK_DEPS" kubernetes-models/apps/v1 && resolvable "$DEPLOY_CHECK_DEPS" yaml; }; then
    echo "npm packages: kubernetes-models@$KUBERNETES_MODELS_VERSION not in node_modules; installing into $DEPLOY_CHECK_DEPS"
    mkdir -p "$DEPLOY_CHECK_DEPS"
    [ -f "$DEPLOY_CHECK_DEPS/package.json" ] || echo '{ "private": true }' >"$DEPLOY_CHECK_DEPS/package.json"
    (cd "$DEPLOY_CHECK_DEPS" && npm install --no-save --no-audit --no-fund --loglevel=error \
      "kubernetes-models@$KUBERNETES_MODELS_VERSION" "yaml@$YAML_VERSION" >/dev/null) ||
      die "could not install kubernetes-models; add it to devDependencies (npm i -D kubernetes-models@$KUBERNETES_MODELS_VERSION)"
  fi
  echo "npm packages: from $DEPLOY_CHECK_DEPS"
fi

# ---- compose -------------------------------------------------------------------------------------
step "docker-compose.yml"
echo "docker-compose -f docker-compose.yml config -q"
docker-compose -f docker-compose.yml config -q || die "docker-compose.yml is invalid for docker-compose $(docker-compose version --short 2>/dev/null)"
if docker compose version >/dev/null 2>&1; then
  echo "docker compose -f docker-compose.yml config -q"
  docker compose -f docker-compose.yml config -q || die "docker-compose.yml is invalid for Docker Compose v2"
else
  echo "(Docker Compose v2 plugin not installed: skipped its check)"
fi
# Resolve with the file's own defaults only, not a developer's .env or shell exports.
: >"$work/empty.env"
(
  while read -r var; do unset "$var"; done < <(grep -Eo '\$\{[A-Z_][A-Z0-9_]*' docker-compose.yml | cut -c3- | sort -u)
  docker-compose -f docker-compose.yml --env-file "$work/empty.env" config >"$work/compose.yaml"
)

# ---- kustomize -----------------------------------------------------------------------------------
step "k8s (kustomize)"
k8s_args=()
for dir in k8s/base k8s/overlays/*/; do
  dir=${dir%/}
  [ -f "$dir/kustomization.yaml" ] || continue
  out="$work/$(echo "$dir" | tr '/' '_').yaml"
  echo "${kustomize_cmd[*]} $dir"
  "${kustomize_cmd[@]}" "$dir" >"$out" 2>"$work/kustomize.err" || {
    cat "$work/kustomize.err" >&2
    die "$dir does not render"
  }
  if grep -qi 'warning' "$work/kustomize.err"; then
    cat "$work/kustomize.err" >&2
    die "$dir renders with warnings (deprecated kustomize fields?)"
  fi
  k8s_args+=(--k8s "$dir=$out")
done
[ "${#k8s_args[@]}" -gt 0 ] || die "no kustomization found under k8s/"

# ---- structural checks ---------------------------------------------------------------------------
step "schemas and project rules (tools/deploy-check)"
node tools/deploy-check/check.mjs --registry --dockerfile --k8s-tree k8s --compose "$work/compose.yaml" "${k8s_args[@]}"

step "self-test of the checks and the service generator"
node --test --test-reporter=dot tools/deploy-check/deploy-check.test.mjs tools/scripts/new-service.test.mjs

echo
echo "validate-deploy: OK"
