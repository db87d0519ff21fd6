import { spawn } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import { pathOf } from "@shop/core/routes/router"
import { emptyAppFloor } from "./emptyAppFloor.ts"
import { firstLoadJs } from "./firstLoadJs.ts"
import { lighthouseScores } from "./lighthouseScores.ts"

/**
 * Prints the storefront's budgets (issue 4): first-load JavaScript per route (as transferred, and
 * gzipped) and Lighthouse
 * performance, accessibility and best-practices for home, product and cart. A measurement, not a
 * test: it fails only when a page cannot be measured. Starts its own server (scripts/serve.sh) on
 * BUDGET_PORT unless BUDGET_PORT_RUNNING names the port of a running one. Figures also go to .reports/budgets.json.
 */
const port = Number(process.env["BUDGET_PORT"] ?? 3310)
const given = process.env["BUDGET_PORT_RUNNING"]
const serverPort = given === undefined ? port : Number(given)
// Node's resolver does not know *.localhost (Chromium does): plain localhost is the RO storefront
// (web/src/market/hosts.ts), so Node fetches from it and Lighthouse opens ro.localhost.
const origin = `http://localhost:${serverPort}`
const browserOrigin = `http://ro.localhost:${serverPort}`

const waitFor = async (url: string, ms: number) => {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`${url} did not come up in ${ms} ms`)
}

const server = given === undefined
  ? spawn("bash", ["scripts/serve.sh"], { env: { ...process.env, E2E_PORT: String(port) }, stdio: "ignore", detached: true })
  : undefined

const stop = () => {
  if (server?.pid !== undefined) {
    try {
      process.kill(-server.pid, "SIGTERM")
    } catch {
      // already gone
    }
  }
}

try {
  await waitFor(`${origin}/`, 240_000)
  const listing = await (await fetch(`${origin}/api/catalog/products/?category=smartphone&pageSize=1&sort=discount`)).json() as {
    readonly items: ReadonlyArray<{ readonly productUrl: string | null }>
  }
  const productPath = listing.items[0]?.productUrl
  if (productPath === undefined || productPath === null) throw new Error("no product to measure")
  const routes: ReadonlyArray<readonly [string, string]> = [
    ["home", pathOf("RO", "index")],
    ["category listing", "/magazin/telefoane/"],
    ["product", productPath],
    ["cart", pathOf("RO", "cart")],
    ["cart finalize", pathOf("RO", "cartFinalize")],
    ["sell landing", pathOf("RO", "sellLanding")],
    ["help", pathOf("RO", "faq")]
  ]
  const js = (await firstLoadJs(routes.map(([, path]) => `${browserOrigin}${path}`)))
    .map((measured, index) => ({ name: routes[index]?.[0] ?? "", path: routes[index]?.[1] ?? "", ...measured }))
  console.log("\nFirst-load JavaScript per route (RO storefront, empty cache, every script until the network is idle)")
  console.log("| route | path | scripts | KiB transferred (Brotli) | KiB gzip | KiB decoded |")
  console.log("|---|---|---|---|---|---|")
  for (const row of js) {
    const path = row.path.length > 48 ? `${row.path.slice(0, 45)}...` : row.path
    const kib = (bytes: number) => (bytes / 1024).toFixed(1)
    console.log(`| ${row.name} | ${path} | ${row.scripts.length} | ${kib(row.transferred)} | ${kib(row.gzip)} | ${kib(row.decoded)} |`)
  }
  const floor = await emptyAppFloor(port + 1)
  console.log(`| (an empty App Router page of the same Next and React) | / | ${floor.scripts.length} | - | ${(floor.gzip / 1024).toFixed(1)} | ${(floor.decoded / 1024).toFixed(1)} |`)
  const scores = []
  for (const [name, path] of routes.filter(([name]) => ["home", "product", "cart"].includes(name))) {
    scores.push({ name, ...(await lighthouseScores(`${browserOrigin}${path}`)) })
  }
  console.log("\nLighthouse 12 (mobile emulation, simulated throttling, Debian Chromium)")
  console.log("| page | performance | accessibility | best practices | LCP ms | TBT ms | CLS |")
  console.log("|---|---|---|---|---|---|---|")
  for (const s of scores) console.log(`| ${s.name} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.lcpMs} | ${s.tbtMs} | ${s.cls} |`)
  mkdirSync("../.reports", { recursive: true })
  writeFileSync("../.reports/budgets.json", JSON.stringify({ measuredAt: new Date().toISOString(), js, emptyAppFloor: floor, scores }, null, 2))
} finally {
  stop()
}
