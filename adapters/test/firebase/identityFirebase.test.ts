import { describe, expect, it } from "@effect/vitest"
import { getApps } from "firebase-admin/app"
import { getAuth } from "firebase-admin/auth"
import { Context, Effect, Layer, Option } from "effect"
import { CustomTokenIssuer, Identity } from "@shop/core/ports/Identity"
import { identitySuite } from "@shop/core/test-support/identitySuite"
import { CustomTokenIssuerFirebase } from "../../src/firebase/CustomTokenIssuerFirebase.ts"
import { IdentityFirebase, identityErrorOf } from "../../src/firebase/IdentityFirebase.ts"

/**
 * The Firebase Auth adapters against the Auth emulator (scripts/emulators/auth.sh; test-all.sh starts
 * it). Without FIREBASE_AUTH_EMULATOR_HOST this file FAILS: a skipped provider suite would pass silently.
 */
const emulatorHost = process.env["FIREBASE_AUTH_EMULATOR_HOST"] ?? ""
const projectId = "demo-shop"

describe("Auth emulator", () => {
  it("FIREBASE_AUTH_EMULATOR_HOST names a running emulator (start one with scripts/emulators/auth.sh start)", async () => {
    expect(emulatorHost, "FIREBASE_AUTH_EMULATOR_HOST is not set").not.toBe("")
    const answer = await fetch(`http://${emulatorHost}/`).then((r) => r.json() as Promise<unknown>)
    expect(answer).toMatchObject({ authEmulator: { ready: true } })
  })
})

/** Every suite test starts with no accounts: the emulator's accounts of the project are deleted first. */
const clearAccounts = Layer.effectDiscard(Effect.promise(() =>
  fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/accounts`, { method: "DELETE" }).then((r) => {
    if (!r.ok) throw new Error(`clearing the emulator's accounts answered ${r.status}`)
  })))

const settings = { apiKey: "demo-api-key", projectId, emulatorHost }

const firebaseLayer = () =>
  Layer.mergeAll(IdentityFirebase.layer(settings), CustomTokenIssuerFirebase.layer(projectId, emulatorHost)).pipe(Layer.provide(clearAccounts))

identitySuite("IdentityFirebase (Auth emulator)", firebaseLayer)

describe("IdentityFirebase specifics", () => {
  it.effect("two layer builds are two clients: signing in on one does not sign in the other", () =>
    Effect.scoped(Effect.gen(function* () {
      const first = Context.get(yield* Layer.build(firebaseLayer()), Identity)
      const second = Context.get(yield* Layer.build(IdentityFirebase.layer(settings)), Identity)
      yield* first.register("ana@example.com", "secret-42", "Ana Pop")
      expect(Option.isSome(yield* first.currentUser)).toBe(true)
      expect(Option.isNone(yield* second.currentUser)).toBe(true)
    })))

  it.effect("the issued custom token carries the uid through the emulator", () =>
    Effect.gen(function* () {
      const identity = yield* Identity
      const user = yield* identity.register("bo@example.com", "secret-42", "")
      expect(user.displayName).toBeNull()
      const token = yield* (yield* CustomTokenIssuer).issue(user.uid)
      yield* identity.signOut
      expect((yield* identity.signInWithCustomToken(token)).email).toBe("bo@example.com")
    }).pipe(Effect.provide(firebaseLayer())))

  /** The emulator's REST calls, as a browser on Firebase's own pages would make them. */
  const emulatorCall = async (path: string, body?: unknown): Promise<any> => {
    const response = await fetch(`http://${emulatorHost}/${path}`, body === undefined
      ? {}
      : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
    const answer = await response.json()
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`)
    return answer
  }

  it.effect("a reset on Firebase's own page, which the shop never sees, moves passwordChangedAt past the sessions started before", () =>
    Effect.gen(function* () {
      const identity = yield* Identity
      const issuer = yield* CustomTokenIssuer
      const user = yield* identity.register("cy@example.com", "secret-42", "Cy Pop")
      yield* identity.signOut
      const sessionStartedAt = Date.now()
      expect(Option.getOrThrow(yield* issuer.passwordChangedAt(user.uid))).toBeLessThanOrEqual(sessionStartedAt)
      yield* identity.sendPasswordReset("cy@example.com")
      yield* Effect.promise(async () => {
        const { oobCodes } = await emulatorCall(`emulator/v1/projects/${projectId}/oobCodes`)
        const code = oobCodes.find((c: { email: string; requestType: string }) => c.email === "cy@example.com" && c.requestType === "PASSWORD_RESET")
        await emulatorCall(`identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`, { oobCode: code.oobCode, newPassword: "set-on-firebase-7" })
      })
      expect(Option.getOrThrow(yield* issuer.passwordChangedAt(user.uid))).toBeGreaterThan(sessionStartedAt)
      expect((yield* identity.signInWithPassword("cy@example.com", "set-on-firebase-7")).uid).toBe(user.uid)
    }).pipe(Effect.provide(firebaseLayer())))

  it.effect("revokeSessions revokes the Firebase sessions issued before: their ID tokens fail a revocation check", () =>
    Effect.gen(function* () {
      const identity = yield* Identity
      const issuer = yield* CustomTokenIssuer
      const user = yield* identity.register("dan@example.com", "secret-42", "Dan Pop")
      const { idToken } = yield* Effect.promise(() =>
        emulatorCall("identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key", { email: "dan@example.com", password: "secret-42", returnSecureToken: true }))
      const admin = getAuth(getApps().find((app) => app.name === `shop-token-issuer-${projectId}`))
      expect((yield* Effect.promise(() => admin.verifyIdToken(idToken, true))).uid).toBe(user.uid)
      // Firebase keeps the revocation instant in whole seconds: a token of the same second would pass.
      yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 1_100)))
      yield* issuer.revokeSessions(user.uid)
      const refused = yield* Effect.flip(Effect.tryPromise(() => admin.verifyIdToken(idToken, true)))
      expect(String((refused.cause as { code?: string }).code)).toBe("auth/id-token-revoked")
      yield* issuer.disable(user.uid)
      expect((yield* Effect.promise(() => admin.getUser(user.uid))).disabled).toBe(true)
    }).pipe(Effect.provide(firebaseLayer())))

  it("maps the SDK's error codes to the spec's standard codes", () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ["auth/wrong-password", "wrong-password"],
      ["auth/user-not-found", "user-not-found"],
      ["auth/invalid-credential", "wrong-password"],
      ["auth/email-already-in-use", "email-already-in-use"],
      ["auth/too-many-requests", "too-many-requests"],
      ["auth/network-request-failed", "network-request-failed"],
      ["auth/requires-recent-login", "requires-recent-login"],
      ["auth/weak-password", "weak-password"],
      ["auth/something-new", "unknown"]
    ]
    for (const [code, expected] of cases) {
      expect(identityErrorOf({ code, message: "Firebase: Error" })).toMatchObject({ code: expected, providerCode: code })
    }
    expect(identityErrorOf(new Error("no code")).code).toBe("unknown")
  })
})
