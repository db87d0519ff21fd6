import { afterEach, describe, expect, it, vi } from "vitest"
import * as States from "../../app/api/pact-provider-states/route.ts"
import { call, databaseDigest, useAppDatabase } from "../support/app.ts"
import { useEnvironmentSettings, useSettings } from "../support/settings.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

/**
 * The Pact state-change call sets up data (orders, sold-out devices): it must not exist on a
 * server that was not started for the provider verification, where it answers as a path that names
 * no call and writes nothing.
 */

const path = "/api/pact-provider-states/"
const change = (body: unknown) => call(States.POST, { method: "POST", path, body })

afterEach(useEnvironmentSettings)

describe("the provider-state call without PACT_PROVIDER_STATES=1", () => {
  it.each([undefined, "0", "true", ""])("answers POST as an unknown path and sets nothing up (flag %s)", async (flag) => {
    useSettings(flag === undefined ? {} : { PACT_PROVIDER_STATES: flag })
    const before = await databaseDigest()
    const answers = [
      await change({ state: "a device that is sold out", params: { market: "RO" }, action: "setup" }),
      await change({ state: "no order with the id", action: "setup" }),
      await change({ state: "a device that is sold out", params: { market: "RO" }, action: "teardown" })
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(404)
      expect(answer.json).toEqual({ error: "not-found", message: `no call at ${path}` })
    }
    expect(await databaseDigest()).toEqual(before)
    // The other methods answer as on every route, whatever the flag.
    expect((await call(States.GET, { path })).status).toBe(405)
  })
})

describe("the provider-state call with PACT_PROVIDER_STATES=1", () => {
  it("answers a state's values, does nothing on teardown, and refuses unknown states and bad bodies", async () => {
    useSettings({ PACT_PROVIDER_STATES: "1" })
    const noOrder = await change({ state: "no order with the id", params: {}, action: "setup" })
    expect(noOrder.status).toBe(200)
    expect(noOrder.json.orderId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(await change({ state: "a device that is sold out", params: { market: "RO" }, action: "teardown" })).toEqual({ status: 200, json: {} })
    const unknown = await change({ state: "a unicorn in stock", action: "setup" })
    expect([unknown.status, unknown.json.error]).toEqual([400, "invalid-request"])
    const malformed = await call(States.POST, { method: "POST", path, body: "{ state" })
    expect([malformed.status, malformed.json.error]).toEqual([400, "invalid-request"])
    const badMarket = await change({ state: "a parcel locker", params: { market: "FR" }, action: "setup" })
    expect(badMarket.status).toBe(500)
    expect(badMarket.json.message).toContain("market must be RO, BG, HU or GR")
  })
})
