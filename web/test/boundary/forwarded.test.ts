import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import type { IncomingMessage } from "node:http"
import { Socket } from "node:net"
import { clientAddressHeader, normalizeForwarded, parseTrustedProxies } from "../../server/forwarded.mjs"

/** A request as Node hands it to the server: headers and the socket's peer. */
const request = (peer: string, headers: Record<string, string>): IncomingMessage => {
  const socket = new Socket()
  Object.defineProperty(socket, "remoteAddress", { value: peer })
  return { socket, connection: socket, headers: { host: "ro.localhost:3000", ...headers } } as unknown as IncomingMessage
}

const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => parts.join("."))

describe("the client address and forwarded headers (TRUSTED_PROXIES)", () => {
  it("without trusted proxies the socket's peer is the client, whatever a client forwards", () => {
    fc.assert(fc.property(ipv4, fc.array(ipv4, { maxLength: 4 }), fc.string(), (peer, forwarded, host) => {
      const req = request(peer, {
        "x-forwarded-for": forwarded.join(", "),
        "x-forwarded-host": host,
        "x-forwarded-proto": "https",
        "x-real-ip": "198.51.100.7",
        forwarded: "for=198.51.100.8",
        [clientAddressHeader]: "198.51.100.9"
      })
      const resolved = normalizeForwarded(req, parseTrustedProxies(undefined))
      expect(resolved.address).toBe(peer)
      expect(req.headers[clientAddressHeader]).toBe(peer)
      expect(req.headers["x-forwarded-for"]).toBe(peer)
      expect(req.headers["x-forwarded-proto"]).toBe("http")
      expect(req.headers["x-forwarded-host"]).toBeUndefined()
      expect(req.headers["x-real-ip"]).toBeUndefined()
      expect(req.headers["forwarded"]).toBeUndefined()
      expect(resolved.host).toBe("ro.localhost:3000")
    }))
  })

  it("behind N trusted hops the client is the address N hops back, and the proxy's host and scheme count", () => {
    const req = request("10.0.0.2", { "x-forwarded-for": "203.0.113.50, 198.51.100.1", "x-forwarded-proto": "https", "x-forwarded-host": "shop.ro" })
    const resolved = normalizeForwarded(req, parseTrustedProxies("2"))
    expect(resolved).toEqual({ address: "203.0.113.50", proto: "https", host: "shop.ro" })
    expect(req.headers["x-forwarded-host"]).toBe("shop.ro")
    // One hop trusted: the proxy's own peer (the last forwarded address) is the client.
    expect(normalizeForwarded(request("10.0.0.2", { "x-forwarded-for": "203.0.113.50, 198.51.100.1" }), parseTrustedProxies("1")).address)
      .toBe("198.51.100.1")
  })

  it("a trusted proxy that appends to X-Forwarded-Proto/-Host: its own (last) value counts, not the client's", () => {
    const req = request("10.0.0.2", { "x-forwarded-for": "203.0.113.50", "x-forwarded-proto": "https, http", "x-forwarded-host": "evil.example, shop.ro" })
    expect(normalizeForwarded(req, parseTrustedProxies("1"))).toEqual({ address: "203.0.113.50", proto: "http", host: "shop.ro" })
  })

  it("a list of trusted subnets: a spoofed first hop is never believed past an untrusted one", () => {
    const trust = parseTrustedProxies("10.0.0.0/8, loopback")
    const req = request("10.1.2.3", { "x-forwarded-for": "1.1.1.1, 203.0.113.9, 10.9.9.9" })
    expect(normalizeForwarded(req, trust).address).toBe("203.0.113.9")
    // A peer outside the list is the client; its forwarded headers are dropped.
    const direct = request("203.0.113.77", { "x-forwarded-for": "1.1.1.1", "x-forwarded-proto": "https" })
    expect(normalizeForwarded(direct, trust)).toMatchObject({ address: "203.0.113.77", proto: "http" })
  })

  it("refuses a malformed setting at start instead of guessing", () => {
    expect(() => parseTrustedProxies("not-an-address")).toThrow(/TRUSTED_PROXIES/)
    expect(() => parseTrustedProxies("99")).toThrow(/hop count/)
    for (const off of ["", " ", "false", "0"]) expect(parseTrustedProxies(off)("127.0.0.1", 0)).toBe(false)
  })
})
