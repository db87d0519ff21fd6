import { Layer } from "effect"
import { CustomTokenIssuer } from "@shop/core/ports/Identity"
import {
  makeStoredAccountsIdentity,
  makeStoredAccountsIssuer,
  type StoredAccountsOptions
} from "../../identity/storedAccountsIdentity.ts"
import { SecretTokensNode } from "../../secrets/SecretTokensNode.ts"
import { AccountsRepositoryPg } from "../repositories/AccountsRepositoryPg.ts"
import { AccountTokensJose } from "./AccountTokensJose.ts"
import { PasswordHasherArgon2 } from "./PasswordHasherArgon2.ts"

/**
 * The embedded Identity (DESIGN: "database users, password hashes and signed tokens"): core's account
 * programs (backend/auth) over the shop database, argon2 and jose (identity/storedAccountsIdentity.ts).
 * One layer build is one client. CustomTokenIssuer signs the SPEC 7 custom token the server hands the client.
 */
export type IdentityEmbeddedOptions = StoredAccountsOptions

/** The crypto of the embedded identity: argon2id hashes and jose custom tokens signed with AUTH_TOKEN_SECRET. */
export const layerAccountCrypto = Layer.merge(PasswordHasherArgon2.layer, AccountTokensJose.layerConfig)

export const IdentityEmbedded = {
  /** Over ports already provided (the server runtime's, or a test's). */
  layerFromPorts: (options: IdentityEmbeddedOptions = {}) => Layer.effectContext(makeStoredAccountsIdentity(options)),
  /** The CustomTokenIssuer alone, over ports already provided (the server runtime's one for every request). */
  issuerLayerFromPorts: Layer.effect(CustomTokenIssuer, makeStoredAccountsIssuer),
  /**
   * Over the shop Database, with argon2, AUTH_TOKEN_SECRET and the local outbox (a reset mail is kept
   * in mail_outbox: for tools and tests; the server chooses its outbox by MAIL_OUTBOX).
   */
  layer: (options: IdentityEmbeddedOptions = {}) =>
    Layer.effectContext(makeStoredAccountsIdentity(options)).pipe(Layer.provide(Layer.mergeAll(
      AccountsRepositoryPg.layer,
      AccountsRepositoryPg.layerOutbox,
      layerAccountCrypto,
      SecretTokensNode.layerConfig
    )))
}
