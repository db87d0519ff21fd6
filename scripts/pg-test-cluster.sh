#!/usr/bin/env bash
# A private, throw-away PostgreSQL 15 cluster for tests.
#
#   scripts/pg-test-cluster.sh start   # start (or reuse) the cluster, print its DATABASE_URL
#   scripts/pg-test-cluster.sh url     # print the DATABASE_URL of the running cluster (exit 1 if none)
#   scripts/pg-test-cluster.sh stop    # stop it and remove its directory
#   scripts/pg-test-cluster.sh status  # "running <url>" or "stopped"
#
# The cluster lives in one directory (PG_TEST_DIR, default /tmp/shop-pg-test-$UID), listens on
# 127.0.0.1 only, on a free port picked at first start, with trust authentication for the
# `postgres` role and one database (PG_TEST_DB, default shop_test). Durability is switched off
# (fsync, full page writes, synchronous commit): the data is disposable and tests run faster.
# `start` is idempotent: a running cluster is reused, a dead one is wiped and started afresh.
# As root, the server runs as the `postgres` OS user (PostgreSQL refuses to run as root).
# Typical use:  export TEST_DATABASE_URL="$(scripts/pg-test-cluster.sh start)"
set -euo pipefail

PG_VERSION=15
PG_BIN="/usr/lib/postgresql/${PG_VERSION}/bin"
DIR="${PG_TEST_DIR:-/tmp/shop-pg-test-$(id -u)}"
DB="${PG_TEST_DB:-shop_test}"
DATA="$DIR/data"
PORT_FILE="$DIR/port"
LOG="$DIR/server.log"

log() { echo "pg-test-cluster: $*" >&2; }

# Runs a command as the OS user owning the cluster.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

ensure_installed() {
  [ -x "$PG_BIN/initdb" ] && return 0
  [ "$(id -u)" = 0 ] || { log "PostgreSQL ${PG_VERSION} is missing and installing it needs root"; exit 1; }
  log "installing PostgreSQL ${PG_VERSION} (apt-get)"
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  [ -x "$PG_BIN/initdb" ] || { log "apt-get did not install $PG_BIN/initdb"; exit 1; }
}

# Asks the kernel for a free TCP port on the loopback interface.
free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

url() { echo "postgres://postgres@127.0.0.1:$(cat "$PORT_FILE")/${DB}"; }

is_running() {
  [ -f "$PORT_FILE" ] && [ -f "$DATA/postmaster.pid" ] &&
    as_owner "$PG_BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1 &&
    "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$(cat "$PORT_FILE")" >/dev/null 2>&1
}

wipe() {
  if [ -f "$DATA/postmaster.pid" ]; then
    as_owner "$PG_BIN/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$DIR"
}

start() {
  if is_running; then url; return 0; fi
  ensure_installed
  wipe
  mkdir -p "$DIR"
  chmod 700 "$DIR"
  [ "$(id -u)" = 0 ] && chown postgres: "$DIR"
  as_owner "$PG_BIN/initdb" -D "$DATA" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
  local port attempt
  for attempt in 1 2 3; do
    port="$(free_port)"
    echo "$port" >"$PORT_FILE"
    # Unix socket in the cluster's own directory so it never collides with the system cluster.
    # 9>&-: the server must not inherit the lock's descriptor, or it would hold the lock forever.
    if as_owner "$PG_BIN/pg_ctl" -D "$DATA" -l "$LOG" -w -t 30 start -o \
      "-p $port -c listen_addresses=127.0.0.1 -k $DIR -c fsync=off -c full_page_writes=off -c synchronous_commit=off -c max_connections=50" \
      >/dev/null 9>&-; then
      as_owner "$PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U postgres "$DB"
      url
      return 0
    fi
    log "start on port $port failed (attempt $attempt), see $LOG"
  done
  tail -n 20 "$LOG" >&2 || true
  exit 1
}

# start and stop take a lock, so two test commands starting at once share one cluster.
locked() {
  exec 9>"${DIR}.lock"
  flock 9
  "$@"
}

case "${1:-}" in
  start) locked start ;;
  stop) locked wipe ;;
  url) if is_running; then url; else log "not running"; exit 1; fi ;;
  status) if is_running; then echo "running $(url)"; else echo "stopped"; fi ;;
  *) echo "usage: $0 start|stop|url|status" >&2; exit 2 ;;
esac
