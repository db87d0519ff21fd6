import { describe, expect, it } from "@effect/vitest"
import {
  CartLimitsExceeded,
  DeviceNotAccepted,
  InvalidRequest,
  NotFound,
  OfferChanged,
  productOutOfStock,
  RateLimited,
  RepositoryError,
  ValidationFailed
} from "@shop/core/errors"
import { ErrorBody } from "@shop/core/errorBody"
import { IdentityError } from "@shop/core/auth/identityError"
import { RemoteCartStoreError } from "@shop/core/ports/RemoteCartStore"
import * as fc from "fast-check"
import { Schema } from "effect"
import { backendErrorAnswer, errorAnswer, internalAnswer, unavailableRetryAfterSeconds } from "../../src/http/errorAnswer.ts"
import { identityErrorAnswer } from "../../src/http/identityErrorAnswer.ts"
import { remoteCartErrorAnswer } from "../../src/http/remoteCartErrorAnswer.ts"

describe("backendErrorAnswer: the one error mapping of every route", () => {
  it("maps each failure to its status and the flat error body", () => {
    expect(backendErrorAnswer(new InvalidRequest({ message: "bad" }))).toEqual({ status: 400, body: { error: "invalid-request", message: "bad" } })
    expect(backendErrorAnswer(new NotFound({ entity: "product", id: "9", message: "product 9 not found" })).status).toBe(404)
    expect(backendErrorAnswer(productOutOfStock(9, 2, 1))).toEqual({
      status: 409,
      body: { error: "out-of-stock", message: "product 9: 2 asked, only 1 left", productId: 9, key: "sorry-no-stock" }
    })
    expect(backendErrorAnswer(new ValidationFailed({ fields: { "contact.email": "invalid-email" }, message: "x" })).body).toEqual({
      error: "validation-failed",
      message: "x",
      fields: { "contact.email": "invalid-email" }
    })
    expect(backendErrorAnswer(new OfferChanged({ itemIndexes: [0], offers: [], message: "changed" }))).toEqual({
      status: 409,
      body: { error: "offer-changed", message: "changed", itemIndexes: [0], offers: [] }
    })
    expect(backendErrorAnswer(new DeviceNotAccepted({ itemIndexes: [1], reasonKey: "sell.not-accepted.condition", message: "no" })).body).toEqual({
      error: "not-accepted",
      message: "no",
      key: "sell.not-accepted.condition",
      itemIndexes: [1]
    })
    const limits = new CartLimitsExceeded({ rule: "TooManyItems", count: 6, max: 5, modelName: null, storage: null, message: "too many" })
    expect(backendErrorAnswer(limits)).toEqual({
      status: 422,
      body: { error: "cart-limits", message: "too many", limit: { rule: "TooManyItems", count: 6, max: 5, modelName: null, storage: null } }
    })
  })

  it("every body it writes is an ErrorBody", () => {
    const is = Schema.is(ErrorBody)
    expect(is(backendErrorAnswer(productOutOfStock(1, 1, 0)).body)).toBe(true)
    expect(is(backendErrorAnswer(new OfferChanged({ itemIndexes: [0], offers: [], message: "c" })).body)).toBe(true)
  })

  it("a storage failure answers 503 with a generic sentence, never the SQL or its parameters", () => {
    const leak = "Failed query: select * from orders where email = $1\nparams: ana@example.ro"
    const { status, body } = backendErrorAnswer(new RepositoryError({ operation: "placeOrder", message: leak }))
    expect(status).toBe(503)
    expect(backendErrorAnswer(new RepositoryError({ operation: "placeOrder", message: leak })).retryAfterSeconds).toBe(unavailableRetryAfterSeconds)
    expect(body.error).toBe("unavailable")
    expect(Object.keys(body).sort()).toEqual(["error", "message"])
    expect(body.message).not.toContain("select")
    expect(body.message).not.toContain("ana@example.ro")
  })

  it("any status of 500 or more keeps only the code and a generic sentence", () => {
    const answer = errorAnswer(502, "upstream", "gateway said: card 4111", { key: "x", productId: 1 })
    expect(answer.body).toEqual({ error: "upstream", message: expect.not.stringContaining("4111") })
    expect(Object.keys(answer.body).sort()).toEqual(["error", "message"])
    expect(internalAnswer).toMatchObject({ status: 500, body: { error: "internal" } })
  })

  it("every 429 and 503 names when to try again; nothing else does", () => {
    fc.assert(fc.property(fc.integer({ min: 400, max: 599 }), fc.option(fc.double({ min: 0.001, max: 86_400, noNaN: true }), { nil: undefined }), (status, seconds) => {
      const answer = errorAnswer(status, "code", "message", {}, seconds)
      if (seconds !== undefined) {
        expect(answer.retryAfterSeconds).toBe(Math.max(1, Math.ceil(seconds)))
      } else if (status === 429 || status === 503) {
        expect(answer.retryAfterSeconds).toBeGreaterThanOrEqual(1)
      } else {
        expect(answer.retryAfterSeconds).toBeUndefined()
      }
    }))
  })

  it("a spent rate limit is 429 too-many-requests, Retry-After the seconds left in its window, repeated in the body", () => {
    const limited = new RateLimited({ limit: "contact", retryAfterSeconds: 1_234, message: "Too many attempts" })
    expect(backendErrorAnswer(limited)).toEqual({
      status: 429,
      retryAfterSeconds: 1_234,
      body: { error: "too-many-requests", message: "Too many attempts", retryAfterSeconds: 1_234 }
    })
    expect(Schema.is(ErrorBody)(backendErrorAnswer(limited).body)).toBe(true)
    // Any 429, a provider's own limit included, tells the client in the body too.
    expect(errorAnswer(429, "too-many-requests", "wait").body).toEqual({ error: "too-many-requests", message: "wait", retryAfterSeconds: 60 })
  })

  it("answers an identity failure with its code, SPEC 8 translation key and status", () => {
    expect(identityErrorAnswer(new IdentityError({ code: "invalid-credential" }))).toEqual({
      status: 401,
      body: { error: "invalid-credential", message: "The email or password is wrong.", key: "auth-invalid-credential" }
    })
    expect(identityErrorAnswer(new IdentityError({ code: "too-many-requests", retryAfterSeconds: 90 }))).toMatchObject({ status: 429, retryAfterSeconds: 90 })
    // The provider's own limit names no window: a minute.
    expect(identityErrorAnswer(new IdentityError({ code: "too-many-requests" })).retryAfterSeconds).toBe(60)
    const down = identityErrorAnswer(new IdentityError({ code: "network-request-failed", providerCode: "ECONNRESET" }))
    expect(down).toMatchObject({ status: 503, body: { error: "network-request-failed" }, retryAfterSeconds: unavailableRetryAfterSeconds })
    expect(JSON.stringify(down)).not.toContain("ECONNRESET")
  })

  it("answers a remote cart store failure: an unreadable document 409, an unreachable store 503", () => {
    const failure = (reason: "Unavailable" | "InvalidDocument") =>
      remoteCartErrorAnswer(new RemoteCartStoreError({ operation: "get", uid: "ana", reason, message: "select * from carts" }))
    expect(failure("InvalidDocument")).toEqual({ status: 409, body: { error: "invalid-document", message: "the stored cart does not decode" } })
    expect(failure("Unavailable")).toMatchObject({ status: 503, body: { error: "unavailable" }, retryAfterSeconds: unavailableRetryAfterSeconds })
    expect(failure("Unavailable").body.message).not.toContain("select")
  })
})
