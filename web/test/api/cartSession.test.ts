import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import { Exit } from "effect"
import { UserRepository } from "@shop/core/backend/auth/ports"
import * as Register from "../../app/api/auth/register/route.ts"
import * as Cart from "../../app/api/carts/[uid]/route.ts"
import { runExit } from "../../src/server/runtime.ts"
import { useAppDatabase } from "../support/app.ts"
import { solvedToken } from "../support/humanCheck.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

/** The cart routes with the identity's session plugged in (web/app/api/carts/session.ts). */

const origin = "http://ro.localhost:3000"

const registered = async (email: string) => {
  const response = await Register.POST(new Request(`${origin}/api/auth/register/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "secret-42", name: "Ana Pop", humanCheck: await solvedToken() })
  }))
  expect(response.status).toBe(201)
  const body = await response.json() as { user: { uid: string } }
  const cookies = new Map(response.headers.getSetCookie().map((c) => {
    const pair = c.split(";")[0] ?? ""
    return [pair.slice(0, pair.indexOf("=")), decodeURIComponent(pair.slice(pair.indexOf("=") + 1))] as const
  }))
  return { uid: body.user.uid, cookies }
}

const getCart = async (uid: string, cookies: Readonly<Record<string, string>>) => {
  const cookie = Object.entries(cookies).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ")
  const response = await Cart.GET(new Request(`${origin}/api/carts/${uid}/`, { headers: cookie === "" ? {} : { cookie } }), { params: Promise.resolve({ uid }) })
  return { status: response.status, json: await response.json() as { error?: string; document?: unknown } }
}

describe("cart routes behind the session cookie", () => {
  it("open the signed-in user's own cart only; a deactivated user, a broken cookie pair or no cookie is 401", async () => {
    const ana = await registered("ana.cart.session@example.com")
    const ion = await registered("ion.cart.session@example.com")
    const anaCookies = { shop_session: ana.cookies.get("shop_session") ?? "", shop_auth: ana.cookies.get("shop_auth") ?? "" }

    expect(await getCart(ana.uid, anaCookies)).toEqual({ status: 200, json: { document: null, droppedLines: 0 } })
    expect((await getCart(ion.uid, anaCookies)).status).toBe(403)
    expect((await getCart(ana.uid, {})).status).toBe(401)
    expect((await getCart(ana.uid, { shop_session: "forged.token.value" })).status).toBe(401)
    // SPEC 4: an auth cookie without its custom token is no session.
    expect((await getCart(ana.uid, { ...anaCookies, shop_auth: "" })).status).toBe(401)

    const deactivated = await runExit(UserRepository.use((users) => users.setDeactivatedAt(ana.uid, Date.UTC(2026, 10, 22))))
    expect(Exit.isSuccess(deactivated)).toBe(true)
    expect((await getCart(ana.uid, anaCookies)).status).toBe(401)
  })
})
