#!/usr/bin/env bash
# The Firestore emulator (Google Cloud SDK, Java 17) for the Firebase adapters' tests.
#
#   scripts/emulators/firestore.sh start   # start it in the background on a free port, wait until it
#                                          # answers, print its host (FIRESTORE_EMULATOR_HOST=127.0.0.1:PORT)
#   scripts/emulators/firestore.sh host    # print the host of the running emulator (exit 1 if none)
#   scripts/emulators/firestore.sh stop    # kill its whole process group and remove its directory
#   scripts/emulators/firestore.sh rules PROJECT
#                                          # load the repository's firestore.rules for PROJECT into the
#                                          # running emulator (the shop in Firebase mode: demo-shop)
#
# firebase-tools refuses Java < 21 for Firestore, so the emulator is started through gcloud (STACK.md).
# gcloud starts a Java child: the emulator runs in its own session (setsid) and `stop` kills that
# process group, not only gcloud's pid. State lives in FIRESTORE_EMULATOR_DIR
# (default /tmp/shop-firestore-emulator-$UID). `start` reuses a running emulator.
set -euo pipefail

DIR="${FIRESTORE_EMULATOR_DIR:-/tmp/shop-firestore-emulator-$(id -u)}"
PID_FILE="$DIR/pgid"
PORT_FILE="$DIR/port"
LOG="$DIR/emulator.log"
WAIT_SECONDS="${FIRESTORE_EMULATOR_WAIT_SECONDS:-120}"

log() { echo "firestore-emulator: $*" >&2; }

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

host() { echo "127.0.0.1:$(cat "$PORT_FILE")"; }

answers() { curl -fsS --max-time 2 "http://$(host)/" >/dev/null 2>&1; }

is_running() {
  [ -f "$PID_FILE" ] && [ -f "$PORT_FILE" ] && kill -0 "$(cat "$PID_FILE")" 2>/dev/null && answers
}

stop() {
  if [ -f "$PID_FILE" ]; then
    local pgid; pgid="$(cat "$PID_FILE")"
    kill -TERM -- "-$pgid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 -- "-$pgid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL -- "-$pgid" 2>/dev/null || true
  fi
  rm -rf "$DIR"
}

start() {
  if is_running; then host; return 0; fi
  stop
  command -v gcloud >/dev/null || { log "gcloud (Google Cloud SDK) is not installed"; exit 1; }
  mkdir -p "$DIR"
  local port; port="$(free_port)"
  echo "$port" >"$PORT_FILE"
  # setsid: a new session and process group whose id is the started process's pid.
  setsid gcloud emulators firestore start --quiet --host-port="127.0.0.1:$port" >"$LOG" 2>&1 </dev/null &
  echo $! >"$PID_FILE"
  for _ in $(seq 1 $((WAIT_SECONDS * 2))); do
    if answers; then host; return 0; fi
    if ! kill -0 "$(cat "$PID_FILE")" 2>/dev/null; then
      log "the emulator exited; its log:"; cat "$LOG" >&2; stop; exit 1
    fi
    sleep 0.5
  done
  log "the emulator did not answer within ${WAIT_SECONDS} s; its log:"; cat "$LOG" >&2
  stop
  exit 1
}

# `gcloud ... --rules` would apply the rules to every project (the adapters' contract suite runs
# without them); the emulator's REST call sets them for one project.
rules() {
  local project="${1:?usage: $0 rules PROJECT}"
  is_running || { log "not running"; exit 1; }
  node -e '
    const fs = require("fs");
    const [host, project, file] = process.argv.slice(1);
    const body = JSON.stringify({ rules: { files: [{ name: "firestore.rules", content: fs.readFileSync(file, "utf8") }] } });
    fetch(`http://${host}/emulator/v1/projects/${project}:securityRules`, { method: "PUT", body })
      .then(async (r) => { if (!r.ok) { console.error(await r.text()); process.exit(1) } })
  ' "$(host)" "$project" "$(dirname "$0")/../../firestore.rules"
  log "firestore.rules loaded for $project"
}

case "${1:-}" in
  start) start ;;
  rules) shift; rules "$@" ;;
  host) if is_running; then host; else log "not running"; exit 1; fi ;;
  stop) stop ;;
  *) echo "usage: $0 start|host|stop|rules PROJECT" >&2; exit 2 ;;
esac
