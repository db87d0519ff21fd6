#!/usr/bin/env bash
# The "run the shop" command of the README: installs, migrates and seeds the embedded database
# (PGlite in .data/pglite, created on first start and reused after), builds and starts the web shell,
# and prints the four storefront URLs. Set DATABASE_URL to use PostgreSQL instead; PORT picks the port.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
export NEXT_TELEMETRY_DISABLED=1 METADATA_SERVER_DETECTION=none SCARF_ANALYTICS=false PACT_DO_NOT_TRACK=true
export PGLITE_DATA_DIR="${PGLITE_DATA_DIR:-$ROOT/.data/pglite}"
export MIGRATIONS_DIR="${MIGRATIONS_DIR:-$ROOT/adapters/migrations}"
PORT="${PORT:-3000}"
PNPM="npx -y pnpm@12.21.0"

$PNPM install --frozen-lockfile
mkdir -p "$(dirname "$PGLITE_DATA_DIR")"
$PNPM exec tsx adapters/src/postgres/cli.ts seed
(cd web && $PNPM exec next build)

echo
echo "The shop is starting on port $PORT:"
for market in ro bg hu gr; do echo "  http://$market.localhost:$PORT/"; done
echo "(shop, cart and guest checkout are live; payments go through the sandbox gateway)"
echo
cd web && exec node server/main.mjs --port "$PORT"
