import { afterEach, describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import { requestContextKey } from "../../server/globalKeys.mjs"
import { installRequestContext, requestContextStorage } from "../../server/requestContext.mjs"
import { clientAddress, limitKeyOf } from "../../src/server/clientAddress.ts"
import { servedWithoutBoundary } from "../../src/server/requestContext.ts"
import { runExit } from "../../src/server/runtime.ts"
import { Effect, Exit } from "effect"
import fc from "fast-check"
import { useEnvironmentSettings, useSettings } from "../support/settings.ts"

vi.mock("server-only", () => ({}))

/**
 * Where the app learns the client's address: the boundary's request context, never a header a client
 * could send itself (issue 14: a new X-Forwarded-For, or x-shop-client-address, per guess removed
 * every per-address limit under plain `next start`).
 */
const forged = new Request("http://ro.localhost:3000/api/auth/login/", { headers: { "x-shop-client-address": "127.0.0.1" } })
const context = (clientAddress: string) => ({ clientAddress, path: "/", unavailableRetryAfter: undefined })

afterEach(() => {
  Reflect.set(globalThis, "__shopTrustClientAddressHeader", true)
  Reflect.deleteProperty(globalThis, requestContextKey)
  useEnvironmentSettings()
})

describe("clientAddress", () => {
  it("is the boundary's address, whatever header the request carries", () => {
    installRequestContext()
    requestContextStorage.run(context("203.0.113.9"), () => expect(clientAddress(forged)).toBe("203.0.113.9"))
  })

  it("without the boundary, a header names nobody: unknown (only the route-handler tests' flag believes it)", () => {
    Reflect.set(globalThis, "__shopTrustClientAddressHeader", false)
    expect(clientAddress(forged)).toBe("unknown")
    Reflect.set(globalThis, "__shopTrustClientAddressHeader", true)
    expect(clientAddress(forged)).toBe("127.0.0.1")
  })

  it("a production server without the boundary (plain `next start`) serves nothing: 503 on every call", async () => {
    useSettings({ NODE_ENV: "production" })
    const exit = await runExit(Effect.succeed("served"))
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain("RepositoryError")
    expect(servedWithoutBoundary(true)).toBe(true)
    // Behind the boundary (its store installed), or outside production, the runtime serves.
    installRequestContext()
    expect(servedWithoutBoundary(true)).toBe(false)
    Reflect.deleteProperty(globalThis, requestContextKey)
    expect(servedWithoutBoundary(false)).toBe(false)
  })
})

describe("limitKeyOf", () => {
  it("keys IPv4 by the address, IPv4-mapped IPv6 as its IPv4, IPv6 by its /64", () => {
    expect(limitKeyOf("203.0.113.9")).toBe("203.0.113.9")
    expect(limitKeyOf("::ffff:203.0.113.9")).toBe("203.0.113.9")
    expect(limitKeyOf("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64")
    expect(limitKeyOf("2001:0db8:0001:0002::1")).toBe("2001:db8:1:2::/64")
    expect(limitKeyOf("unknown")).toBe("unknown")
    expect(limitKeyOf("")).toBe("unknown")
  })

  it("gives every address of one /64 the same key, and addresses of another /64 another", () => {
    const hextet = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16))
    fc.assert(fc.property(fc.array(hextet, { minLength: 8, maxLength: 8 }), fc.array(hextet, { minLength: 4, maxLength: 4 }), (address, host) => {
      const same = [...address.slice(0, 4), ...host]
      expect(limitKeyOf(same.join(":"))).toBe(limitKeyOf(address.join(":")))
      const other = [...address.slice(0, 3), ((parseInt(address[3]!, 16) + 1) % 0x10000).toString(16), ...host]
      expect(limitKeyOf(other.join(":"))).not.toBe(limitKeyOf(address.join(":")))
    }))
  })
})
