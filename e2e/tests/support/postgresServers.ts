import { type ChildProcess, spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import pg from "pg"
import { e2ePort } from "./browser.ts"

/**
 * Issue 15's two-process checks: a database of their own in the PostgreSQL cluster test-all starts
 * (E2E_POSTGRES_URL, any database of it: the checks create and drop their own beside it), seeded
 * once, and two of the shop's servers (the production build, web/server/main.mjs) sharing it, as two
 * machines behind a load balancer would. E2E_POSTGRES=required (test-all) makes a missing URL an
 * error instead of a skip.
 */
export const postgresUrl = process.env["E2E_POSTGRES_URL"] || undefined
export const postgresRequired = process.env["E2E_POSTGRES"] === "required"

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..")
export const postgresPorts = [e2ePort + 20, e2ePort + 21] as const

const databaseUrlNamed = (name: string) => {
  const url = new URL(postgresUrl!)
  url.pathname = `/${name}`
  return url.toString()
}

/** One statement on the cluster's maintenance database (CREATE and DROP DATABASE run outside it). */
const onCluster = async (sql: string) => {
  const client = new pg.Client({ connectionString: databaseUrlNamed("postgres") })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

const run = (command: string, args: ReadonlyArray<string>, env: NodeJS.ProcessEnv, cwd: string) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "ignore", "pipe"] })
    let errors = ""
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()))
    child.on("error", reject)
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}: ${errors}`))))
  })

const serverEnv = (databaseUrl: string, secrets: { auth: string; human: string }): NodeJS.ProcessEnv => ({
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  DATABASE_URL: databaseUrl,
  AUTH_TOKEN_SECRET: secrets.auth,
  HUMAN_VERIFICATION_SECRET: secrets.human,
  PAYMENTS: "sandbox",
  SEED_ON_START: "false",
  RATE_LIMIT_SCALE: "20",
  FIRESTORE_EMULATOR_HOST: "",
  FIREBASE_AUTH_EMULATOR_HOST: "",
  PGLITE_DATA_DIR: ""
})

const healthy = async (port: number, server: ChildProcess, log: () => string) => {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server on ${port} exited ${server.exitCode}: ${log()}`)
    const status = await fetch(`http://localhost:${port}/api/health/`).then((answer) => answer.status, () => 0)
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the server on ${port} did not become healthy in 120 s: ${log()}`)
}

export interface TwoServers {
  /** The servers' origins (plain localhost: the RO storefront). */
  readonly origins: ReadonlyArray<string>
  /** One statement on the servers' database, as a staff tool or another process would write it. */
  readonly query: <Row extends pg.QueryResultRow>(sql: string, values?: ReadonlyArray<unknown>) => Promise<ReadonlyArray<Row>>
  readonly stop: () => Promise<void>
}

/** Seeds a fresh database and starts two servers on it; `stop` ends both and drops the database. */
export const startTwoServers = async (): Promise<TwoServers> => {
  const name = `shop_e2e_two_servers_${process.pid}`
  await onCluster(`DROP DATABASE IF EXISTS ${name}`)
  await onCluster(`CREATE DATABASE ${name}`)
  const databaseUrl = databaseUrlNamed(name)
  const secrets = { auth: randomBytes(48).toString("base64"), human: randomBytes(48).toString("base64") }
  const env = serverEnv(databaseUrl, secrets)
  await run("npx", ["tsx", "adapters/src/postgres/cli.ts", "seed"], { ...env, MIGRATIONS_DIR: join(root, "adapters/migrations") }, root)
  const servers = postgresPorts.map((port) => {
    const server = spawn("node", ["server/main.mjs", "--port", String(port)], { cwd: join(root, "web"), env, stdio: ["ignore", "ignore", "pipe"] })
    let log = ""
    server.stderr?.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4_000)))
    return { port, server, log: () => log }
  })
  const client = new pg.Client({ connectionString: databaseUrl })
  const stop = async () => {
    for (const { server } of servers) server.kill("SIGTERM")
    await Promise.all(servers.map(({ server }) => server.exitCode !== null ? undefined : new Promise((resolve) => server.once("exit", resolve))))
    await client.end().catch(() => undefined)
    await onCluster(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
  try {
    await Promise.all(servers.map(({ log, port, server }) => healthy(port, server, log)))
    await client.connect()
  } catch (error) {
    await stop()
    throw error
  }
  return {
    origins: servers.map(({ port }) => `http://localhost:${port}`),
    query: async (sql, values) => (await client.query(sql, values === undefined ? undefined : [...values])).rows,
    stop
  }
}
