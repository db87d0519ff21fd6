import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { guardRequest, malformedConsolePath, malformedPagePath, requestSource } from "../../server/requestGuard.mjs"

const input = (options: {
  method?: string
  url?: string
  headers?: Record<string, string>
  hasBody?: boolean
}) => ({
  method: options.method ?? "GET",
  url: options.url ?? "/",
  origin: "http://ro.localhost:3000",
  header: (name: string) => options.headers?.[name],
  hasBody: options.hasBody ?? false
})

const unsafe = fc.constantFrom("POST", "PUT", "PATCH", "DELETE")

describe("requests refused at the socket boundary", () => {
  it("a malformed percent-escape is a JSON 400 under /api/ and the not-found page elsewhere, never Next's 500", () => {
    expect(guardRequest(input({ url: "/api/orders/%ff/" }))).toMatchObject({ kind: "refuse", status: 400, json: true })
    expect(guardRequest(input({ url: "/magazin/%ff/?x=1" }))).toEqual({ kind: "rewrite", url: malformedPagePath })
    expect(guardRequest(input({ url: "/magazin/%E0%A4%A/" }))).toEqual({ kind: "rewrite", url: malformedPagePath })
    // Under the console it is the console's 404, in the console's document.
    expect(guardRequest(input({ url: "/staff/orders/%ff/" }))).toEqual({ kind: "rewrite", url: malformedConsolePath })
    expect(guardRequest(input({ url: "/staffing/%ff/" }))).toEqual({ kind: "rewrite", url: malformedPagePath })
    // The query is URLSearchParams' to decode (leniently); only the path names a route.
    expect(guardRequest(input({ url: "/api/catalog/brands/?q=%ff" }))).toEqual({ kind: "pass" })
  })

  it("Next's own pages asked for by name get the shop's not-found page; paths that only start alike pass", () => {
    for (const url of ["/_not-found", "/_not-found/", "/_not-found/?x=1", "/_global-error/", "/_not-found/deeper/"]) {
      expect(guardRequest(input({ url })), url).toEqual({ kind: "rewrite", url: malformedPagePath })
    }
    for (const url of ["/_not-founds/", "/magazin/_not-found/", "/not-found/", "/"]) expect(guardRequest(input({ url })), url).toEqual({ kind: "pass" })
  })

  it("no path, however broken, throws or passes undecoded", () => {
    fc.assert(fc.property(fc.string(), fc.constantFrom("/", "/api/"), fc.constantFrom("GET", "POST"), (tail, prefix, method) => {
      const url = prefix + tail
      const decision = guardRequest(input({ method, url, headers: { origin: "http://ro.localhost:3000" } }))
      let decodes = true
      try {
        decodeURIComponent(url.split(/[?#]/)[0] ?? "")
      } catch {
        decodes = false
      }
      if (!decodes) expect(decision.kind).not.toBe("pass")
    }))
  })

  it("a state-changing request from another site is refused (403), whatever its body", () => {
    fc.assert(fc.property(unsafe, fc.constantFrom("/api/auth/logout/", "/api/orders/", "/magazin/cosul-meu/"), (method, url) => {
      for (const headers of [
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site" },
        { origin: "https://evil.example" },
        { origin: "null" },
        { origin: "http://bg.localhost:3000" },
        { origin: "https://ro.localhost:3000" }
      ]) {
        expect(guardRequest(input({ method, url, headers }))).toMatchObject({ kind: "refuse", status: 403, json: url.startsWith("/api/") })
      }
    }))
  })

  it("the shop's own pages, a typed request and clients that are no browser pass", () => {
    for (const headers of [{ "sec-fetch-site": "same-origin" }, { "sec-fetch-site": "none" }, { origin: "http://ro.localhost:3000" }, {}]) {
      expect(requestSource(input({ method: "POST", headers }))).toBe("same")
      expect(guardRequest(input({ method: "POST", url: "/api/auth/logout/", headers }))).toEqual({ kind: "pass" })
    }
    // Sec-Fetch-Site wins over Origin: a browser that sends both is believed on the one it cannot fake.
    expect(requestSource(input({ method: "POST", headers: { "sec-fetch-site": "cross-site", origin: "http://ro.localhost:3000" } }))).toBe("cross")
    // Reading is never refused for its origin: a link from another site opens any page.
    expect(guardRequest(input({ url: "/logout/", headers: { "sec-fetch-site": "cross-site" } }))).toEqual({ kind: "pass" })
  })

  it("a body under /api/ must be JSON: the encodings a cross-site form sends without asking are 415", () => {
    for (const type of ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const headers: Record<string, string> = { "content-type": type }
      expect(guardRequest(input({ method: "POST", url: "/api/orders/", headers, hasBody: true }))).toMatchObject({ kind: "refuse", status: 415 })
    }
    for (const type of ["application/json", "application/json; charset=utf-8", "application/merge-patch+json"]) {
      expect(guardRequest(input({ method: "PUT", url: "/api/carts/u1/", headers: { "content-type": type }, hasBody: true }))).toEqual({ kind: "pass" })
    }
    // An absolute-form target is judged by its path.
    expect(guardRequest(input({ method: "POST", url: "http://ro.localhost:3000/api/orders/?x=1", headers: { "content-type": "text/plain" }, hasBody: true })))
      .toMatchObject({ kind: "refuse", status: 415 })
    // No body (logout, payment start) needs no type, nor does an empty chunked body without one (the
    // Pact verifier's bodyless POST): the route decodes what it expects. A page's form post (server actions) is Next's.
    expect(guardRequest(input({ method: "POST", url: "/api/payments/x/start/", hasBody: true }))).toEqual({ kind: "pass" })
    expect(guardRequest(input({ method: "POST", url: "/api/auth/logout/" }))).toEqual({ kind: "pass" })
    expect(guardRequest(input({ method: "POST", url: "/cont/setari/", headers: { "content-type": "text/plain" }, hasBody: true }))).toEqual({ kind: "pass" })
  })
})
