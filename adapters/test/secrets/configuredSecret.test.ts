import { describe, expect, it } from "@effect/vitest"
import { chmodSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { ConfigProvider, Effect, Redacted, Result } from "effect"
import { authTokenSecret, configuredSecret, humanVerificationSecret, secretsFolderOf } from "../../src/secrets/configuredSecret.ts"

const withEnv = (env: Record<string, string>) => <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.provideService(effect, ConfigProvider.ConfigProvider, ConfigProvider.fromUnknown(env))

const dataDir = () => join(mkdtempSync(join(tmpdir(), "shop-secrets-")), "pglite")

describe("the shop's signing secrets (issue 14: no secret from the source)", () => {
  it.effect("a configured secret of 32+ bytes is used as it is; a shorter one is refused, naming the variable", () =>
    Effect.gen(function* () {
      const long = "k".repeat(32)
      expect(Redacted.value(yield* configuredSecret(authTokenSecret).pipe(withEnv({ AUTH_TOKEN_SECRET: long, DATABASE_URL: "postgres://x/y" })))).toBe(long)
      const short = yield* Effect.result(configuredSecret(authTokenSecret).pipe(withEnv({ AUTH_TOKEN_SECRET: "k".repeat(31) })))
      expect(Result.isFailure(short) && short.failure.message).toMatch(/AUTH_TOKEN_SECRET has 31 bytes; it needs at least 32/)
    }))

  it.effect("with DATABASE_URL and no secret the shop refuses to start, saying what to set", () =>
    Effect.gen(function* () {
      for (const spec of [authTokenSecret, humanVerificationSecret]) {
        const refused = yield* Effect.result(configuredSecret(spec).pipe(withEnv({ DATABASE_URL: "postgres://db/shop", [spec.variable]: "  " })))
        expect(Result.isFailure(refused) && refused.failure).toMatchObject({ _tag: "SecretUnavailable", name: spec.variable })
        expect(Result.isFailure(refused) && refused.failure.message).toContain(`${spec.variable} must be set when DATABASE_URL is`)
      }
    }))

  it.effect("the embedded default generates one secret per name into the data folder, 0600 in a 0700 folder, and keeps it", () =>
    Effect.gen(function* () {
      const dir = dataDir()
      const env = withEnv({ PGLITE_DATA_DIR: dir })
      const first = Redacted.value(yield* configuredSecret(authTokenSecret).pipe(env))
      const folder = secretsFolderOf(dir) ?? ""
      expect(folder).toBe(join(dir, "..", "secrets"))
      expect(statSync(join(folder, "auth-token-secret")).mode & 0o777).toBe(0o600)
      expect(statSync(folder).mode & 0o777).toBe(0o700)
      expect(new TextEncoder().encode(first).byteLength).toBeGreaterThanOrEqual(32)
      expect(Redacted.value(yield* configuredSecret(authTokenSecret).pipe(env))).toBe(first)
      const other = Redacted.value(yield* configuredSecret(humanVerificationSecret).pipe(env))
      expect(other).not.toBe(first)
      expect(readFileSync(join(folder, "human-verification-secret"), "utf8").trim()).toBe(other)
    }))

  it.effect("two processes starting together agree on one secret; a widened file is narrowed again", () =>
    Effect.gen(function* () {
      const env = withEnv({ PGLITE_DATA_DIR: dataDir() })
      const [a, b, c] = yield* Effect.all([configuredSecret(authTokenSecret), configuredSecret(authTokenSecret), configuredSecret(authTokenSecret)], {
        concurrency: "unbounded"
      }).pipe(env)
      expect(new Set([a, b, c].map(Redacted.value)).size).toBe(1)
      const dir = dataDir()
      yield* configuredSecret(authTokenSecret).pipe(withEnv({ PGLITE_DATA_DIR: dir }))
      const file = join(secretsFolderOf(dir) ?? "", "auth-token-secret")
      chmodSync(file, 0o644)
      yield* configuredSecret(authTokenSecret).pipe(withEnv({ PGLITE_DATA_DIR: dir }))
      expect(statSync(file).mode & 0o777).toBe(0o600)
    }))

  it.effect("many starts racing on a fresh data folder all read the one whole secret, never a half-written file", () =>
    Effect.gen(function* () {
      for (let round = 0; round < 20; round++) {
        const dir = dataDir()
        const secrets = yield* Effect.all(Array.from({ length: 12 }, () => configuredSecret(authTokenSecret)), { concurrency: "unbounded" }).pipe(
          withEnv({ PGLITE_DATA_DIR: dir })
        )
        expect(new Set(secrets.map(Redacted.value)).size).toBe(1)
        expect(readFileSync(join(secretsFolderOf(dir) ?? "", "auth-token-secret"), "utf8").trim()).toBe(Redacted.value(secrets[0]!))
        // The drafts each start wrote are gone: only the secret stays in the folder.
        expect(readdirSync(secretsFolderOf(dir) ?? "")).toEqual(["auth-token-secret"])
      }
    }))

  it.effect("an in-memory database (tests) gets a random secret per start, never a fixed one", () =>
    Effect.gen(function* () {
      const env = withEnv({ PGLITE_DATA_DIR: "memory://" })
      const one = Redacted.value(yield* configuredSecret(authTokenSecret).pipe(env))
      const two = Redacted.value(yield* configuredSecret(authTokenSecret).pipe(env))
      expect(one).not.toBe(two)
    }))
})
