import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { authenticate } from "@shop/core/backend/auth/accounts"
import { withLoginLimit } from "@shop/core/backend/auth/loginGuard"
import { PasswordHasher, UserRepository } from "@shop/core/backend/auth/ports"
import { rateLimitPolicies } from "@shop/core/backend/limits/policies"
import { Database, type DatabaseShape } from "../../src/postgres/Database.ts"
import { AccountsRepositoryPg } from "../../src/postgres/repositories/AccountsRepositoryPg.ts"
import { RateLimitStorePg } from "../../src/postgres/repositories/RateLimitStorePg.ts"
import { resetDatabase } from "../../src/postgres/reset.ts"
import { openTwoProcesses } from "../../src/postgres/testDatabases.ts"
import { SecretTokensNode } from "../../src/secrets/SecretTokensNode.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

/**
 * Issue 14, "the login limit cannot be bypassed", against the real stores: every guess is counted in
 * the database before its password is checked, so concurrency, many addresses and many server
 * processes get no more checks than the account's limit. Checks are counted at the hasher.
 */
const { limit } = rateLimitPolicies["login-account"]
const secret = "a test secret of more than thirty-two bytes, shared by both processes"

/** One server process over `database`: the account stores, the limit's store, its secret, a counting hasher. */
const processOver = (database: DatabaseShape, counter: { verified: number }) =>
  Layer.mergeAll(
    AccountsRepositoryPg.layer,
    RateLimitStorePg.layer,
    SecretTokensNode.layerSecret(secret),
    Layer.succeed(PasswordHasher, PasswordHasher.of({
      hash: (password) => Effect.succeed(`h:${password}`),
      verify: (hash, password) => Effect.sync(() => {
        counter.verified++
        return hash === `h:${password}`
      }),
      unusedHash: Effect.succeed("h:\u0000")
    }))
  ).pipe(Layer.provide(Layer.succeed(Database, database)))

const guess = (email: string, password: string, client: string) =>
  Effect.map(Effect.result(withLoginLimit(email, client, authenticate(email, password))), (r): string =>
    r._tag === "Success" ? "ok" : r.failure.code)

const addUser = (email: string) =>
  UserRepository.use((users) => users.insert({ email, name: null, passwordHash: "h:secret-42", createdAt: 0 }))

for (const variant of testVariants()) {
  describe(`the login limit on ${variant.name}`, () => {
    const shared = shareDatabase(variant)
    const fresh = () => Effect.as(Effect.provideService(resetDatabase, Database, shared.database()), shared.database())

    it.effect("20 concurrent wrong passwords: exactly the limit are checked, the rest refused unchecked", () =>
      Effect.gen(function* () {
        const counter = { verified: 0 }
        const codes = yield* Effect.gen(function* () {
          yield* addUser("ana@example.com")
          return yield* Effect.all(Array.from({ length: 20 }, (_, i) => guess("ana@example.com", `guess-${i}`, "203.0.113.7")), {
            concurrency: "unbounded"
          })
        }).pipe(Effect.provide(processOver(yield* fresh(), counter)))
        expect(counter.verified).toBe(limit)
        expect(codes.filter((c) => c === "wrong-password")).toHaveLength(limit)
        expect(codes.filter((c) => c === "too-many-requests")).toHaveLength(20 - limit)
      }))

    it.effect("a new address per guess changes nothing: the account's count holds", () =>
      Effect.gen(function* () {
        const counter = { verified: 0 }
        const codes = yield* Effect.gen(function* () {
          yield* addUser("bo@example.com")
          const codes: Array<string> = []
          for (let i = 0; i < 20; i++) codes.push(yield* guess("bo@example.com", `guess-${i}`, `198.51.100.${i}`))
          // Even the right password, from an address never seen, waits for the window.
          codes.push(yield* guess("bo@example.com", "secret-42", "192.0.2.1"))
          return codes
        }).pipe(Effect.provide(processOver(yield* fresh(), counter)))
        expect(counter.verified).toBe(limit)
        expect(codes.slice(limit)).toEqual(Array.from({ length: 21 - limit }, () => "too-many-requests"))
      }))
  })
}

describe("the login limit with two server processes on one database", () => {
  it.effect("guesses split over both processes, concurrently: the two share the count exactly", () =>
    Effect.scoped(Effect.gen(function* () {
      const [one, two] = yield* openTwoProcesses(process.env["TEST_DATABASE_URL"])
      const counter = { verified: 0 }
      const first = processOver(one, counter)
      const second = processOver(two, counter)
      yield* addUser("ana@example.com").pipe(Effect.provide(first))
      const codes = yield* Effect.all(
        Array.from({ length: 30 }, (_, i) => guess("ana@example.com", `guess-${i}`, `203.0.113.${i}`).pipe(Effect.provide(i % 2 === 0 ? first : second))),
        { concurrency: "unbounded" }
      )
      expect(counter.verified).toBe(limit)
      expect(codes.filter((c) => c === "wrong-password")).toHaveLength(limit)
      // The right password on either process: refused too, until the window ends.
      expect(yield* guess("ana@example.com", "secret-42", "192.0.2.1").pipe(Effect.provide(second))).toBe("too-many-requests")
      expect(yield* guess("ana@example.com", "secret-42", "192.0.2.1").pipe(Effect.provide(first))).toBe("too-many-requests")
      expect(counter.verified).toBe(limit)
    })), 120_000)
})
