import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import * as AvailableShapes from "../../app/api/available-shapes/route.ts"
import * as RelatedAccessories from "../../app/api/get-related-accessories/route.ts"
import { call, expectStatus, useAppDatabase } from "../support/app.ts"
import { findDetail, phones, refresh } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

interface RefreshAnswer {
  readonly devices: ReadonlyArray<{
    legacySellOrderId: number | null
    productId: number
    price: number
    availability: number
    selectedExtraServices: ReadonlyArray<{ id: number; type: string }>
    availableExtraServices: ReadonlyArray<{ id: number }>
    accessories: ReadonlyArray<{ id: number; isActive: boolean }>
    availableAccessories: ReadonlyArray<{ id: number; isActive: boolean }>
  }>
  readonly accessories: ReadonlyArray<{ id: number; isActive: boolean; phoneId: unknown }>
}

describe("POST /api/cart-refresh/", () => {
  it("answers the server's price, stock, services and accessories for every line, in order", async () => {
    const detail = await findDetail((d) => d.extraServices.length > 0 && d.accessories.length > 1)
    const [other] = (await phones(5)).filter((p) => p.id !== detail.product.id)
    const service = detail.extraServices[0]!
    const accessory = detail.accessories[0]!
    const loose = detail.accessories[1]!
    const answer = expectStatus(
      await refresh({
        countryCode: "RO",
        lines: [
          { productId: detail.product.id, extraServiceIds: [service.id], accessoryIds: [accessory.id] },
          { productId: other!.id, extraServiceIds: [], accessoryIds: [] }
        ],
        accessoryIds: [loose.id]
      }),
      200
    ) as RefreshAnswer
    expect(answer.devices.map((d) => d.productId)).toEqual([detail.product.id, other!.id])
    const [first, second] = answer.devices
    expect(first!.legacySellOrderId).not.toBeNull()
    expect(first!.price).toBe(detail.product.price)
    expect(first!.availability).toBe(detail.product.stock)
    expect(first!.selectedExtraServices).toEqual([{ type: service.type, id: service.id }])
    expect(first!.availableExtraServices.map((s) => s.id)).toContain(service.id)
    expect(first!.accessories.map((a) => a.id)).toEqual([accessory.id])
    expect(first!.availableAccessories.every((a) => a.isActive)).toBe(true)
    expect(second!.price).toBe(other!.price)
    expect(answer.accessories.map((a) => a.id)).toEqual([loose.id])
  })

  it("ignores prices a client adds and answers the database's", async () => {
    const detail = await findDetail((d) => d.extraServices.length > 0 && d.accessories.length > 1)
    const service = detail.extraServices[0]!
    const accessory = detail.accessories[0]!
    const loose = detail.accessories[1]!
    // Prices a tampering client sends, every one of them different from the database's.
    const fake = (price: number) => Math.max(1, Math.round(price / 10))
    const tampered = {
      countryCode: "RO",
      total: 1,
      lines: [{
        productId: detail.product.id,
        extraServiceIds: [service.id],
        accessoryIds: [accessory.id],
        price: fake(detail.product.price),
        buy_price: fake(detail.product.price),
        previousPrice: fake(detail.product.price),
        extraServices: [{ id: service.id, price: fake(service.price) }],
        accessories: [{ id: accessory.id, price: fake(accessory.price) }]
      }],
      accessoryIds: [loose.id],
      accessories: [{ id: loose.id, price: fake(loose.price) }]
    }
    expect(fake(detail.product.price)).not.toBe(detail.product.price)
    type Priced = { readonly id: number; readonly price: number }
    const answer = expectStatus(await refresh(tampered), 200) as {
      devices: ReadonlyArray<{ price: number; availableExtraServices: ReadonlyArray<Priced>; accessories: ReadonlyArray<Priced> }>
      accessories: ReadonlyArray<Priced>
    }
    const [device] = answer.devices
    expect(device!.price).toBe(detail.product.price)
    expect(device!.availableExtraServices.find((s) => s.id === service.id)?.price).toBe(service.price)
    expect(device!.accessories).toEqual([expect.objectContaining({ id: accessory.id, price: accessory.price })])
    expect(answer.accessories).toEqual([expect.objectContaining({ id: loose.id, price: loose.price })])
  })

  it("answers a null sell order id for a product the market does not have (the line leaves the cart)", async () => {
    const answer = expectStatus(
      await refresh({ countryCode: "RO", lines: [{ productId: 999_999_999, extraServiceIds: [], accessoryIds: [] }], accessoryIds: [] }),
      200
    ) as RefreshAnswer
    expect(answer.devices).toHaveLength(1)
    expect(answer.devices[0]!.legacySellOrderId).toBeNull()
  })

  it("answers 400 for a body that is not a cartRefreshBody", async () => {
    for (const body of [{ countryCode: "DE", lines: [], accessoryIds: [] }, { countryCode: "RO" }, "[1,2", { countryCode: "RO", lines: [{ productId: 1.5, extraServiceIds: [], accessoryIds: [] }], accessoryIds: [] }]) {
      const answer = await refresh(body)
      expect(answer.status).toBe(400)
      expect((answer.json as { error: string }).error).toBe("invalid-request")
    }
  })
})

describe("GET /api/get-related-accessories/", () => {
  const related = (query: string) => call(RelatedAccessories.GET, { path: `/api/get-related-accessories/?${query}` })

  it("answers success and the active accessories of the products, each once", async () => {
    const detail = await findDetail((d) => d.accessories.length > 0)
    const [other] = (await phones(3)).filter((p) => p.id !== detail.product.id)
    const answer = expectStatus(await related(`countryCode=RO&productIds=${detail.product.id},${other!.id}`), 200) as {
      success: boolean
      data: ReadonlyArray<{ id: number; isActive: boolean; phoneId: unknown; price: number }>
    }
    expect(answer.success).toBe(true)
    const ids = answer.data.map((a) => a.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(answer.data.every((a) => a.isActive && a.phoneId === null)).toBe(true)
    for (const accessory of detail.accessories) expect(ids).toContain(accessory.id)
  })

  it("answers 404 when no product id is known, 400 for malformed queries, both with success false and no data", async () => {
    const unknown = await related("countryCode=RO&productIds=999999999")
    expect(unknown.status).toBe(404)
    expect(unknown.json).toMatchObject({ success: false, data: [], error: "not-found" })
    for (const query of ["productIds=1", "countryCode=ro&productIds=1", "countryCode=RO", "countryCode=RO&productIds=a", "countryCode=RO&productIds=1&countryCode=BG"]) {
      const answer = await related(query)
      expect(answer.status, query).toBe(400)
      expect(answer.json, query).toMatchObject({ success: false, data: [], error: "invalid-request" })
    }
  })
})

describe("GET /api/available-shapes/", () => {
  const shapes = (query: string) => call(AvailableShapes.GET, { path: `/api/available-shapes/?${query}` })

  it("answers the shapes of the product's configuration in data.relatedSpecs, the item named shape", async () => {
    const [phone] = await phones(1)
    const answer = expectStatus(await shapes(`locale=RO&productId=${phone!.id}`), 200) as {
      success: boolean
      data: { relatedSpecs: ReadonlyArray<{ name: string; items: ReadonlyArray<string> }> }
    }
    expect(answer.success).toBe(true)
    const shape = answer.data.relatedSpecs.find((spec) => spec.name === "shape")
    expect(shape?.items).toContain(phone!.spec.shape)
  })

  it("answers 404 for an unknown product, 400 for malformed queries, both with success false and no specs", async () => {
    const unknown = await shapes("locale=RO&productId=999999999")
    expect(unknown.status).toBe(404)
    expect(unknown.json).toMatchObject({ success: false, data: { relatedSpecs: [] }, error: "not-found" })
    for (const query of ["productId=1", "locale=XX&productId=1", "locale=RO&productId=-1", "locale=RO&productId=01", "locale=RO&productId=2147483648"]) {
      const answer = await shapes(query)
      expect(answer.status, query).toBe(400)
      expect(answer.json, query).toMatchObject({ success: false, data: { relatedSpecs: [] }, error: "invalid-request" })
    }
  })
})
