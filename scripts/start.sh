#!/usr/bin/env bash
# The "run the shop" command of the README. The web shell (issue 4) is not built yet, so this installs the
# workspace and starts what exists: the market overview of the core (routes, categories, currencies per market).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 METADATA_SERVER_DETECTION=none SCARF_ANALYTICS=false PACT_DO_NOT_TRACK=true
PNPM="npx -y pnpm@12.21.0"
$PNPM install --frozen-lockfile
$PNPM exec tsx scripts/market-overview.ts
