// @ts-check
/**
 * The shop's server: Next.js behind the socket boundary (boundary.mjs). Used wherever the shop runs
 * (scripts/start.sh, the end-to-end and contract servers, the load benchmark) instead of `next start`,
 * which would let any client name its own address in X-Forwarded-For (issue 14). Next's request
 * handler is the same one `next start` uses (next/dist/server/lib/start-server getRequestHandlers).
 *
 *   node server/main.mjs [--port 3000] [--hostname 0.0.0.0]      (from web/, after `next build`)
 *
 * PORT and --hostname work as for `next start`; TRUSTED_PROXIES says which peers may forward addresses.
 * After it listens, the server asks its own /api/health/ once, which builds the application (database,
 * migrations, secrets): a shop that cannot start (PGlite folder held by another process, no
 * AUTH_TOKEN_SECRET with DATABASE_URL) says why in its log and exits 1 instead of answering 503s.
 */
import { createServer } from "node:http"
import { dirname, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import compression from "compression"
import { makeBoundary } from "./boundary.mjs"
import { parseTrustedProxies } from "./forwarded.mjs"
import { makePageCache } from "./pageCache.mjs"
import { catalogVersion, installRequestContext } from "./requestContext.mjs"
import { cspSourcesFromEnv } from "./securityHeaders.mjs"
import { makeStaticBrotli } from "./staticBrotli.mjs"

/**
 * `--port 3000`, `-p 3000`, `--port=3000` (and `--hostname`, `-H`), as `next start` takes them.
 * @param {ReadonlyArray<string>} args
 * @param {string} name
 * @param {string} short
 * @returns {string | undefined}
 */
const argument = (args, name, short) => {
  const index = args.findIndex((arg) => arg === `--${name}` || arg === short)
  if (index !== -1) return args[index + 1]
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
}

const args = process.argv.slice(2)
const port = Number(argument(args, "port", "-p") ?? process.env["PORT"] ?? "3000")
// Not HOSTNAME from the environment: shells and containers export it as the machine's own name.
const hostname = argument(args, "hostname", "-H")
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`The port "${port}" is not a port number`)
  process.exit(1)
}

// As `next start` does; Next's own types make NODE_ENV read-only.
Reflect.set(process.env, "NODE_ENV", process.env["NODE_ENV"] ?? "production")
process.env["NEXT_TELEMETRY_DISABLED"] ??= "1"
const dev = process.env["NODE_ENV"] === "development"

let trust
try {
  trust = parseTrustedProxies(process.env["TRUSTED_PROXIES"])
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}

/**
 * A whole number setting of at least 0, or the default when unset; the server refuses to start on any
 * other value rather than guess.
 * @param {string} name
 * @param {number} fallback
 * @returns {number}
 */
const wholeSetting = (name, fallback) => {
  const raw = process.env[name]?.trim()
  if (raw === undefined || raw === "") return fallback
  if (!/^\d{1,6}$/.test(raw)) {
    console.error(`${name} must be a whole number (got "${raw}")`)
    process.exit(1)
  }
  return Number(raw)
}
// The page cache (pageCache.mjs): PAGE_CACHE_MB of shared pages (0 turns it off), each served for at
// most PAGE_CACHE_SECONDS unless the catalog changes first. Off in development, where pages change.
const pageCacheMegabytes = wholeSetting("PAGE_CACHE_MB", 64)
const pageCacheSeconds = wholeSetting("PAGE_CACHE_SECONDS", 60)
const pageCache = dev || pageCacheMegabytes === 0 || pageCacheSeconds === 0
  ? undefined
  : makePageCache({ maxBytes: pageCacheMegabytes * 1024 * 1024, maxAgeMs: pageCacheSeconds * 1000, version: catalogVersion })

// gzip (or deflate, brotli) as the client accepts, for every answer big enough to gain (1 KiB).
const compressAnswers = compression()

installRequestContext()
const dir = resolve(dirname(fileURLToPath(import.meta.url)), "..")
const { default: next } = await import("next")
// The build's scripts and styles, compressed once with Brotli before the start (staticBrotli.mjs).
const staticFiles = dev ? undefined : makeStaticBrotli({ dir: resolve(dir, process.env["NEXT_DIST_DIR"] ?? ".next", "static"), logError: (message, error) => console.error(message, error) })
const app = next({ dev, dir, port, ...(hostname === undefined ? {} : { hostname }), customServer: true })

/** @type {import("node:http").Server | undefined} */
let server
const stop = () => {
  server?.close()
  server?.closeIdleConnections()
  process.exit(0)
}
// Before prepare(): the instrumentation hook (web/instrumentation-node.ts) then runs these after it
// has closed the database.
process.once("SIGTERM", stop)
process.once("SIGINT", stop)

// Compressed on zlib's threads while Next prepares, so that the first answer is already the small one.
await Promise.all([app.prepare(), staticFiles?.prepare()])
const handle = app.getRequestHandler()
server = createServer(makeBoundary({
  trust,
  cspSources: cspSourcesFromEnv(process.env),
  dev,
  handle: (req, res) => handle(req, res),
  ...(pageCache === undefined ? {} : { pageCache }),
  ...(staticFiles === undefined ? {} : { staticFiles }),
  compress: (req, res, next) => compressAnswers(/** @type {any} */ (req), /** @type {any} */ (res), () => next()),
  logError: (message, error) => console.error(message, error)
}))

await new Promise((resolveListen, rejectListen) => {
  server?.once("error", rejectListen)
  server?.listen(port, hostname, () => resolveListen(undefined))
}).catch((error) => {
  console.error(`The shop could not listen on ${hostname ?? "*"}:${port}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})

const address = server.address()
const boundPort = typeof address === "object" && address !== null ? address.port : port
const loopback = hostname === undefined || hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname
console.log(`> The shop is listening on ${hostname ?? "*"}:${boundPort}`)

const healthUrl = `http://${loopback.includes(":") ? `[${loopback}]` : loopback}:${boundPort}/api/health/`
const askHealth = () =>
  fetch(healthUrl).catch((error) => {
    console.error(`The start check could not reach ${healthUrl}:`, error)
    return { ok: false, status: 0 }
  })
// A start that failed is tried again by the next request (src/server/runtime.ts): a cause that passes
// (a data folder another process is still letting go of, a machine too busy) gets a few more tries.
const startAttempts = 4
let health = await askHealth()
for (let attempt = 1; !health.ok && health.status === 503 && attempt < startAttempts; attempt++) {
  console.error(`The shop's services did not start (attempt ${attempt} of ${startAttempts}); trying again in 2 s.`)
  await new Promise((resolveWait) => setTimeout(resolveWait, 2_000))
  health = await askHealth()
}
if (!health.ok) {
  console.error(`The shop could not start (its health check answered ${health.status}); the reason is logged above.`)
  process.exit(1)
}
console.log("> Ready")
