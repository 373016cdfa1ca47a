#!/usr/bin/env bash
# Makes sure PostgreSQL, Redis, NATS (JetStream) and ClickHouse answer on localhost: starts them when
# they are installed but stopped, installs them from Debian when missing (needs root). Idempotent.
set -euo pipefail

log() { printf '\033[36m[infra]\033[0m %s\n' "$*"; }
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
wait_port() {
  local port=$1 name=$2
  for _ in $(seq 1 60); do port_open "$port" && return 0; sleep 0.5; done
  echo "$name did not come up on port $port" >&2; return 1
}
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
  echo "Need root to run: $*" >&2; return 1; fi; }
apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then as_root apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

ensure_postgres() {
  port_open 5432 && return 0
  log "PostgreSQL is not running — starting it"
  command -v pg_ctlcluster >/dev/null || apt_install postgresql
  local version; version=$(ls /etc/postgresql | sort -V | tail -1)
  as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start
  wait_port 5432 PostgreSQL
}

ensure_redis() {
  port_open 6379 && return 0
  log "Redis is not running — starting it"
  command -v redis-server >/dev/null || apt_install redis-server
  as_root mkdir -p /var/lib/redis /var/log/redis
  as_root redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/mpu.log
  wait_port 6379 Redis
}

ensure_nats() {
  port_open 4222 && return 0
  log "NATS is not running — starting it with JetStream"
  command -v nats-server >/dev/null || [ -x /usr/sbin/nats-server ] || apt_install nats-server
  as_root mkdir -p /var/lib/nats-server
  as_root start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- \
    -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log
  wait_port 4222 NATS
}

ensure_clickhouse() {
  port_open 8123 && return 0
  if ! command -v clickhouse-server >/dev/null; then
    log "ClickHouse is missing — installing clickhouse-server from Debian"
    apt_install clickhouse-server clickhouse-client
  fi
  log "ClickHouse is not running — starting it"
  as_root mkdir -p /var/log/clickhouse-server /var/lib/clickhouse
  as_root chown -R clickhouse:clickhouse /var/log/clickhouse-server /var/lib/clickhouse
  as_root su -s /bin/sh clickhouse -c 'clickhouse-server --config-file=/etc/clickhouse-server/config.xml --daemon'
  wait_port 8123 ClickHouse
}

ensure_postgres
ensure_redis
ensure_nats
ensure_clickhouse
log "PostgreSQL, Redis, NATS and ClickHouse are up"
