import { Clock, Effect, Option } from "effect"
import { emptyCart } from "../cart/cartState.ts"
import type { CartState } from "../cart/cartState.ts"
import type { CartPersistenceOptions } from "../cart/persistence.ts"
import { commitCart, loadCart } from "../cart/persistence.ts"
import type { CartStorage } from "../ports/CartStorage.ts"
import { Identity } from "../ports/Identity.ts"
import type { IdentityError } from "./identityError.ts"
import type { SessionDecision } from "./session.ts"

/** What applying a session decision did, for the shell to mirror in its state. */
export interface AppliedSession {
  readonly decision: SessionDecision
  /** The decision asked for a sign-out and the identity provider confirmed it. */
  readonly signedOut: boolean
  /** The emptied cart, already stored locally, when the decision clears the cart. */
  readonly clearedCart: Option.Option<CartState>
}

/** The text logged for a failed sign-out: our code, and the provider's own code when it gave one. */
export const identityErrorText = (error: IdentityError): string =>
  error.providerCode === undefined ? error.code : `${error.code} (${error.providerCode})`

/** SPEC 8: a failed sign-out is logged ("Sign-out failed: ...") and the session goes on being applied. */
const signOutLogged: Effect.Effect<boolean, never, Identity> = Effect.gen(function*() {
  const identity = yield* Identity
  return yield* identity.signOut.pipe(
    Effect.as(true),
    Effect.catchTag("IdentityError", (error) =>
      Effect.as(Effect.logError(`Sign-out failed: ${identityErrorText(error)}`), false)
    )
  )
})

/** SPEC 4 "the cart is cleared": the stored cart emptied (emptyCart) and committed, so a reload sees it empty. */
const clearStoredCart = (options: CartPersistenceOptions): Effect.Effect<CartState, never, CartStorage> =>
  Effect.gen(function*() {
    const stored = yield* loadCart(options)
    const now = yield* Clock.currentTimeMillis
    return yield* commitCart(emptyCart(stored, now), options)
  })

/**
 * Carries out a `sessionDecision` (SPEC 4):
 * - "logout-deactivated": signs out; the local cart stays, as it does after any logout;
 * - "sign-out-and-clear-cart": signs out and clears the local cart, even when the sign-out failed, so a
 *   session that cannot be trusted never shows its cart. The remote cart is left alone: after the
 *   sign-out this client may no longer write the account's document;
 * - "keep", "anonymous", "sign-in-with-custom-token": nothing here (the sign-in needs the cookie's
 *   token, which the shell passes to Identity.signInWithCustomToken).
 */
export const applySessionDecision = (
  decision: SessionDecision,
  options: CartPersistenceOptions = {}
): Effect.Effect<AppliedSession, never, Identity | CartStorage> =>
  Effect.gen(function*() {
    switch (decision) {
      case "logout-deactivated":
        return { decision, signedOut: yield* signOutLogged, clearedCart: Option.none() }
      case "sign-out-and-clear-cart": {
        const signedOut = yield* signOutLogged
        return { decision, signedOut, clearedCart: Option.some(yield* clearStoredCart(options)) }
      }
      case "keep":
      case "anonymous":
      case "sign-in-with-custom-token":
        return { decision, signedOut: false, clearedCart: Option.none() }
    }
  })
