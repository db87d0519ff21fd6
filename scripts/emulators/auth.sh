#!/usr/bin/env bash
# The Firebase Auth emulator (firebase-tools, pure Node: no Java, nothing downloaded).
#
#   scripts/emulators/auth.sh start   # start it in the background on a free port, wait until ready, print host:port
#   scripts/emulators/auth.sh host    # print host:port of the running emulator (exit 1 if none)
#   scripts/emulators/auth.sh stop    # kill its process group and remove its directory
#
# Project `demo-shop` (a demo- project needs no credentials and never reaches Google). The config
# scripts/emulators/firebase.auth.json is copied into the state directory (AUTH_EMULATOR_DIR, default
# /tmp/shop-auth-emulator-$UID) with the chosen port. Typical use:
#   export FIREBASE_AUTH_EMULATOR_HOST="$(scripts/emulators/auth.sh start)"
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$(pwd)"

DIR="${AUTH_EMULATOR_DIR:-/tmp/shop-auth-emulator-$(id -u)}"
PROJECT="${AUTH_EMULATOR_PROJECT:-demo-shop}"
HOST_FILE="$DIR/host"
PGID_FILE="$DIR/pgid"
LOG="$DIR/emulator.log"
FIREBASE="$ROOT/node_modules/.bin/firebase"

log() { echo "auth-emulator: $*" >&2; }

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

# The emulator answers GET / with {"authEmulator":{"ready":true,...}} once it serves requests.
is_ready() {
  node -e '
    fetch("http://" + process.argv[1] + "/").then((r) => r.json())
      .then((b) => process.exit(b && b.authEmulator && b.authEmulator.ready ? 0 : 1), () => process.exit(1))
  ' "$1" >/dev/null 2>&1
}

stop() {
  if [ -f "$PGID_FILE" ]; then
    local pgid
    pgid="$(cat "$PGID_FILE")"
    kill -TERM -- "-$pgid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 -- "-$pgid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$pgid" 2>/dev/null || true
  fi
  rm -rf "$DIR"
}

start() {
  if [ -f "$HOST_FILE" ] && is_ready "$(cat "$HOST_FILE")"; then cat "$HOST_FILE"; return 0; fi
  stop
  [ -x "$FIREBASE" ] || { log "firebase-tools is not installed (run the pnpm install first)"; exit 1; }
  mkdir -p "$DIR"
  local port host
  port="$(free_port)"
  host="127.0.0.1:$port"
  # The hub and logging emulators get free ports too, so two runs (or other emulators) never collide.
  node -e '
    const fs = require("fs");
    const [template, auth, hub, logging, out] = process.argv.slice(1);
    const config = JSON.parse(fs.readFileSync(template, "utf8"));
    config.emulators.auth.port = Number(auth);
    config.emulators.hub = { host: "127.0.0.1", port: Number(hub) };
    config.emulators.logging = { host: "127.0.0.1", port: Number(logging) };
    fs.writeFileSync(out, JSON.stringify(config, null, 2));
  ' "$ROOT/scripts/emulators/firebase.auth.json" "$port" "$(free_port)" "$(free_port)" "$DIR/firebase.json"
  # setsid: the emulator and its children get their own process group (id written by the group
  # leader itself), which `stop` kills whole.
  # `setsid -f` forks: this script keeps no child, so `$(auth.sh start)` returns once it is ready.
  (cd "$DIR" && CI=1 NO_UPDATE_NOTIFIER=1 setsid -f bash -c 'echo $$ >"$0"; exec "$@"' "$PGID_FILE" \
    "$FIREBASE" emulators:start --only auth --project "$PROJECT" --config "$DIR/firebase.json" \
    >"$LOG" 2>&1 < /dev/null)
  for _ in $(seq 1 20); do [ -s "$PGID_FILE" ] && break; sleep 0.1; done
  # About 15 s on a busy 2-core machine; up to 120 s allowed.
  for _ in $(seq 1 240); do
    if is_ready "$host"; then echo "$host" >"$HOST_FILE"; echo "$host"; return 0; fi
    if ! kill -0 -- "-$(cat "$PGID_FILE")" 2>/dev/null; then break; fi
    sleep 0.5
  done
  log "the Auth emulator did not start; its log:"
  tail -n 40 "$LOG" >&2 || true
  stop
  exit 1
}

case "${1:-}" in
  start) start ;;
  host) [ -f "$HOST_FILE" ] && is_ready "$(cat "$HOST_FILE")" && cat "$HOST_FILE" ;;
  stop) stop ;;
  *) echo "usage: $0 start|host|stop" >&2; exit 2 ;;
esac
