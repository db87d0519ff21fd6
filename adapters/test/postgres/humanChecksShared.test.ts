import { describe, expect, it } from "@effect/vitest"
import { solveChallenge } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/sha"
import { Effect, Layer, Result } from "effect"
import { SpentHumanChecks } from "@shop/core/backend/ports/SpentHumanChecks"
import { RepositoryError } from "@shop/core/errors"
import { HumanVerification } from "@shop/core/ports/HumanVerification"
import { HumanVerificationEmbedded } from "../../src/humanVerification/HumanVerificationEmbedded.ts"
import { encodeEmbeddedToken } from "../humanVerification/embeddedToken.ts"
import { Database, type DatabaseShape } from "../../src/postgres/Database.ts"
import { SpentHumanChecksPg } from "../../src/postgres/repositories/SpentHumanChecksPg.ts"
import { openTwoProcesses } from "../../src/postgres/testDatabases.ts"

/**
 * Issue 14, "the human check is single-use across processes": two embedded checks (two server
 * processes: same secret, each its own connection pool) over one database. A solved challenge
 * passes once in total, however the two receive it.
 */
const secret = HumanVerificationEmbedded.randomSecret()
const options = { secret, counterMin: 50, counterMax: 400 }
const processOver = (database: DatabaseShape) =>
  HumanVerificationEmbedded.layer(options).pipe(Layer.provide(SpentHumanChecksPg.layer), Layer.provide(Layer.succeed(Database, database)))

const solved = (check: Layer.Layer<HumanVerification>) =>
  Effect.gen(function* () {
    const setup = yield* HumanVerification.use((h) => h.setup).pipe(Effect.provide(check))
    const challenge = setup.challenge as Parameters<typeof solveChallenge>[0]["challenge"]
    const solution = yield* Effect.promise(() => solveChallenge({ challenge, deriveKey }))
    if (solution === null) return yield* Effect.die("no solution")
    return encodeEmbeddedToken(challenge, solution)
  })

const verifyOn = (check: Layer.Layer<HumanVerification>, token: string) =>
  Effect.map(Effect.result(HumanVerification.use((h) => h.verify(token)).pipe(Effect.provide(check))), (r) =>
    Result.isSuccess(r) ? "passed" : r.failure.reason)

describe("the embedded human check with two server processes on one database", () => {
  it.effect("a solved token passes once in total: one after the other, and when both see it at once", () =>
    Effect.scoped(Effect.gen(function* () {
      const [one, two] = yield* openTwoProcesses(process.env["TEST_DATABASE_URL"])
      const first = processOver(one)
      const second = processOver(two)
      const token = yield* solved(first)
      expect(yield* verifyOn(second, token)).toBe("passed")
      expect(yield* verifyOn(first, token)).toBe("reused")
      expect(yield* verifyOn(second, token)).toBe("reused")
      // Ten copies of another token, sent to both processes at once.
      const raced = yield* solved(second)
      const outcomes = yield* Effect.all(Array.from({ length: 10 }, (_, i) => verifyOn(i % 2 === 0 ? first : second, raced)), {
        concurrency: "unbounded"
      })
      expect(outcomes.filter((o) => o === "passed")).toHaveLength(1)
      expect(outcomes.filter((o) => o === "reused")).toHaveLength(9)
    })), 120_000)

  it.effect("when the record of spent checks cannot be written, the check is refused, never passed", () =>
    Effect.gen(function* () {
      const down = Layer.succeed(SpentHumanChecks, SpentHumanChecks.of({
        spend: () => Effect.fail(new RepositoryError({ operation: "spend a human check", message: "connection lost" })),
        sweep: () => Effect.succeed(0)
      }))
      const check = HumanVerificationEmbedded.layer(options).pipe(Layer.provide(down))
      expect(yield* verifyOn(check, yield* solved(check))).toBe("unavailable")
    }))
})
