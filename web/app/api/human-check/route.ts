import { HumanCheckSetup, HumanVerification } from "@shop/core/ports/HumanVerification"
import { RepositoryError } from "@shop/core/errors"
import { Effect } from "effect"
import { route } from "../../../src/server/http.ts"
import { notAllowedExcept } from "../../../src/server/methods.ts"

/**
 * GET /api/human-check/: what the HumanCheck widget needs (SPEC 7 "set up with a site key"): the
 * provider, its site key and, for the embedded provider, a fresh signed challenge. Never cached.
 */
export const GET = route({
  response: HumanCheckSetup,
  handler: () =>
    Effect.gen(function* () {
      const verification = yield* HumanVerification
      return yield* verification.setup.pipe(
        Effect.mapError((failure) => new RepositoryError({ operation: "human check setup", message: failure.message }))
      )
    })
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
