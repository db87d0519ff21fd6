import { describe, expect, it } from "@effect/vitest"
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { vi } from "vitest"
import { routes } from "./malformedRoutes.ts"

vi.mock("server-only", () => ({}))

/**
 * Every call under web/app/api is in the malformed-input property test's table (malformedRoutes.ts),
 * so a new route cannot ship without random input thrown at it. A route's calls are the methods its
 * file exports one by one (`export const GET = ...`); the destructured rest are the 405 answers.
 */
const apiRoot = join(import.meta.dirname, "../../app/api")

/** Calls that are not in the table, and why. */
const notFuzzed: ReadonlyMap<string, string> = new Map([
  // The catch-all answers every method with the same JSON 404 (validation.test.ts); its parameter is a list.
  ["GET /api/:path/", "the unknown-call 404"]
])

const routeFiles = (folder: string): ReadonlyArray<string> =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(join(folder, entry.name)) : entry.name === "route.ts" ? [join(folder, entry.name)] : [])

/** `orders/[orderId]/route.ts` -> `/api/orders/:orderId/`; `[...path]` -> `:path`. */
const pathOf = (file: string) =>
  `/api/${relative(apiRoot, file).replace(/route\.ts$/, "").replace(/\[(?:\.\.\.)?([^\]]+)\]/g, ":$1")}`

const callsOf = (file: string): ReadonlyArray<string> => {
  const methods = [...readFileSync(file, "utf8").matchAll(/export const (GET|POST|PUT|PATCH|DELETE) =/g)].map((m) => m[1]!)
  const all = /export const \{[^}]*\bGET\b[^}]*\} = unknownCall\(\)/.test(readFileSync(file, "utf8")) ? ["GET"] : []
  return [...methods, ...all].map((method) => `${method} ${pathOf(file)}`)
}

describe("the malformed-input property test's table", () => {
  it("names every call under app/api (and nothing that is not one)", () => {
    const calls = routeFiles(apiRoot).flatMap(callsOf)
    expect(calls.length).toBeGreaterThan(50)
    const fuzzed = new Set(routes.map((route) => `${route.method} ${route.path}`))
    expect(calls.filter((call) => !fuzzed.has(call) && !notFuzzed.has(call))).toEqual([])
    expect([...fuzzed].filter((call) => !calls.includes(call))).toEqual([])
    expect(fuzzed.size).toBe(routes.length)
  })
})

/**
 * What only src/server/http.ts `route` does (issue 16: one HTTP boundary): reading a body, running an
 * Effect, writing an answer. A module under app/api that does one of these itself is a second boundary.
 * The two replies written on purpose, inside a route's `reply`, are named with their reason.
 */
const boundaryWork = /readBodyText|decodeJsonBody|runExit|Response\.json\(|new Response\(|errorResponse\(|failureResponse\(|jsonResponse\(/g
const ownReplies: ReadonlyMap<string, string> = new Map([
  ["carts/cartEvents.ts", "the event stream (route's reply) runs the store's subscription and re-checks the session on the runtime"],
  ["pact-provider-states/route.ts", "the state-change call answers a failed state 500 with its cause (route's reply)"]
])

const sourceFiles = (folder: string): ReadonlyArray<string> =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(folder, entry.name)) : entry.name.endsWith(".ts") ? [join(folder, entry.name)] : [])

describe("the one HTTP boundary", () => {
  it("no module under app/api reads a body, runs an Effect or writes an answer itself", () => {
    const own = sourceFiles(apiRoot)
      .map((file) => [relative(apiRoot, file), [...readFileSync(file, "utf8").matchAll(boundaryWork)].map((m) => m[0])] as const)
      .filter(([file, found]) => found.length > 0 && !ownReplies.has(file))
    expect(own).toEqual([])
  })
})

