import { deleteApp, initializeApp } from "firebase/app"
import type { FirebaseApp } from "firebase/app"
import { connectAuthEmulator, inMemoryPersistence, initializeAuth } from "firebase/auth"
import type { Auth } from "firebase/auth"
import { Effect, Layer } from "effect"
import { Identity } from "@shop/core/ports/Identity"
import type { PasswordPolicy } from "@shop/core/validation/index"
import { productPasswordPolicy } from "@shop/core/validation/index"
import { makeIdentityOfAuth } from "./identityOfAuth.ts"

export { identityErrorOf, makeIdentityOfAuth } from "./identityOfAuth.ts"

/** What the web SDK needs: the project's public web settings, and the Auth emulator when testing. */
export interface FirebaseAuthSettings {
  readonly apiKey: string
  readonly projectId: string
  readonly authDomain?: string
  /** `host:port` of the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST). */
  readonly emulatorHost?: string
}

let appCounter = 0

/**
 * One Firebase app per layer build (one client), with in-memory persistence, deleted with the scope.
 * On a server each request builds its own, so two shoppers never share a signed-in user.
 */
const acquireAuth = (settings: FirebaseAuthSettings) =>
  Effect.acquireRelease(
    Effect.sync((): { app: FirebaseApp; auth: Auth } => {
      appCounter += 1
      const app = initializeApp(
        {
          apiKey: settings.apiKey,
          projectId: settings.projectId,
          authDomain: settings.authDomain ?? `${settings.projectId}.firebaseapp.com`
        },
        `shop-identity-${appCounter}-${Date.now()}`
      )
      const auth = initializeAuth(app, { persistence: inMemoryPersistence })
      if (settings.emulatorHost !== undefined && settings.emulatorHost !== "") {
        connectAuthEmulator(auth, `http://${settings.emulatorHost}`, { disableWarnings: true })
      }
      return { app, auth }
    }),
    ({ app }) => Effect.promise(() => deleteApp(app).catch(() => undefined))
  )

const make = (settings: FirebaseAuthSettings, policy: PasswordPolicy) =>
  Effect.map(acquireAuth(settings), ({ auth }) => makeIdentityOfAuth(auth, policy))

/**
 * Identity over Firebase Auth (the web SDK 12, `firebase/auth`): SPEC 7 sign-in with a custom token,
 * password sign-in, register, sign-out, current user and password reset, every provider error mapped
 * to the spec's standard codes.
 */
export const IdentityFirebase = {
  layer: (settings: FirebaseAuthSettings, policy: PasswordPolicy = productPasswordPolicy) =>
    Layer.effect(Identity, make(settings, policy))
}
