import { describe, expect, it } from "@effect/vitest"
import { ConfigAttributes } from "@shop/core/sell/config"
import { vi } from "vitest"
import * as SellModels from "../../app/api/sell/models/route.ts"
import * as SellModelOptions from "../../app/api/sell/models/[modelId]/options/route.ts"
import { call, expectStatus, useAppDatabase } from "../support/app.ts"
import { pricedSellItem } from "../support/sell.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

interface Option { readonly id: number; readonly attribute: string; readonly label: string }

const optionsOf = (modelId: string, host?: string) =>
  call<ReadonlyArray<Option>>(SellModelOptions.GET, {
    path: `/api/sell/models/${encodeURIComponent(modelId)}/options/`,
    params: { modelId },
    ...(host === undefined ? {} : { host })
  })

const modelIds = async (host: string): Promise<ReadonlyArray<number>> =>
  expectStatus(await call<ReadonlyArray<{ id: number }>>(SellModels.GET, { path: "/api/sell/models/", host }), 200).map((m) => m.id)

describe("GET /api/sell/models/{modelId}/options/", () => {
  it("answers a bought model's config values, the priced storage among them, then the market's providers", async () => {
    const item = await pricedSellItem("RO")
    const options = expectStatus(await optionsOf(String(item.model!.id)), 200)
    for (const option of options) expect(ConfigAttributes).toContain(option.attribute)
    const idsOf = (attribute: string) => options.filter((o) => o.attribute === attribute).map((o) => o.id)
    expect(idsOf("colour")).toContain(item.config.colour)
    if (item.config.storage !== undefined) expect(idsOf("storage")).toContain(item.config.storage)
    const providers = options.filter((o) => o.attribute === "provider")
    expect(providers.slice(0, 2)).toEqual([
      { id: 530, attribute: "provider", label: "Unlocked" },
      { id: 531, attribute: "provider", label: "Locked to a carrier" }
    ])
    expect(providers.slice(2).every((p) => p.label.endsWith(" RO"))).toBe(true)
    // The model's own values come first, each group by id.
    expect(options.slice(-providers.length)).toEqual(providers)
    const own = options.slice(0, -providers.length).map((o) => o.id)
    expect(own).toEqual(own.toSorted((a, b) => a - b))
  })

  it("gives the market's providers: by host, or by countryCode", async () => {
    const bg = await modelIds("bg.localhost:3000")
    const id = String(bg[0])
    const byHost = expectStatus(await optionsOf(id, "bg.localhost:3000"), 200)
    const byCountry = expectStatus(
      await call<ReadonlyArray<Option>>(SellModelOptions.GET, { path: `/api/sell/models/${id}/options/?countryCode=BG`, params: { modelId: id } }),
      200
    )
    expect(byCountry).toEqual(byHost)
    const carriers = byHost.filter((o) => o.attribute === "provider" && o.id > 531)
    expect(carriers.length).toBeGreaterThan(0)
    expect(carriers.every((p) => p.label.endsWith(" BG"))).toBe(true)
  })

  it("answers 404 for a model nobody has or the market does not buy", async () => {
    expect((await optionsOf("999999999")).status).toBe(404)
    const ro = new Set(await modelIds("ro.localhost:3000"))
    const notInRo = [...await modelIds("bg.localhost:3000"), ...await modelIds("hu.localhost:3000")].find((id) => !ro.has(id))
    if (notInRo !== undefined) expect((await optionsOf(String(notInRo))).status).toBe(404)
  })

  it("answers 400 for a malformed id", async () => {
    for (const id of ["abc", "0", "012", "-3", "1e3", "12.0", " 12", "9".repeat(12)]) {
      const answer = await optionsOf(id)
      expect(answer.status, id).toBe(400)
      expect(answer.json, id).toMatchObject({ error: "invalid-request" })
    }
  })

  it("answers only GET", async () => {
    expect((await call(SellModelOptions.POST, { path: "/api/sell/models/1/options/", params: { modelId: "1" }, body: {} })).status).toBe(405)
  })
})
