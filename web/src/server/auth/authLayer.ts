import "server-only"
import { MailUndelivered } from "@shop/adapters/mail/MailUndelivered"
import { AccountsRepositoryPg } from "@shop/adapters/postgres/repositories/AccountsRepositoryPg"
import { SessionRepositoryPg } from "@shop/adapters/postgres/repositories/SessionRepositoryPg"
import { IdentityEmbedded, layerAccountCrypto } from "@shop/adapters/postgres/identity/IdentityEmbedded"
import type { IdentityEmbeddedOptions } from "@shop/adapters/postgres/identity/IdentityEmbedded"
import { CustomTokenIssuerFirebase } from "@shop/adapters/firebase/CustomTokenIssuerFirebase"
import { IdentityFirebase } from "@shop/adapters/firebase/IdentityFirebase"
import type { FirebaseAuthSettings } from "@shop/adapters/firebase/IdentityFirebase"
import type { AccountTokens, MailOutbox, PasswordHasher, SessionRepository, UserRepository } from "@shop/core/backend/auth/ports"
import type { SecretTokens } from "@shop/core/backend/ports/SecretTokens"
import { CustomTokenIssuer } from "@shop/core/ports/Identity"
import type { Identity } from "@shop/core/ports/Identity"
import { Context, Effect, Layer, Option } from "effect"
import { Settings } from "../settings.ts"

/** The account ports every request handler may use (both providers keep the shop's user documents). */
export type AccountPorts = UserRepository | SessionRepository | MailOutbox | PasswordHasher | AccountTokens | SecretTokens

export type AuthProviderKind = "embedded" | "firebase"

export interface AuthProviderShape {
  readonly kind: AuthProviderKind
  /**
   * A fresh Identity (one client: the request) and the server's CustomTokenIssuer. Built per
   * request, so two requests never share a signed-in user.
   */
  readonly identity: (options: IdentityEmbeddedOptions) => Layer.Layer<Identity | CustomTokenIssuer, never, AccountPorts>
  /**
   * The provider's CustomTokenIssuer for the whole server (AuthLayer provides it to every request):
   * core's session lookup asks it once a day per session, logout and deactivation end the provider's
   * sessions through it.
   */
  readonly issuer: Layer.Layer<CustomTokenIssuer, never, UserRepository | PasswordHasher | AccountTokens>
  /**
   * Whether the local outbox keeps the "sent" mails (MAIL_OUTBOX=on). Even then GET /api/auth/outbox/
   * and /outbox/ answer only requests from this machine (outbox.ts).
   */
  readonly outboxEnabled: boolean
}

/** Which identity provider the server runs on, chosen once from configuration. */
export class AuthProvider extends Context.Service<AuthProvider, AuthProviderShape>()("@shop/web/AuthProvider") {}

/** Firebase Auth's settings, when the server runs on Firebase (both the key and the project given). */
const firebaseAuthSettings = ({ firebase }: Settings["Service"]): Option.Option<FirebaseAuthSettings> => {
  const { apiKey, authDomain, authEmulatorHost, projectId } = firebase
  if (Option.isNone(apiKey) || Option.isNone(projectId)) return Option.none()
  return Option.some({
    apiKey: apiKey.value,
    projectId: projectId.value,
    ...(Option.isSome(authDomain) ? { authDomain: authDomain.value } : {}),
    ...(Option.isSome(authEmulatorHost) ? { emulatorHost: authEmulatorHost.value } : {})
  })
}

const firebaseProvider = (settings: FirebaseAuthSettings, outboxEnabled: boolean) =>
  Layer.effect(AuthProvider, Effect.gen(function* () {
    const issuer = yield* CustomTokenIssuer
    return AuthProvider.of({
      kind: "firebase",
      identity: () => Layer.merge(IdentityFirebase.layer(settings), Layer.succeed(CustomTokenIssuer, issuer)),
      issuer: Layer.succeed(CustomTokenIssuer, issuer),
      outboxEnabled
    })
  })).pipe(Layer.provide(CustomTokenIssuerFirebase.layer(settings.projectId, settings.emulatorHost)))

const embeddedProvider = (outboxEnabled: boolean) =>
  Layer.succeed(AuthProvider, AuthProvider.of({
    kind: "embedded",
    identity: (options) => IdentityEmbedded.layerFromPorts(options),
    issuer: IdentityEmbedded.issuerLayerFromPorts,
    outboxEnabled
  }))

/**
 * Embedded identity by default; Firebase Auth when FIREBASE_API_KEY and FIREBASE_PROJECT_ID are set
 * (FIREBASE_AUTH_DOMAIN, FIREBASE_AUTH_EMULATOR_HOST optional). MAIL_OUTBOX=on, and nothing else,
 * opens the local outbox on any setup; it is off unless set so, because the outbox holds live reset
 * links (issue 14: never by default).
 */
export const AuthProviderFromSettings = Layer.unwrap(Effect.map(Settings, (settings) =>
  Option.match(firebaseAuthSettings(settings), {
    onSome: (firebase) => firebaseProvider(firebase, settings.mailOutbox),
    onNone: () => embeddedProvider(settings.mailOutbox)
  })))

/**
 * Where the reset mails go: the local outbox (mail_outbox table and the server log) with MAIL_OUTBOX=on,
 * else nowhere (the log says a mail was not delivered, without its link).
 */
const MailOutboxFromSettings = Layer.unwrap(Effect.map(Settings, ({ mailOutbox }) => (mailOutbox ? AccountsRepositoryPg.layerOutbox : MailUndelivered.layer)))

/** The configured provider's CustomTokenIssuer, for every request (AuthProviderShape.issuer). */
const IssuerOfProvider = Layer.unwrap(Effect.map(AuthProvider, (provider) => provider.issuer))

/**
 * Everything the auth route handlers need, over the shop Database (and the SecretTokens of the
 * application layer): the account stores, the crypto, the provider and its CustomTokenIssuer.
 */
export const AuthLayer = IssuerOfProvider.pipe(Layer.provideMerge(Layer.mergeAll(
  AccountsRepositoryPg.layer,
  SessionRepositoryPg.layer,
  MailOutboxFromSettings,
  layerAccountCrypto,
  AuthProviderFromSettings
)))
