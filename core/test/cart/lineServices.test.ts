import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import { ExtraServiceNotOffered } from "../../src/cart/errors.ts"
import { deselectExtraService, selectedServicesTotal, selectExtraService } from "../../src/cart/lineServices.ts"
import { makeCart, makeLine } from "../support/cartArbitraries.ts"

const offered = [
  { id: 1, type: "WARRANTY", key: "warranty-12", price: 99 },
  { id: 2, type: "WARRANTY", key: "warranty-24", buyPrice: 149 },
  { id: 3, type: "INSURANCE", key: "insurance-theft", price: 50.1 }
]
const cart = makeCart({ phoneCart: [makeLine({ id: "A", available_extra_services: offered })] })

describe("extra services", () => {
  it("selects an offered service as {type, id}", () => {
    const after = Result.getOrThrow(selectExtraService(cart, "A", { type: "INSURANCE", id: 3 }))
    expect(after.phoneCart[0]?.selected_extra_services).toEqual([{ type: "INSURANCE", id: 3 }])
  })

  it("keeps one service per type: a second warranty replaces the first", () => {
    const one = Result.getOrThrow(selectExtraService(cart, "A", { type: "WARRANTY", id: 1 }))
    const two = Result.getOrThrow(selectExtraService(one, "A", { type: "WARRANTY", id: 2 }))
    const three = Result.getOrThrow(selectExtraService(two, "A", { type: "INSURANCE", id: 3 }))
    expect(three.phoneCart[0]?.selected_extra_services).toEqual([{ type: "WARRANTY", id: 2 }, { type: "INSURANCE", id: 3 }])
  })

  it("refuses a service the line was not offered", () => {
    const result = selectExtraService(cart, "A", { type: "WARRANTY", id: 9 })
    expect(Result.isFailure(result) && result.failure instanceof ExtraServiceNotOffered).toBe(true)
  })

  it("deselects a service", () => {
    const one = Result.getOrThrow(selectExtraService(cart, "A", { type: "WARRANTY", id: 1 }))
    expect(deselectExtraService(one, "A", { type: "WARRANTY", id: 1 }).phoneCart[0]?.selected_extra_services).toEqual([])
  })

  it("prices selections from the offered list, price before buyPrice", () => {
    const one = Result.getOrThrow(selectExtraService(cart, "A", { type: "WARRANTY", id: 2 }))
    const two = Result.getOrThrow(selectExtraService(one, "A", { type: "INSURANCE", id: 3 }))
    expect(selectedServicesTotal(two.phoneCart[0]!)).toBe(199.1)
  })
})
