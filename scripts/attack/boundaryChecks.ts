import { expectThat, type Check } from "./check.ts"
import { rawExchange, send } from "./http.ts"

/** The socket boundary (web/server): bad input, headers, cross-site requests, forwarded headers. */
export const boundaryChecks: ReadonlyArray<Check> = [
  {
    area: "bad input",
    tried: "GET /api/orders/%ff/ (a malformed percent-escape under /api/)",
    run: async (target) => {
      const answer = await send(target, "/api/orders/%ff/")
      return expectThat(answer.status === 400 && answer.json().error === "invalid-request", `${answer.status} ${answer.text.slice(0, 80)}`)
    }
  },
  {
    area: "bad input",
    tried: "GET /magazin/%ff/ (a malformed percent-escape in a page path)",
    run: async (target) => {
      const answer = await send(target, "/magazin/%ff/")
      const html = String(answer.headers["content-type"] ?? "").startsWith("text/html")
      return expectThat(answer.status === 404 && html && answer.text.includes("not-found"), `${answer.status} ${answer.headers["content-type"]}`)
    }
  },
  {
    area: "bad input",
    tried: "a 200 KiB chunked body to POST /api/cart-refresh/, then a second request on the same connection",
    run: async (target) => {
      const piece = "x".repeat(16 * 1024)
      const chunks = [`POST /api/cart-refresh/ HTTP/1.1\r\nHost: ${target.hostOf("RO")}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`]
      for (let i = 0; i < 13; i++) chunks.push(`${piece.length.toString(16)}\r\n${piece}\r\n`)
      chunks.push("0\r\n\r\n", `GET /api/health/ HTTP/1.1\r\nHost: ${target.hostOf("RO")}\r\n\r\n`)
      const answer = await rawExchange(target, chunks)
      const head = answer.text.slice(0, answer.text.indexOf("\r\n\r\n")).toLowerCase()
      const ok = answer.text.startsWith("HTTP/1.1 400") && head.includes("connection: close") && !head.includes("keep-alive") &&
        answer.text.includes("invalid-request") && answer.closedByServer
      return expectThat(ok, `${answer.text.split("\r\n")[0]}, ${head.includes("connection: close") ? "Connection: close" : "keep-alive"}, ${answer.closedByServer ? "closed after the answer" : "left open"}`)
    }
  },
  {
    area: "web hardening",
    tried: "GET / and look for the security headers",
    run: async (target) => {
      const answer = await send(target, "/")
      const policy = String(answer.headers["content-security-policy"] ?? "")
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? ""
      const scripts = [...answer.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes("application/json"))
      const ok = nonce !== "" && policy.includes("frame-ancestors 'none'") && policy.includes("'strict-dynamic'") &&
        answer.headers["x-content-type-options"] === "nosniff" && answer.headers["referrer-policy"] !== undefined &&
        answer.headers["permissions-policy"] !== undefined && scripts.length > 0 && scripts.every((tag) => tag.includes(`nonce="${nonce}"`))
      return expectThat(ok, `CSP with nonce: ${nonce !== ""}, ${scripts.length} script tags all nonce'd: ${scripts.every((tag) => tag.includes(nonce))}`)
    }
  },
  {
    area: "web hardening",
    tried: "POST /api/auth/logout/ from another site (Origin: https://evil.example; Sec-Fetch-Site: cross-site)",
    run: async (target) => {
      const byOrigin = await send(target, "/api/auth/logout/", { method: "POST", headers: { origin: "https://evil.example" } })
      const bySite = await send(target, "/api/auth/logout/", { method: "POST", headers: { "sec-fetch-site": "cross-site" } })
      return expectThat(byOrigin.status === 403 && bySite.status === 403, `${byOrigin.status}, ${bySite.status}`)
    }
  },
  {
    area: "web hardening",
    tried: "POST /api/auth/login/ with a JSON body sent as text/plain (what a cross-site form can send)",
    run: async (target) => {
      const answer = await send(target, "/api/auth/login/", { body: JSON.stringify({ email: "a@b.ro", password: "x" }), headers: { "content-type": "text/plain" } })
      return expectThat(answer.status === 415, `${answer.status} ${answer.text.slice(0, 80)}`)
    }
  }
]
