import { notFound, type NotFound, RepositoryError, ValidationFailed } from "@shop/core/errors"
import { Effect, Result } from "effect"
import { describe, expect, it, vi } from "vitest"
import { useAppDatabase } from "../../support/app.ts"

vi.mock("server-only", () => ({}))
vi.mock("next/headers", () => ({ headers: async () => new Headers() }))
useAppDatabase()

const { formOutcome } = await import("../../../src/storefront/account/actionInput.ts")

describe("what an account form's server action shows", () => {
  it("answers the value, or a refusal the form shows", async () => {
    expect(await formOutcome(Effect.succeed(7) as Effect.Effect<number, ValidationFailed>, "ValidationFailed")).toEqual(Result.succeed(7))
    const refused = await formOutcome(Effect.fail(new ValidationFailed({ fields: { name: "required-field" }, message: "refused" })), "ValidationFailed")
    expect(Result.isFailure(refused) && refused.failure.fields).toEqual({ name: "required-field" })
  })

  it("never shows a database failure as a wrong field: it is thrown for the error page", async () => {
    const outage = Effect.fail(new RepositoryError({ operation: "save", message: "connection lost" }))
    await expect(formOutcome(outage as Effect.Effect<never, RepositoryError | ValidationFailed>, "ValidationFailed")).rejects.toThrow("could not be loaded")
  })

  it("renders the not-found page for a record that is not the user's", async () => {
    const missing = Effect.fail(notFound("order", "x"))
    await expect(formOutcome(missing as Effect.Effect<never, NotFound | ValidationFailed>, "ValidationFailed")).rejects.toMatchObject({
      digest: expect.stringContaining("404")
    })
  })
})
