import { afterAll, beforeAll } from "vitest"
import { disposeRuntime } from "../../src/server/runtime.ts"
import { serveWithSettings } from "../../src/server/settings.ts"
import { databaseDigest, dropTestDatabase, makeTestDatabase } from "./database.ts"

/**
 * Route handlers called as Next calls them: a web Request in, a Response out, no server. The
 * runtime is the application's own (src/server/runtime.ts) on a fresh database per test file:
 * PGlite in memory, or a new database on the PostgreSQL server of TEST_DATABASE_URL. The first
 * call migrates and seeds it, as the first request of a real start does.
 *
 * Every test file must also say `vi.mock("server-only", () => ({}))` (vitest hoists it; it cannot
 * live here): `server-only` throws outside Next's server bundles.
 */

/** What a route module exports per method; the second argument is Next's `{ params }`. */
export type Handler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>

export interface CallOptions {
  readonly method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"
  /** Path and query, e.g. `/api/catalog/products/?page=2`. */
  readonly path: string
  /** A value is sent as JSON; a string is sent as is. */
  readonly body?: unknown
  readonly headers?: Readonly<Record<string, string>>
  /** Dynamic segments, as Next resolves them from the path. */
  readonly params?: Readonly<Record<string, string>>
  /** Host the request is made to (decides the market); `ro.localhost:3000` by default. */
  readonly host?: string
}

export interface Answer<A = unknown> {
  readonly status: number
  readonly json: A
  readonly headers: Headers
}

export const call = async <A = any>(handler: Handler, options: CallOptions): Promise<Answer<A>> => {
  const body = options.body === undefined ? undefined : typeof options.body === "string" ? options.body : JSON.stringify(options.body)
  const request = new Request(`http://${options.host ?? "ro.localhost:3000"}${options.path}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...options.headers },
    ...(body === undefined ? {} : { body })
  })
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) })
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error(`${options.path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`)
  }
  return { status: response.status, json: json as A, headers: response.headers }
}

/** Fails the test with the whole answer when the status is not the expected one. */
export const expectStatus = <A>(answer: Answer<A>, status: number): A => {
  if (answer.status !== status) {
    throw new Error(`expected status ${status}, got ${answer.status}: ${JSON.stringify(answer.json).slice(0, 800)}`)
  }
  return answer.json
}

/** Cold start of PGlite, migrations and the seed: allow them time on a 2-core machine. */
export const startupTimeout = 180_000

/**
 * Gives the test file its own database and runtime, and closes both at the end. Call it once at
 * the top of a test file.
 */
export const useAppDatabase = (): void => {
  let database: Awaited<ReturnType<typeof makeTestDatabase>> | undefined
  beforeAll(async () => {
    await disposeRuntime()
    database = await makeTestDatabase()
    for (const [name, value] of Object.entries(database.env)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    // Migrate and seed now, so no test pays the start-up inside its own time limit.
    await databaseDigest()
  }, startupTimeout)
  afterAll(async () => {
    // A test's settings (support/settings.ts) end with its file.
    serveWithSettings(undefined)
    await disposeRuntime()
    if (database !== undefined) await dropTestDatabase(database)
  }, startupTimeout)
}

export { databaseDigest }
