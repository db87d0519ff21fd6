import { describe, expect, it } from "@effect/vitest"
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { vi } from "vitest"
import fc from "fast-check"
import { cookiesOfHeader, requestCookies, sessionCookieName } from "../../src/server/auth/cookies.ts"

vi.mock("server-only", () => ({}))

/**
 * Issue 14, second review: the route handlers kept the FIRST of a repeated cookie name, the pages and
 * server actions (Next's `cookies()`) the LAST, so a request carrying two `shop_session` values was
 * one user's on an API call and another's on a page. One parser now (cookies.ts cookiesOfHeader), and
 * no server file reads cookies any other way.
 */
const webRoot = join(import.meta.dirname, "../..")

const sourceFiles = (folder: string): ReadonlyArray<string> =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sourceFiles(path)
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : []
  })

const serverFiles = [...sourceFiles(join(webRoot, "app")), ...sourceFiles(join(webRoot, "src")), ...sourceFiles(join(webRoot, "server"))]

describe("one way to read the session cookie", () => {
  it("no server file takes cookies from Next's cookies() but pageCookies.ts (which only sets them)", () => {
    const importers = serverFiles
      .filter((file) => /import\s*\{[^}]*\bcookies\b[^}]*\}\s*from\s*"next\/headers"/.test(readFileSync(file, "utf8")))
      .map((file) => relative(webRoot, file))
    expect(importers).toEqual(["src/server/auth/pageCookies.ts"])
    const pageCookies = readFileSync(join(webRoot, "src/server/auth/pageCookies.ts"), "utf8")
    expect(pageCookies).not.toMatch(/jar\.get|\.getAll\(|\.has\(/)
  })

  it("no server file parses a Cookie header itself", () => {
    const parsers = serverFiles
      .filter((file) => !file.endsWith(join("auth", "cookies.ts")))
      .filter((file) => /\.get\(\s*["']cookie["']\s*\)/.test(readFileSync(file, "utf8")))
      .map((file) => relative(webRoot, file))
    expect(parsers).toEqual(["src/server/auth/pageCookies.ts"])
  })
})

describe("cookiesOfHeader", () => {
  it("keeps the first value of a repeated name, whichever way the header is spelled", () => {
    expect(cookiesOfHeader(`${sessionCookieName}=first; ${sessionCookieName}=second`).get(sessionCookieName)).toBe("first")
    expect(cookiesOfHeader(`a=1;${sessionCookieName}=first;${sessionCookieName}=second`).get(sessionCookieName)).toBe("first")
    expect(requestCookies(new Request("http://x/", { headers: { cookie: `${sessionCookieName}=one; ${sessionCookieName}=two` } })).get(sessionCookieName)).toBe("one")
  })

  it("decodes values, skips undecodable ones and parts without a name; a later good value of a skipped name counts", () => {
    const parsed = cookiesOfHeader(`${sessionCookieName}=%ff; ${sessionCookieName}=good%20one; =x; novalue; shop_auth=`)
    expect(parsed.get(sessionCookieName)).toBe("good one")
    expect(parsed.get("shop_auth")).toBe("")
    expect([...parsed.keys()].sort()).toEqual(["shop_auth", sessionCookieName].sort())
    expect(cookiesOfHeader(null).size).toBe(0)
    expect(cookiesOfHeader("").size).toBe(0)
  })

  it("any list of cookies: each name maps to the first of its decodable values (property)", () => {
    const arbName = fc.constantFrom(sessionCookieName, "shop_auth", "consent", "x")
    const arbValue = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{0,12}$/), fc.constant("%ff"), fc.constant("a%20b"))
    fc.assert(fc.property(fc.array(fc.tuple(arbName, arbValue), { maxLength: 8 }), fc.constantFrom("; ", ";"), (pairs, separator) => {
      const parsed = cookiesOfHeader(pairs.map(([name, value]) => `${name}=${value}`).join(separator))
      for (const name of new Set(pairs.map(([n]) => n))) {
        const first = pairs.filter(([n, v]) => n === name && v !== "%ff")[0]
        expect(parsed.get(name)).toBe(first === undefined ? undefined : decodeURIComponent(first[1]))
      }
    }))
  })
})
