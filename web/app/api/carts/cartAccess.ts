import "server-only"
import type { UserRecord } from "@shop/core/backend/auth/ports"
import { RemoteCartDocument } from "@shop/core/cart/remoteDocument"
import { Effect, Schema } from "effect"
import { signedIn } from "../../../src/server/auth/sessionUser.ts"
import { Forbidden } from "@shop/core/errors"

/**
 * The embedded RemoteCartStore over HTTP (DESIGN: "database table + server-sent events"), what the
 * browser's RemoteCartStoreHttp calls:
 *
 *   GET /api/carts/{uid}/         200 { document: <cart> | null, droppedLines }; 409 invalid-document
 *   PUT /api/carts/{uid}/         body: some cart fields, merged into the document; 200 { saved: true }
 *   GET /api/carts/{uid}/events/  text/event-stream: `event: cart` with the document now and after each write;
 *                                 `event: signed-out` and the end once the session is gone (cartEvents.ts)
 *
 * Like the Firestore rules, a user reaches only `carts/{own uid}`: the route's session check names the
 * signed-in user (none -> 401; a lookup that could not be answered, the database down or timing out
 * -> 503 with Retry-After, so the browser tries again instead of taking itself for signed out), and
 * `ownCart` refuses another uid (403). A store that cannot be reached is 503, a stored document that
 * does not decode 409 `invalid-document` (src/server/responses.ts).
 */

/** The cart calls are for signed-in users only. */
export const cartUser = signedIn("sign in to use the saved cart")

/** A uid as the identities issue them (Firebase: up to 128 characters; embedded: a UUID). */
export const CartUid = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,128}$/))

export const CartParams = Schema.Struct({ uid: CartUid })

/** The path's uid when it is the signed-in user's own; else 403 `forbidden`. */
export const ownCart = (user: UserRecord, uid: string): Effect.Effect<string, Forbidden> =>
  user.id === uid ? Effect.succeed(uid) : Effect.fail(new Forbidden({ permission: "cart", message: "this cart belongs to another user" }))

const maxItems = 100
const Millis = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))
const lines = RemoteCartDocument.fields

/**
 * A save: any of the cart's six fields, each decoded with core's cart schema (RemoteCartDocument)
 * before anything is stored (issue 14: a line the schema does not read once made the whole saved cart
 * unreadable), with the bounds the Firestore rules set (lists of at most 100 items, integer epoch
 * milliseconds, a version string).
 */
const CartSaveFields = Schema.Struct({
  phoneCart: Schema.optionalKey(lines.phoneCart.check(Schema.isMaxLength(maxItems))),
  accessoryCart: Schema.optionalKey(lines.accessoryCart.check(Schema.isMaxLength(maxItems))),
  batteryCart: Schema.optionalKey(lines.batteryCart.check(Schema.isMaxLength(maxItems))),
  timestamp: Schema.optionalKey(Millis),
  expireAt: Schema.optionalKey(Millis),
  stateVersion: Schema.optionalKey(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(16)))
})

const saveKeys: ReadonlySet<string> = new Set(Object.keys(CartSaveFields.fields))

/** No key besides the cart's, as the Firestore rules demand (the route's decoding drops other keys). */
const onlyCartKeys = Schema.makeFilter((input: unknown) => {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return "a cart document is expected"
  const others = Object.keys(input).filter((key) => !saveKeys.has(key))
  return others.length === 0 || `the cart has other keys: ${others.join(", ").slice(0, 300)}`
})

/** PUT /api/carts/{uid}/'s body: the cart's fields only, decoded; a refusal writes nothing. */
export const CartSaveBody = Schema.Unknown.check(onlyCartKeys).pipe(Schema.decodeTo(CartSaveFields))

/** GET /api/carts/{uid}/'s answer: the stored cart (the lines that decode) and how many did not. */
export const CartReadAnswer = Schema.Struct({ document: Schema.NullOr(RemoteCartDocument), droppedLines: Schema.Number })
