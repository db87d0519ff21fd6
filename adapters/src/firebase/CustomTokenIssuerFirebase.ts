import { deleteApp, getApps, initializeApp } from "firebase-admin/app"
import type { App } from "firebase-admin/app"
import { getAuth } from "firebase-admin/auth"
import { Effect, Layer, Option } from "effect"
import { CustomTokenIssuer, IdentityError } from "@shop/core/ports/Identity"
import { productPasswordPolicy, validateEmail, validatePassword } from "@shop/core/validation/index"
import { identityErrorOf } from "./IdentityFirebase.ts"

/**
 * The server's CustomTokenIssuer over firebase-admin 13: `createCustomToken(uid)` after checking that
 * the uid is a user (`user-not-found` otherwise); `updateUser(uid, { email })` for an email change. Credentials: the Admin SDK's application default
 * credentials in production; against the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST in the
 * environment, read by the Admin SDK itself) none are needed and the token is unsigned.
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

export const CustomTokenIssuerFirebase = {
  layer: (projectId: string) =>
    Layer.effect(CustomTokenIssuer, Effect.map(acquireApp(projectId), (app) => {
      const auth = getAuth(app)
      return CustomTokenIssuer.of({
        issue: (uid) =>
          Effect.tryPromise({
            try: async () => {
              await auth.getUser(uid)
              return auth.createCustomToken(uid)
            },
            catch: identityErrorOf
          }),
        // Admin rights: no re-authentication of the user here (the server checked the password first),
        // and no verification mail (the settings' rule: the current password authorizes the change).
        updateEmail: (uid, email) =>
          Option.isSome(validateEmail(email))
            ? Effect.fail(new IdentityError({ code: "invalid-email" }))
            : Effect.tryPromise({
              try: () => auth.updateUser(uid, { email: email.trim().toLowerCase() }).then(() => undefined),
              catch: identityErrorOf
            }),
        updatePassword: (uid, password) =>
          Option.isSome(validatePassword(password, productPasswordPolicy))
            ? Effect.fail(new IdentityError({ code: "weak-password" }))
            : Effect.tryPromise({
              try: () => auth.updateUser(uid, { password }).then(() => undefined),
              catch: identityErrorOf
            })
      })
    }))
}
