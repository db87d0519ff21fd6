#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what it needs, then runs every check in order.
set -euo pipefail
cd "$(dirname "$0")/.."

export NEXT_TELEMETRY_DISABLED=1 METADATA_SERVER_DETECTION=none SCARF_ANALYTICS=false PACT_DO_NOT_TRACK=true
unset DATABASE_URL MARKET MARKET_HOSTS
PNPM="npx -y pnpm@12.21.0"
VITEST="$PNPM exec vitest run --config vitest.workspace.ts --reporter=default --reporter=json"

step() { printf '\n== %s ==\n' "$*"; }

step "install"
$PNPM install --frozen-lockfile

step "PostgreSQL test cluster (Debian postgresql, private cluster on a free port)"
PG_URL="$(bash scripts/pg-test-cluster.sh start)"
cleanup() {
  bash scripts/pg-test-cluster.sh stop >/dev/null 2>&1 || true
  bash scripts/emulators/firestore.sh stop >/dev/null 2>&1 || true
  bash scripts/emulators/auth.sh stop >/dev/null 2>&1 || true
}
trap cleanup EXIT
echo "PostgreSQL at $PG_URL"

step "typecheck"
$PNPM run typecheck

rm -rf .reports && mkdir -p .reports

step "unit, property, port contract and integration tests (adapters on PGlite and PostgreSQL, web on PostgreSQL)"
TEST_DATABASE_URL="$PG_URL" $VITEST --project core --project adapters --project web --outputFile.json=.reports/all.json

step "web integration tests on the embedded default (PGlite in memory)"
$VITEST --project web --outputFile.json=.reports/web-pglite.json

step "Firebase adapters against the emulators (Firestore: Google Cloud SDK; Auth: firebase-tools; fails when one cannot start)"
FIRESTORE_EMULATOR_HOST="$(bash scripts/emulators/firestore.sh start)" || { echo "the Firestore emulator could not start" >&2; exit 1; }
FIREBASE_AUTH_EMULATOR_HOST="$(bash scripts/emulators/auth.sh start)" || { echo "the Auth emulator could not start" >&2; exit 1; }
echo "Firestore emulator at $FIRESTORE_EMULATOR_HOST, Auth emulator at $FIREBASE_AUTH_EMULATOR_HOST"
# This step and the end-to-end step's Firebase-mode server see the emulators; the build, the Pact
# servers and the other end-to-end servers stay on the embedded defaults.
FIRESTORE_EMULATOR_HOST="$FIRESTORE_EMULATOR_HOST" FIREBASE_AUTH_EMULATOR_HOST="$FIREBASE_AUTH_EMULATOR_HOST" \
  $VITEST --project firebase --outputFile.json=.reports/firebase.json

step "production build of the web shell"
(cd web && $PNPM exec next build)

step "consumer contracts: Pact tests of the shell's fetch adapters (rewrite contracts/pacts)"
(cd contracts && $PNPM exec vitest run --config vitest.config.ts --project consumer --reporter=default --reporter=json --outputFile.json=../.reports/contracts-consumer.json)

step "provider verification: every pact against the web app (the shop's server, in-memory database)"
(cd contracts && $PNPM exec vitest run --config vitest.config.ts --project provider --reporter=default --reporter=json --outputFile.json=../.reports/contracts-provider.json)

step "Chromium (Debian) for the browser checks"
CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
export CHROMIUM_PATH

step "end-to-end: the four storefronts in headless Chromium (Playwright, own server and database)"
# The JSON report is counted in the closing line; a failing suite must not stop the figures below.
E2E_STATUS=0
# The emulators' hosts go to Playwright for its third server (Firebase mode) and the Firebase-mode
# specs; E2E_FIREBASE=required makes a missing host fail the run instead of skipping those specs.
# E2E_POSTGRES_URL: the cluster above, for the spec that runs two servers on one PostgreSQL
# (page-cache-two-servers.spec.ts creates and drops its own database there).
(cd e2e && CI=1 E2E_FIREBASE=required FIRESTORE_EMULATOR_HOST="$FIRESTORE_EMULATOR_HOST" \
  FIREBASE_AUTH_EMULATOR_HOST="$FIREBASE_AUTH_EMULATOR_HOST" E2E_POSTGRES=required E2E_POSTGRES_URL="$PG_URL" \
  $PNPM exec playwright test) || E2E_STATUS=$?

step "benchmarks (figures only, never pass/fail on speed)"
$PNPM exec vitest bench --run --config vitest.workspace.ts
# Issue 15: the storefront's pages beside a static copy of their bytes, and the backend calls, at 50
# connections on the production build above (requests/s, p50, p99, share of static).
SKIP_BUILD=1 BENCH_SECONDS=5 bash scripts/load-bench.sh || echo "the load benchmark could not run (see above)"

step "storefront budgets (figures only): first-load JavaScript per route, Lighthouse scores"
(cd e2e && $PNPM exec tsx budgets/run.ts) || echo "budgets could not be measured (see above)"

# One plain closing line for CI, from Vitest's and Playwright's own JSON reports.
E2E_STATUS=$E2E_STATUS node -e '
  const fs = require("fs");
  const read = (f) => JSON.parse(fs.readFileSync(".reports/" + f, "utf8"));
  const vitest = ["all.json", "firebase.json", "web-pglite.json", "contracts-consumer.json", "contracts-provider.json"].map(read);
  const sum = (k) => vitest.reduce((n, r) => n + r[k], 0);
  const e2e = fs.existsSync(".reports/e2e.json") ? read("e2e.json").stats : { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  const passed = sum("numPassedTests") + e2e.expected + e2e.flaky;
  const failed = sum("numFailedTests") + e2e.unexpected;
  const skipped = sum("numPendingTests") + sum("numTodoTests") + e2e.skipped;
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped (end-to-end: ${e2e.expected + e2e.flaky} passed, ${e2e.unexpected} failed)`);
  const e2eRan = e2e.expected + e2e.flaky + e2e.unexpected > 0;
  if (sum("numTotalTests") === 0 || failed > 0 || !e2eRan || process.env.E2E_STATUS !== "0") process.exit(1);
'
