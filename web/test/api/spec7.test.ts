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
    const [phone] = await phones(1)
    const answer = expectStatus(
      await refresh({
        countryCode: "RO",
        lines: [{ productId: phone!.id, extraServiceIds: [], accessoryIds: [], price: 1, buy_price: 1 }],
        accessoryIds: [],
        total: 1
      }),
      200
    ) as RefreshAnswer
    expect(answer.devices[0]!.price).toBe(phone!.price)
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

  it("answers 404 when no product id is known, 400 for malformed queries", async () => {
    expect((await related("countryCode=RO&productIds=999999999")).status).toBe(404)
    for (const query of ["productIds=1", "countryCode=ro&productIds=1", "countryCode=RO", "countryCode=RO&productIds=a", "countryCode=RO&productIds=1&countryCode=BG"]) {
      expect((await related(query)).status, query).toBe(400)
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

  it("answers 404 for an unknown product, 400 for malformed queries", async () => {
    expect((await shapes("locale=RO&productId=999999999")).status).toBe(404)
    for (const query of ["productId=1", "locale=XX&productId=1", "locale=RO&productId=-1", "locale=RO&productId=01"]) {
      expect((await shapes(query)).status, query).toBe(400)
    }
  })
})
