import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit } from "effect"
import * as fc from "fast-check"
import { InvalidRequest, NotFound, OfferChanged, productOutOfStock, RepositoryError, ValidationFailed } from "../../src/backend/errors.ts"
import { httpErrorOf } from "../../src/backend/httpError.ts"
import { decodePlaceOrderRequest } from "../../src/backend/orders/placeOrderRequest.ts"
import { decodeCartRefreshBody, decodeQuoteRequest, parseJsonBody } from "../../src/backend/requests.ts"
import { decodeSellOrderPayload } from "../../src/backend/sell/submitSellOrder.ts"

describe("request decoders", () => {
  it.effect("decode a valid cart refresh body and refuse oversized ones", () =>
    Effect.gen(function*() {
      const body = { countryCode: "RO", lines: [{ productId: 101, extraServiceIds: [701], accessoryIds: [] }], accessoryIds: [502] }
      expect(yield* decodeCartRefreshBody(body)).toEqual(body)
      const line = { productId: 1, extraServiceIds: [], accessoryIds: [] }
      const huge = { ...body, lines: Array.from({ length: 101 }, () => line) }
      expect((yield* Effect.flip(decodeCartRefreshBody(huge))).code).toBe("invalid-request")
      expect((yield* Effect.flip(parseJsonBody("{nope"))).code).toBe("invalid-request")
    }))

  it.effect("random JSON never crashes a decoder: it decodes or fails with invalid-request (property)", () =>
    Effect.gen(function*() {
      const decoders: ReadonlyArray<(body: unknown) => Effect.Effect<unknown, InvalidRequest>> = [
        decodeCartRefreshBody,
        decodeQuoteRequest,
        decodePlaceOrderRequest,
        decodeSellOrderPayload
      ]
      const samples = yield* Effect.sync(() => fc.sample(fc.jsonValue(), { numRuns: 300, seed: 3 }))
      for (const sample of samples) {
        for (const decode of decoders) {
          const exit = yield* Effect.exit(decode(sample))
          if (Exit.isFailure(exit)) {
            expect(exit.cause.reasons.every((r) => r._tag === "Fail" && r.error._tag === "InvalidRequest")).toBe(true)
          }
        }
      }
    }))
})

describe("httpErrorOf", () => {
  it("maps each failure to a 4xx with its code, storage failures to 503 without details", () => {
    expect(httpErrorOf(new InvalidRequest({ message: "bad" }))).toEqual({ status: 400, body: { error: "invalid-request", message: "bad" } })
    expect(httpErrorOf(new NotFound({ entity: "product", id: "9", message: "product 9 not found" })).status).toBe(404)
    expect(httpErrorOf(productOutOfStock(9, 2, 1))).toEqual({
      status: 409,
      body: { error: "out-of-stock", message: "product 9: 2 asked, only 1 left", productId: 9, key: "sorry-no-stock" }
    })
    expect(httpErrorOf(new ValidationFailed({ fields: { "contact.email": "invalid-email" }, message: "x" })).body.fields).toEqual({
      "contact.email": "invalid-email"
    })
    expect(httpErrorOf(new OfferChanged({ itemIndexes: [0], offers: [], message: "changed" })).status).toBe(409)
    expect(httpErrorOf(new RepositoryError({ operation: "placeOrder", message: "connection reset by 10.0.0.5" }))).toEqual({
      status: 503,
      body: { error: "unavailable", message: "the service is unavailable, try again" }
    })
  })
})
