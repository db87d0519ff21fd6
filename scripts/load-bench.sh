#!/usr/bin/env bash
# Load benchmark of the backend calls (issue 3 "Tests and figures"): builds web, starts the shop's server (web/server/main.mjs) on a
# free port against the embedded default (PGlite in a fresh temp data folder, migrated and seeded on the
# first request), then runs autocannon at 50 connections for ~10 s against three calls:
#   POST /api/cart-refresh/      a realistic 3-line cart (devices with a service and accessories)
#   GET  /api/catalog/products/  a listing page's data call
#   GET  /api/catalog/product/   a product detail
# and the storefront's pages (home, the phone listing, a brand listing, a product page, the help page),
# each beside a static copy of itself: the same response's bytes from a bare Node server
# (scripts/bench/static-copy.mjs) in the same run, so the page's share of static speed is printed
# (issue 15). It prints requests/s and p50/p99 latency per call; it never fails on speed.
# Options (environment): BENCH_SECONDS (10), BENCH_CONNECTIONS (50), SKIP_BUILD=1 (reuse web/.next),
# BENCH_PAGES=0 (the calls only), BENCH_CALLS=0 (the pages only).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
export NEXT_TELEMETRY_DISABLED=1
unset DATABASE_URL MARKET MARKET_HOSTS

SECONDS_PER_CALL=${BENCH_SECONDS:-10}
CONNECTIONS=${BENCH_CONNECTIONS:-50}

if [[ "${SKIP_BUILD:-0}" != "1" ]]; then
  echo "== next build"
  (cd web && npx next build >/dev/null)
fi

DATA_DIR=$(mktemp -d -t shop-bench-XXXXXX)
PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
LOG="$DATA_DIR/next.log"
SERVER_PID=""

stop_server() {
  # the server runs in its own session and process group (setsid, pgid = its pid): end that group,
  # then remove the temp folder.
  if [[ -n "$SERVER_PID" ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM -- "-$SERVER_PID" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.2; done
    kill -KILL -- "-$SERVER_PID" 2>/dev/null || true
  fi
  rm -rf "$DATA_DIR"
}
trap stop_server EXIT

echo "== the shop's server on 127.0.0.1:$PORT (PGlite in $DATA_DIR/pglite)"
PGLITE_DATA_DIR="$DATA_DIR/pglite" setsid bash -c 'cd web && exec node server/main.mjs -H 127.0.0.1 -p "$0"' "$PORT" \
  >"$LOG" 2>&1 </dev/null &
SERVER_PID=$!

# The first request opens PGlite, migrates and seeds: allow it a few minutes.
echo "== waiting for the first answer (migrations and seed run on the first request)"
ready=0
for _ in $(seq 1 240); do
  if curl -fsS -o /dev/null -H "host: ro.localhost:$PORT" "http://127.0.0.1:$PORT/api/catalog/brands/" 2>/dev/null; then
    ready=1
    break
  fi
  kill -0 "$SERVER_PID" 2>/dev/null || break
  sleep 1
done
if [[ "$ready" != "1" ]]; then
  echo "the server did not answer; its log:" >&2
  cat "$LOG" >&2
  exit 1
fi

BENCH_ROOT=$ROOT BENCH_TMP=$DATA_DIR BENCH_PORT=$PORT BENCH_SECONDS=$SECONDS_PER_CALL BENCH_CONNECTIONS=$CONNECTIONS node --input-type=module - <<'NODE'
import { createRequire } from "node:module"
const require = createRequire(`${process.cwd()}/package.json`)
const autocannon = require("autocannon")

const port = Number(process.env.BENCH_PORT)
const base = `http://127.0.0.1:${port}`
// The market comes from the host; Node does not resolve ro.localhost, so the header names it.
const headers = { host: `ro.localhost:${port}`, "content-type": "application/json" }
const get = async (path) => {
  const response = await fetch(`${base}${path}`, { headers })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

// A realistic cart: three in-stock devices of the listing, each with its first extra service and
// up to two of its accessories, plus one loose accessory.
const listing = await get("/api/catalog/products/?pageSize=3&sort=price-desc")
const products = listing.items
if (products.length < 3) throw new Error("the seeded listing has fewer than 3 products")
const related = await get(`/api/get-related-accessories/?countryCode=RO&productIds=${products.map((p) => p.id).join(",")}`)
const accessoryIds = (related.data ?? []).filter((a) => a.isActive).map((a) => a.id)
const lines = []
for (const product of products) {
  const refreshed = await fetch(`${base}/api/cart-refresh/`, {
    method: "POST",
    headers,
    body: JSON.stringify({ countryCode: "RO", lines: [{ productId: product.id, extraServiceIds: [], accessoryIds: [] }], accessoryIds: [] })
  }).then((r) => r.json())
  const device = refreshed.devices?.[0]
  lines.push({
    productId: product.id,
    extraServiceIds: (device?.availableExtraServices ?? []).slice(0, 1).map((s) => s.id),
    accessoryIds: (device?.availableAccessories ?? []).filter((a) => a.isActive).slice(0, 2).map((a) => a.id)
  })
}
const cart = { countryCode: "RO", lines, accessoryIds: accessoryIds.slice(0, 1) }

const first = products[0]
const url = new URL(first.productUrl ?? "", base)
const detail = url.pathname.split("/").filter(Boolean)
// Product URLs are /<shop>/<category>/<brand>/<item>/?shape=...
const [, category, brand, item] = detail
const detailPath = `/api/catalog/product/?${new URLSearchParams({ category, brand, item, shape: url.searchParams.get("shape") ?? "" })}`
await get(detailPath)

const calls = [
  { name: "POST /api/cart-refresh/ (3-line cart)", method: "POST", path: "/api/cart-refresh/", body: JSON.stringify(cart) },
  { name: "GET /api/catalog/products/ (listing)", method: "GET", path: "/api/catalog/products/?category=smartphone&sort=price-asc&pageSize=24" },
  { name: "GET /api/catalog/product/ (detail)", method: "GET", path: detailPath }
]

const connections = Number(process.env.BENCH_CONNECTIONS)
const seconds = Number(process.env.BENCH_SECONDS)
const run = (target, call, duration) =>
  autocannon({ url: `${target}${call.path}`, method: call.method, headers, body: call.body, connections, duration })

// A short unmeasured run first: JIT, caches and the database's buffers warm up.
const measure = async (target, call) => {
  await run(target, call, 2)
  const result = await run(target, call, seconds)
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts
  }
}

if (process.env.BENCH_CALLS !== "0") {
  const rows = []
  for (const call of calls) {
    const m = await measure(base, call)
    rows.push({ call: call.name, "req/s": m.rps, "p50 ms": m.p50, "p99 ms": m.p99, requests: m.requests, "non-2xx/errors": m.failed })
    console.log(`${call.name}: ${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms`)
  }
  console.log("")
  console.table(rows)
}

if (process.env.BENCH_PAGES !== "0") {
  const http = await import("node:http")
  const { spawn } = await import("node:child_process")
  const { writeFileSync } = await import("node:fs")
  const net = await import("node:net")
  // The page as autocannon gets it (no Accept-Encoding): status, content type and bytes.
  const fetchPage = (path) =>
    new Promise((resolve, reject) => {
      http.get(`${base}${path}`, { headers: { host: headers.host } }, (response) => {
        const chunks = []
        response.on("data", (chunk) => chunks.push(chunk))
        response.on("end", () => resolve({ status: response.statusCode, type: response.headers["content-type"] ?? "text/html", body: Buffer.concat(chunks) }))
      }).on("error", reject)
    })
  const freePort = () =>
    new Promise((resolve) => {
      const server = net.createServer()
      server.listen(0, "127.0.0.1", () => { const { port } = server.address(); server.close(() => resolve(port)) })
    })
  const staticCopy = async (page, name) => {
    const file = `${process.env.BENCH_TMP}/${name}.bytes`
    writeFileSync(file, page.body)
    const port = await freePort()
    const child = spawn(process.execPath, [`${process.env.BENCH_ROOT}/scripts/bench/static-copy.mjs`, file, page.type, "-", String(port)], { stdio: ["ignore", "pipe", "inherit"] })
    await new Promise((resolve) => child.stdout.once("data", resolve))
    return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() }
  }
  // A brand's listing lives right under the shop root: /magazin/<brand>/.
  const [shopRoot, , productBrand] = url.pathname.split("/").filter(Boolean)
  const brandPath = `/${shopRoot}/${productBrand}/`
  const pages = [
    { name: "home", path: "/" },
    { name: "phone listing", path: "/magazin/telefoane/" },
    { name: "brand listing", path: brandPath },
    { name: "product", path: `${url.pathname}${url.search}` },
    { name: "help (content)", path: "/suport/" }
  ]
  const rows = []
  for (const page of pages) {
    const copy = await fetchPage(page.path)
    if (copy.status !== 200) throw new Error(`${page.path}: ${copy.status}`)
    const bare = await staticCopy(copy, page.name.replace(/\W+/g, "-"))
    const call = { method: "GET", path: page.path }
    let shop
    let still
    try {
      still = await measure(bare.origin, call)
      shop = await measure(base, call)
    } finally {
      bare.stop()
    }
    const share = still.rps === 0 ? 0 : (100 * shop.rps) / still.rps
    rows.push({
      page: `${page.name} ${page.path.length > 40 ? `${page.path.slice(0, 40)}...` : page.path}`,
      "KiB": Math.round(copy.body.length / 102.4) / 10,
      "req/s": shop.rps,
      "p50 ms": shop.p50,
      "p99 ms": shop.p99,
      "static req/s": still.rps,
      "share of static %": Math.round(share * 10) / 10,
      "non-2xx/errors": shop.failed
    })
    console.log(`${page.name}: ${shop.rps} req/s (static copy ${still.rps}, ${share.toFixed(1)} %), p50 ${shop.p50} ms, p99 ${shop.p99} ms`)
  }
  console.log("")
  console.table(rows)
}
console.log(`node ${process.version}, ${connections} connections, ${seconds} s per call`)
NODE
