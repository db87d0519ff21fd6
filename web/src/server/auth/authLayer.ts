import "server-only"
import { AccountsRepositoryPg } from "@shop/adapters/postgres/repositories/AccountsRepositoryPg"
import { IdentityEmbedded, layerAccountCrypto } from "@shop/adapters/postgres/identity/IdentityEmbedded"
import type { IdentityEmbeddedOptions } from "@shop/adapters/postgres/identity/IdentityEmbedded"
import { CustomTokenIssuerFirebase } from "@shop/adapters/firebase/CustomTokenIssuerFirebase"
import { IdentityFirebase } from "@shop/adapters/firebase/IdentityFirebase"
import type { FirebaseAuthSettings } from "@shop/adapters/firebase/IdentityFirebase"
import type { AccountTokens, MailOutbox, PasswordHasher, UserRepository } from "@shop/core/backend/accounts/ports"
import { CustomTokenIssuer } from "@shop/core/ports/Identity"
import type { Identity } from "@shop/core/ports/Identity"
import { Config, Context, Effect, Layer, Option } from "effect"

/** The account ports every request handler may use (both providers keep the shop's user documents). */
export type AccountPorts = UserRepository | MailOutbox | PasswordHasher | AccountTokens

export type AuthProviderKind = "embedded" | "firebase"

export interface AuthProviderShape {
  readonly kind: AuthProviderKind
  /**
   * A fresh Identity (one client: the request) and the server's CustomTokenIssuer. Built per
   * request, so two requests never share a signed-in user.
   */
  readonly identity: (options: IdentityEmbeddedOptions) => Layer.Layer<Identity | CustomTokenIssuer, never, AccountPorts>
  /** Whether GET /api/auth/outbox/ lists the "sent" mails (the embedded default's local outbox). */
  readonly outboxEnabled: boolean
}

/** Which identity provider the server runs on, chosen once from configuration. */
export class AuthProvider extends Context.Service<AuthProvider, AuthProviderShape>()("@shop/web/AuthProvider") {}

const blank = (value: Option.Option<string>) => Option.filter(value, (v) => v.trim() !== "")

const firebaseSettings = Effect.gen(function* () {
  const apiKey = blank(yield* Config.option(Config.String("FIREBASE_API_KEY")))
  const projectId = blank(yield* Config.option(Config.String("FIREBASE_PROJECT_ID")))
  const authDomain = blank(yield* Config.option(Config.String("FIREBASE_AUTH_DOMAIN")))
  const emulatorHost = blank(yield* Config.option(Config.String("FIREBASE_AUTH_EMULATOR_HOST")))
  if (Option.isNone(apiKey) || Option.isNone(projectId)) return Option.none<FirebaseAuthSettings>()
  return Option.some<FirebaseAuthSettings>({
    apiKey: apiKey.value,
    projectId: projectId.value,
    ...(Option.isSome(authDomain) ? { authDomain: authDomain.value } : {}),
    ...(Option.isSome(emulatorHost) ? { emulatorHost: emulatorHost.value } : {})
  })
})

const firebaseProvider = (settings: FirebaseAuthSettings, outboxEnabled: boolean) =>
  Layer.effect(AuthProvider, Effect.gen(function* () {
    const issuer = yield* CustomTokenIssuer
    return AuthProvider.of({
      kind: "firebase",
      identity: () => Layer.merge(IdentityFirebase.layer(settings), Layer.succeed(CustomTokenIssuer, issuer)),
      outboxEnabled
    })
  })).pipe(Layer.provide(CustomTokenIssuerFirebase.layer(settings.projectId)))

const embeddedProvider = (outboxEnabled: boolean) =>
  Layer.succeed(AuthProvider, AuthProvider.of({
    kind: "embedded",
    identity: (options) => IdentityEmbedded.layerFromPorts(options),
    outboxEnabled
  }))

/**
 * Embedded identity by default; Firebase Auth when FIREBASE_API_KEY and FIREBASE_PROJECT_ID are set
 * (FIREBASE_AUTH_DOMAIN, FIREBASE_AUTH_EMULATOR_HOST optional). MAIL_OUTBOX=on|off opens the outbox
 * call; default on for the embedded setup (no DATABASE_URL), off with DATABASE_URL: the outbox holds
 * live reset links and must never be public in production.
 */
export const AuthProviderFromConfig = Layer.unwrap(Effect.gen(function* () {
  const firebase = yield* firebaseSettings
  const databaseUrl = blank(yield* Config.option(Config.String("DATABASE_URL")))
  const outboxSetting = blank(yield* Config.option(Config.String("MAIL_OUTBOX")))
  const outboxEnabled = Option.match(outboxSetting, {
    onNone: () => Option.isNone(databaseUrl),
    onSome: (v) => v.trim().toLowerCase() === "on"
  })
  return Option.match(firebase, {
    onSome: (settings) => firebaseProvider(settings, outboxEnabled),
    onNone: () => embeddedProvider(outboxEnabled)
  })
}))

/** Everything the auth route handlers need, over the shop Database. */
export const AuthLayer = Layer.mergeAll(AccountsRepositoryPg.layer, layerAccountCrypto, AuthProviderFromConfig)
