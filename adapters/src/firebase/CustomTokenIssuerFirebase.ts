import { applicationDefault, deleteApp, getApps, initializeApp } from "firebase-admin/app"
import type { App, Credential } from "firebase-admin/app"
import { getAuth } from "firebase-admin/auth"
import { Effect, Layer, Option, Schema } from "effect"
import { normalizeEmail } from "@shop/core/backend/auth/accounts"
import { CustomTokenIssuer, IdentityError } from "@shop/core/ports/Identity"
import { productPasswordPolicy, validateEmail, validatePassword } from "@shop/core/validation/index"
import { identityErrorOf } from "./IdentityFirebase.ts"

/**
 * The server's CustomTokenIssuer over firebase-admin 13: `createCustomToken(uid)` after checking that
 * the uid is an enabled user (`user-not-found`, `user-disabled` otherwise); `updateUser(uid, { email })`
 * for an email change, `{ password }` for a password change, `{ disabled: true }` for a deactivation
 * (`false` for a reactivation);
 * `revokeRefreshTokens(uid)` to end the user's Firebase sessions. Credentials: the Admin SDK's
 * application default credentials in production; against the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST
 * in the environment, read by the Admin SDK itself) none are needed and the token is unsigned.
 * Set METADATA_SERVER_DETECTION=none off Google Cloud (STACK.md).
 */
const appName = (projectId: string) => `shop-token-issuer-${projectId}`

const acquireApp = (projectId: string) =>
  Effect.acquireRelease(
    Effect.sync((): App => {
      const existing = getApps().find((app) => app.name === appName(projectId))
      return existing ?? initializeApp({ projectId }, appName(projectId))
    }),
    (app) => Effect.promise(() => deleteApp(app).catch(() => undefined))
  )

/** The Identity Toolkit API's account lookup (what `getUser` calls), with the fields the SDK's UserRecord drops. */
const lookupUrl = (projectId: string, emulatorHost: string | undefined) => {
  const base = emulatorHost === undefined ? "https://identitytoolkit.googleapis.com" : `http://${emulatorHost}/identitytoolkit.googleapis.com`
  return `${base}/v1/projects/${encodeURIComponent(projectId)}/accounts:lookup`
}

const LookupAnswer = Schema.Struct({
  users: Schema.optional(Schema.Array(Schema.Struct({
    localId: Schema.String,
    disabled: Schema.optional(Schema.Boolean),
    /** Epoch ms of the last password change, wherever it was made (Firebase's reset page too). */
    passwordUpdatedAt: Schema.optional(Schema.Number)
  })))
})
const decodeLookup = Schema.decodeUnknownEffect(LookupAnswer)

/** One lookup is a daily check per session (core sessions.ts): it must not hold a request up for long. */
const lookupTimeoutMs = 5_000

/**
 * `passwordUpdatedAt` is in the Identity Toolkit API's answer but not in the Admin SDK's UserRecord,
 * whose `tokensValidAfterTime` cannot stand in for it: our own logout revokes the refresh tokens too
 * (a revocation is no password change), so it would end the user's other browsers. The lookup is the
 * Admin SDK's own request, authorized like its calls: the emulator's `owner`, else an OAuth token of
 * the application default credentials.
 */
const passwordUpdatedAt = (projectId: string, emulatorHost: string | undefined, credential: () => Credential) => (uid: string) =>
  Effect.gen(function* () {
    const bearer = emulatorHost === undefined
      ? yield* Effect.tryPromise({
        try: () => credential().getAccessToken().then((token) => token.access_token),
        catch: () => new IdentityError({ code: "network-request-failed", providerCode: "admin/credential" })
      })
      : "owner"
    const response = yield* Effect.tryPromise({
      try: (signal) =>
        fetch(lookupUrl(projectId, emulatorHost), {
          method: "POST",
          headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
          body: JSON.stringify({ localId: [uid] }),
          signal: AbortSignal.any([signal, AbortSignal.timeout(lookupTimeoutMs)])
        }),
      catch: () => new IdentityError({ code: "network-request-failed", providerCode: "accounts:lookup" })
    })
    if (!response.ok) return yield* Effect.fail(new IdentityError({ code: "unknown", providerCode: `accounts:lookup ${response.status}` }))
    const answer = yield* Effect.tryPromise({ try: () => response.json(), catch: () => new IdentityError({ code: "unknown", providerCode: "accounts:lookup body" }) }).pipe(
      Effect.flatMap((body) => Effect.mapError(decodeLookup(body), () => new IdentityError({ code: "unknown", providerCode: "accounts:lookup body" })))
    )
    const user = answer.users?.find((u) => u.localId === uid)
    if (user === undefined) return yield* Effect.fail(new IdentityError({ code: "user-not-found", providerCode: "accounts:lookup" }))
    if (user.disabled === true) return yield* Effect.fail(new IdentityError({ code: "user-disabled", providerCode: "accounts:lookup" }))
    return Option.fromNullishOr(user.passwordUpdatedAt)
  })

export const CustomTokenIssuerFirebase = {
  /**
   * `emulatorHost`: the Auth emulator's `host:port` when FIREBASE_AUTH_EMULATOR_HOST is set (the settings
   * layer reads it; the Admin SDK reads the same variable itself), so the lookup goes where its calls go.
   */
  layer: (projectId: string, emulatorHost?: string) =>
    Layer.effect(CustomTokenIssuer, Effect.gen(function* () {
      const auth = getAuth(yield* acquireApp(projectId))
      // The same application default credentials the app was given (none given: the SDK's default),
      // made on first use: never against the emulator.
      let adc: Credential | undefined
      const credential = () => (adc ??= applicationDefault())
      const admin = <A>(call: () => Promise<A>) => Effect.tryPromise({ try: call, catch: identityErrorOf })
      return CustomTokenIssuer.of({
        issue: (uid) =>
          admin(async () => {
            const user = await auth.getUser(uid)
            if (user.disabled) throw { code: "auth/user-disabled", message: "the user is disabled" }
            return auth.createCustomToken(uid)
          }),
        // Admin rights: no re-authentication of the user here (the server checked the password first),
        // and no verification mail (the settings' rule: the current password authorizes the change).
        updateEmail: (uid, email) =>
          Option.isSome(validateEmail(email))
            ? Effect.fail(new IdentityError({ code: "invalid-email" }))
            : admin(() => auth.updateUser(uid, { email: normalizeEmail(email) }).then(() => undefined)),
        updatePassword: (uid, password) =>
          Option.isSome(validatePassword(password, productPasswordPolicy))
            ? Effect.fail(new IdentityError({ code: "weak-password" }))
            : admin(() => auth.updateUser(uid, { password }).then(() => undefined)),
        // Firebase cannot end one browser's refresh token: every one of the user's ends. The user's
        // other browsers are still signed in to the shop (their session rows live) and sign in to
        // Firebase again with the custom token of their next page load (decisions-firebase-browser.md).
        revokeSessions: (uid) => admin(() => auth.revokeRefreshTokens(uid)),
        disable: (uid) =>
          admin(async () => {
            await auth.updateUser(uid, { disabled: true })
            await auth.revokeRefreshTokens(uid)
          }),
        // The refresh tokens revoked by `disable` stay revoked: the user signs in afresh.
        enable: (uid) => admin(() => auth.updateUser(uid, { disabled: false }).then(() => undefined)),
        passwordChangedAt: passwordUpdatedAt(projectId, emulatorHost, credential)
      })
    }))
}
