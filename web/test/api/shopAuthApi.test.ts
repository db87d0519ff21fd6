import type { Fetch } from "@shop/adapters/http/fetchJson"
import { ShopAuthApiFetch } from "@shop/adapters/http/ShopAuthApiFetch"
import { shopAuthApiSuite } from "@shop/core/test-support/shopAuthApiSuite"
import { Effect } from "effect"
import { vi } from "vitest"
import * as Forgot from "../../app/api/auth/forgot/route.ts"
import * as Login from "../../app/api/auth/login/route.ts"
import * as Logout from "../../app/api/auth/logout/route.ts"
import * as Outbox from "../../app/api/auth/outbox/route.ts"
import * as Register from "../../app/api/auth/register/route.ts"
import * as Reset from "../../app/api/auth/reset/route.ts"
import { useAppDatabase } from "../support/app.ts"
import { send } from "../support/authCalls.ts"
import { solvedToken } from "../support/humanCheck.ts"

vi.mock("server-only", () => ({}))
// The reset mails are read from the local outbox (this machine's requests only).
vi.stubEnv("MAIL_OUTBOX", "on")
useAppDatabase()

const routes: Readonly<Record<string, (request: Request) => Promise<Response>>> = {
  "/api/auth/register/": Register.POST,
  "/api/auth/login/": Login.POST,
  "/api/auth/logout/": Logout.POST,
  "/api/auth/forgot/": Forgot.POST,
  "/api/auth/reset/": Reset.POST
}

let requests = 0

/**
 * One browser on the shop: requests go straight to the route handlers, with the cookies the earlier
 * answers set (and removed). Each request comes from an address of its own, as the per-address
 * limits of registration and reset requests have tests of their own (limits.test.ts).
 */
const browser = (): Fetch => {
  const jar = new Map<string, string>()
  return async (input, init) => {
    const url = new URL(input, "http://ro.localhost:3000")
    const handler = routes[url.pathname]
    if (handler === undefined) return Response.json({ error: "not-found", message: url.pathname }, { status: 404 })
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ")
    const headers = new Headers(init?.headers)
    if (cookie !== "") headers.set("cookie", cookie)
    headers.set("x-shop-client-address", `198.51.100.${++requests % 250}`)
    const response = await handler(new Request(url, { ...init, headers }))
    for (const set of response.headers.getSetCookie()) {
      const [pair = ""] = set.split(";")
      const name = pair.slice(0, pair.indexOf("="))
      const value = pair.slice(pair.indexOf("=") + 1)
      if (value === "" || /Max-Age=0\b/i.test(set)) jar.delete(name)
      else jar.set(name, value)
    }
    return response
  }
}

/** ShopAuthApiFetch against the web app's own /api/auth/ routes (the fetch adapter's half and the server's together). */
shopAuthApiSuite("ShopAuthApiFetch over the route handlers", {
  layer: () => ShopAuthApiFetch.layer({ baseUrl: "http://ro.localhost:3000", fetch: browser() }),
  passingHumanCheck: Effect.promise(solvedToken),
  mailsTo: (email) =>
    Effect.promise(async () => {
      const outbox = await send(Outbox.GET, "/api/auth/outbox/", { headers: { "x-shop-client-address": "127.0.0.1" } })
      const mails: ReadonlyArray<{ readonly to: string; readonly body: string }> = outbox.json.mails ?? []
      return mails.filter((mail) => mail.to === email).map((mail) => mail.body).toReversed()
    })
})
