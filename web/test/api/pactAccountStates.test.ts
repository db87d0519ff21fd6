import { afterEach, describe, expect, it, vi } from "vitest"
import { RemoteCartDocument } from "@shop/core/cart/remoteDocument"
import { Schema } from "effect"
import * as States from "../../app/api/pact-provider-states/route.ts"
import * as Session from "../../app/api/auth/session/route.ts"
import * as Login from "../../app/api/auth/login/route.ts"
import * as Register from "../../app/api/auth/register/route.ts"
import * as Reset from "../../app/api/auth/reset/route.ts"
import * as Cart from "../../app/api/carts/[uid]/route.ts"
import { call } from "../support/app.ts"
import { useEnvironmentSettings, useSettings } from "../support/settings.ts"
import { useAppDatabase } from "../support/app.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

/**
 * The identity and remote-cart provider states (pact-provider-states/accountStates.ts): the values
 * they answer are what the pacts inject into the requests, so they must be genuine. The cookie
 * header of a signed-in state is a live session, the deactivated and token-less ones get SPEC 4's
 * decisions, the saved cart decodes with core's schema, the credentials sign in, the reset link
 * resets and the solved human check passes.
 */

const path = "/api/pact-provider-states/"
const setUp = async (state: string, params: Record<string, unknown> = {}) => {
  const answer = await call(States.POST, { method: "POST", path, body: { state, params, action: "setup" } })
  expect(answer.status).toBe(200)
  return answer.json as Record<string, string>
}

const sessionOf = async (cookie: string) => (await call(Session.GET, { path: "/api/auth/session/", headers: { cookie } })).json
const cartOf = (uid: string, cookie?: string) =>
  call(Cart.GET, { path: `/api/carts/${uid}/`, params: { uid }, ...(cookie === undefined ? {} : { headers: { cookie } }) })

afterEach(useEnvironmentSettings)

describe("the identity and remote-cart provider states", () => {
  it("answer genuine sessions and SPEC 4's decisions for their cookies", async () => {
    useSettings({ PACT_PROVIDER_STATES: "1" })
    const user = await setUp("a signed-in user")
    const kept = await sessionOf(user["cookie"] ?? "")
    expect([kept.decision, kept.user?.uid]).toEqual(["keep", user["uid"]])
    expect((await sessionOf(user["authCookie"] ?? "")).decision).toBe("sign-in-with-custom-token")
    expect((await cartOf(user["uid"] ?? "", user["cookie"])).json).toEqual({ document: null, droppedLines: 0 })

    const deactivated = await setUp("a signed-in user who has been deactivated")
    expect((await sessionOf(deactivated["cookie"] ?? "")).decision).toBe("logout-deactivated")
    const tokenless = await setUp("a signed-in user whose auth cookie lost its custom token")
    expect((await sessionOf(tokenless["cookie"] ?? "")).decision).toBe("sign-out-and-clear-cart")

    const credentials = await setUp("a user with a password")
    const login = await call(Login.POST, { method: "POST", path: "/api/auth/login/", body: { email: credentials["email"], password: credentials["password"] } })
    expect([login.status, login.json.user.uid]).toEqual([200, credentials["uid"]])
  })

  it("save carts built by core's rules that core's schema decodes, each reachable by its owner only", async () => {
    useSettings({ PACT_PROVIDER_STATES: "1" })
    const owner = await setUp("a signed-in user with a cart", { market: "RO" })
    const answer = await cartOf(owner["uid"] ?? "", owner["cookie"])
    expect(answer.status).toBe(200)
    const cart = Schema.decodeUnknownSync(RemoteCartDocument)(answer.json.document)
    const [line] = cart.phoneCart
    expect(cart.phoneCart).toHaveLength(1)
    expect(line?.selected_extra_services).toHaveLength(1)
    expect(line?.deviceAccessories.every((a) => a.phoneId === line.id)).toBe(true)
    expect(cart.batteryCart.every((b) => b.phoneId === line?.id)).toBe(true)
    expect(cart.accessoryCart.length).toBeGreaterThan(0)

    const lone = await setUp("a user with a cart", { market: "RO" })
    expect((await cartOf(lone["uid"] ?? "")).status).toBe(401)
    const other = await setUp("a signed-in user and another user with a cart", { market: "RO" })
    expect((await cartOf(other["uid"] ?? "", other["cookie"])).status).toBe(403)
    const undecodable = await setUp("a signed-in user whose stored cart does not decode")
    const refused = await cartOf(undecodable["uid"] ?? "", undecodable["cookie"])
    expect([refused.status, refused.json.error]).toEqual([409, "invalid-document"])
    const brokenLine = await setUp("a signed-in user whose stored cart has a line that does not decode", { market: "RO" })
    const partly = await cartOf(brokenLine["uid"] ?? "", brokenLine["cookie"])
    expect([partly.status, (partly.json as { droppedLines?: number }).droppedLines]).toEqual([200, 1])
    expect(Schema.decodeUnknownSync(RemoteCartDocument)(partly.json.document).phoneCart).toHaveLength(1)
  })

  it("answer a reset link's token that sets a password once, and a human check that passes once", async () => {
    useSettings({ PACT_PROVIDER_STATES: "1" })
    const link = await setUp("a password reset link")
    const reset = await call(Reset.POST, { method: "POST", path: "/api/auth/reset/", body: { token: link["token"], password: "Brand-new-secret-7" } })
    expect([reset.status, reset.json.user.uid]).toEqual([200, link["uid"]])
    const again = await call(Reset.POST, { method: "POST", path: "/api/auth/reset/", body: { token: link["token"], password: "Brand-new-secret-8" } })
    expect([again.status, again.json.error]).toEqual([401, "invalid-token"])

    const solved = await setUp("a solved human check")
    const account = { name: "Ana Popescu", email: solved["email"], password: "Pact-secret-42", humanCheck: solved["humanCheck"] }
    const registered = await call(Register.POST, { method: "POST", path: "/api/auth/register/", body: account })
    expect([registered.status, registered.json.user.email]).toEqual([201, solved["email"]])
    const replayed = await call(Register.POST, { method: "POST", path: "/api/auth/register/", body: { ...account, email: `again.${solved["email"]}` } })
    expect([replayed.status, replayed.json.fields]).toEqual([422, { humanCheck: "human-check-failed" }])
  })
})
