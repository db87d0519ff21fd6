import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import { Effect, Layer } from "effect"
import { AuthProvider, AuthProviderFromSettings } from "../../src/server/auth/authLayer.ts"
import { Settings } from "../../src/server/settings.ts"

vi.mock("server-only", () => ({}))

const providerWith = (env: Record<string, string>) =>
  Effect.scoped(Effect.gen(function* () {
    const provider = yield* AuthProvider
    return { kind: provider.kind, outbox: provider.outboxEnabled }
  }).pipe(Effect.provide(AuthProviderFromSettings.pipe(Layer.provide(Settings.layerTest(env))))))

describe("AuthProviderFromSettings", () => {
  it.effect("embedded by default; the outbox only with MAIL_OUTBOX=on, on every setup (issue 14: never by default)", () =>
    Effect.gen(function* () {
      expect(yield* providerWith({})).toEqual({ kind: "embedded", outbox: false })
      expect(yield* providerWith({ PGLITE_DATA_DIR: ".data/pglite" })).toEqual({ kind: "embedded", outbox: false })
      expect(yield* providerWith({ DATABASE_URL: "postgres://db/shop" })).toEqual({ kind: "embedded", outbox: false })
      expect(yield* providerWith({ DATABASE_URL: "postgres://db/shop", MAIL_OUTBOX: "on" })).toEqual({ kind: "embedded", outbox: true })
      expect(yield* providerWith({ MAIL_OUTBOX: " ON " })).toEqual({ kind: "embedded", outbox: true })
      for (const value of ["off", "", "1", "true", "yes", "onn"]) expect(yield* providerWith({ MAIL_OUTBOX: value })).toEqual({ kind: "embedded", outbox: false })
      expect((yield* providerWith({ FIREBASE_API_KEY: "key", FIREBASE_PROJECT_ID: "demo-shop" })).outbox).toBe(false)
    }))

  it.effect("Firebase when both FIREBASE_API_KEY and FIREBASE_PROJECT_ID are given (blank counts as not given)", () =>
    Effect.gen(function* () {
      expect((yield* providerWith({ FIREBASE_API_KEY: "key", FIREBASE_PROJECT_ID: "demo-shop" })).kind).toBe("firebase")
      expect((yield* providerWith({ FIREBASE_API_KEY: "key" })).kind).toBe("embedded")
      expect((yield* providerWith({ FIREBASE_API_KEY: " ", FIREBASE_PROJECT_ID: "demo-shop" })).kind).toBe("embedded")
    }))
})
