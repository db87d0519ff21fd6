import { type ChildProcess, spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { createServer } from "node:net"
import { fileURLToPath } from "node:url"

/**
 * The provider: the web app itself (the shop's server, web/server/main.mjs, on its production build), on an in-memory embedded
 * database seeded at start, the sandbox payment gateway, and the Pact state-change call switched on
 * (PACT_PROVIDER_STATES=1, web/app/api/pact-provider-states). Nothing of a developer's database or
 * server is touched.
 *
 * PACT_NEXT_DIST_DIR names the build folder under web/ (default `.next`, the build of the README's
 * test command); PACT_PROVIDER_PORT a port (default: the first free one of 3500-3509, else any);
 * PACT_PROVIDER_BASE_URL a server already running, verified instead of starting one.
 */
const webDir = fileURLToPath(new URL("../../web/", import.meta.url))

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
    probe.once("error", () => resolve(false))
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)))
  })

const anyFreePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      probe.close(() => resolve(port))
    })
  })

const choosePort = async (): Promise<number> => {
  const asked = process.env["PACT_PROVIDER_PORT"]
  if (asked !== undefined && asked !== "") return Number(asked)
  for (let port = 3500; port <= 3509; port++) if (await isFree(port)) return port
  return anyFreePort()
}

export interface RunningProvider {
  readonly baseUrl: string
  readonly stop: () => Promise<void>
  /** What the server printed, for a failure report. */
  readonly output: () => string
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resolves once the app answers a call that reads the database (so it is migrated and seeded). */
const waitUntilReady = async (baseUrl: string, server: ChildProcess, deadline: number) => {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the web app exited with ${server.exitCode}`)
    try {
      const answer = await fetch(`${baseUrl}/api/counties/?countryCode=RO`)
      if (answer.ok) return
    } catch {
      // Not listening yet.
    }
    await sleep(500)
  }
  throw new Error(`the web app did not answer at ${baseUrl} in time`)
}

export const startProvider = async (): Promise<RunningProvider> => {
  const running = process.env["PACT_PROVIDER_BASE_URL"]
  if (running !== undefined && running !== "") {
    // A server someone started (with PACT_PROVIDER_STATES=1): verified as it is, left running.
    return { baseUrl: running.replace(/\/+$/, ""), stop: async () => undefined, output: () => "" }
  }
  const distDir = process.env["PACT_NEXT_DIST_DIR"] ?? ".next"
  if (!existsSync(`${webDir}${distDir}/BUILD_ID`)) {
    throw new Error(`no production build in web/${distDir}: run \`cd web && npx next build\` first (or set PACT_NEXT_DIST_DIR)`)
  }
  const port = await choosePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: "1",
    PGLITE_DATA_DIR: "memory://",
    SEED_ON_START: "true",
    PAYMENTS: "sandbox",
    PACT_PROVIDER_STATES: "1",
    // Recorded requests carry no live human-check token; the check has tests of its own (web, e2e).
    HUMAN_CHECK_SELL_ORDERS: "off"
  }
  for (const name of ["DATABASE_URL", "MARKET", "MARKET_HOSTS", "NODE_OPTIONS"]) delete env[name]
  let output = ""
  const server = spawn(process.execPath, ["server/main.mjs", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: webDir,
    env,
    // Its own process group, so stopping it stops every process it started too.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"]
  })
  server.stdout?.on("data", (chunk) => (output += String(chunk)))
  server.stderr?.on("data", (chunk) => (output += String(chunk)))
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()))
  // Ended by its own exit or by a signal (exitCode stays null then); a group already gone is fine.
  const ended = () => server.exitCode !== null || server.signalCode !== null
  const signal = (pid: number, name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error
    }
  }
  const stop = async () => {
    if (ended() || server.pid === undefined) return
    signal(server.pid, "SIGTERM")
    await Promise.race([exited, sleep(10_000)])
    if (!ended()) signal(server.pid, "SIGKILL")
  }
  try {
    await waitUntilReady(baseUrl, server, Date.now() + 180_000)
  } catch (error) {
    await stop()
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output.slice(-4000)}`)
  }
  return { baseUrl, stop, output: () => output }
}
