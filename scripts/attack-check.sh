#!/usr/bin/env bash
# Tries issue 14's attacks against a running shop and prints what it tried and what held (exit 1 when
# one did not). The shop is reached at the address given (default http://127.0.0.1:3000), each market
# through its Host header: <market>.localhost:<port>, or ATTACK_HOSTS=RO=shop.ro,BG=shop.bg,...
#
#   bash scripts/start.sh &            # or any running shop
#   bash scripts/attack-check.sh http://127.0.0.1:3000
#
# It registers throw-away accounts, places an unpaid guest order and a sell order, sends a contact
# message, and spends login, reset and contact attempts of its address: run it against a test shop,
# not a live one. ATTACK_SECOND_BASE=http://127.0.0.1:3001 names a second process on the same
# database (PostgreSQL) for the human check's single use across processes.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x node_modules/.bin/tsx ] || npx -y pnpm@12.21.0 install --frozen-lockfile
exec node_modules/.bin/tsx scripts/attack-check.ts "$@"
