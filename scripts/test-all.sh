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
trap 'bash scripts/pg-test-cluster.sh stop >/dev/null 2>&1 || true' EXIT
echo "PostgreSQL at $PG_URL"

step "typecheck"
$PNPM run typecheck

rm -rf .reports && mkdir -p .reports

step "unit, property, port contract and integration tests (adapters on PGlite and PostgreSQL, web on PostgreSQL)"
TEST_DATABASE_URL="$PG_URL" $VITEST --outputFile.json=.reports/all.json

step "web integration tests on the embedded default (PGlite in memory)"
$VITEST --project web --outputFile.json=.reports/web-pglite.json

step "production build of the web shell"
(cd web && $PNPM exec next build)

step "benchmarks (figures only, never pass/fail on speed)"
$PNPM exec vitest bench --run --config vitest.workspace.ts

# One plain closing line for CI, from Vitest's own JSON reports.
node -e '
  const fs = require("fs");
  const reports = fs.readdirSync(".reports").map((f) => require("./.reports/" + f));
  const sum = (k) => reports.reduce((n, r) => n + r[k], 0);
  const passed = sum("numPassedTests"), failed = sum("numFailedTests");
  const skipped = sum("numPendingTests") + sum("numTodoTests");
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  if (sum("numTotalTests") === 0 || failed > 0) process.exit(1);
'
