#!/usr/bin/env bash
# The shop as the end-to-end suite and the budget script see it: a freshly seeded embedded database of
# its own (so runs never share state), the sandbox payment gateway, the production build of web/
# (built here when missing), the shop's server (web/server/main.mjs, Next behind the socket boundary) on E2E_PORT.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
PORT="${E2E_PORT:-3300}"
DB="${E2E_DB:-$ROOT/.data/e2e-$PORT}"
export NEXT_TELEMETRY_DISABLED=1 METADATA_SERVER_DETECTION=none
# The staff deliveries call (/api/account/staff/deliveries/) for the account specs; a real deployment sets its own.
export ADMIN_TOKEN="${ADMIN_TOKEN:-e2e-moderator-token-0001}"
# The specs read reset mails from the local outbox (off unless asked for; it answers loopback only).
export MAIL_OUTBOX=on
# The staff console's first admin (e2e/tests/support/staff.ts signs in with it).
export STAFF_ADMIN_EMAIL="${STAFF_ADMIN_EMAIL:-admin@e2e.example}"
export STAFF_ADMIN_PASSWORD="${STAFF_ADMIN_PASSWORD:-e2e staff admin password}"
# Every request of the suite comes from loopback, one client address: the per-address rate limits
# (register, contact, reviews, sell orders ...) are scaled for it. Per-account limits stay as shipped.
export RATE_LIMIT_SCALE="${RATE_LIMIT_SCALE:-20}"
export MIGRATIONS_DIR="$ROOT/adapters/migrations"
rm -rf "$DB"
mkdir -p "$(dirname "$DB")"
PGLITE_DATA_DIR="$DB" npx tsx adapters/src/postgres/cli.ts seed
# One photo stored as staff would upload it (core addProductImage), in the iPhone 13's pink gallery, so
# the suite sees a photo go through the image optimizer (AVIF, WebP) beside the generated drawings.
PGLITE_DATA_DIR="$DB" npx tsx adapters/src/postgres/cli.ts add-image e2e/fixtures/test-photo-iphone-13-pink.jpg \
  --model=1011 --colour=Pink --path=/images/photos/iphone-13-pink-test-photo.jpg \
  --alt-en="in hand" --alt-ro="în mână" --alt-bg="в ръка" --alt-hu="kézben" --alt-el="στο χέρι"
# Build when there is no build, or when a source file is newer than it (never test stale code).
if [ ! -f web/.next/BUILD_ID ] || [ -n "$(find web/app web/src web/messages core/src adapters/src -newer web/.next/BUILD_ID -type f -print -quit)" ]; then
  (cd web && npx next build)
fi
cd web
PGLITE_DATA_DIR="$DB" PAYMENTS=sandbox exec node server/main.mjs --port "$PORT"
