#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what it needs, then runs every check in order.
set -euo pipefail
cd "$(dirname "$0")/.."

export NEXT_TELEMETRY_DISABLED=1 METADATA_SERVER_DETECTION=none SCARF_ANALYTICS=false PACT_DO_NOT_TRACK=true
PNPM="npx -y pnpm@12.21.0"

step() { printf '\n== %s ==\n' "$*"; }

step "install"
$PNPM install --frozen-lockfile

step "PostgreSQL test cluster (Debian postgresql, private cluster on a free port)"
export TEST_DATABASE_URL="$(bash scripts/pg-test-cluster.sh start)"
trap 'bash scripts/pg-test-cluster.sh stop >/dev/null 2>&1 || true' EXIT
echo "TEST_DATABASE_URL=$TEST_DATABASE_URL"

step "typecheck"
$PNPM run typecheck

step "unit, property and port contract tests"
mkdir -p .reports
$PNPM exec vitest run --config vitest.workspace.ts --reporter=default --reporter=json --outputFile.json=.reports/vitest.json

step "benchmarks (figures only, never pass/fail on speed)"
$PNPM exec vitest bench --run --config vitest.workspace.ts

# One plain closing line for CI, from Vitest's own JSON report.
node -e '
  const r = require("./.reports/vitest.json");
  console.log(`\n${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
  if (r.numTotalTests === 0 || r.numFailedTests > 0) process.exit(1);
'
