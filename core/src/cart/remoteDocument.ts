import { Result, Schema } from "effect"
import { CartState } from "./cartState.ts"
import { STATE_VERSION } from "./expiry.ts"

/**
 * SPEC 7: the remote cart document (`carts/{uid}`). The cross-sell list and the trade-in are
 * device-local and are not synced.
 */
export const RemoteCartDocument = Schema.Struct({
  phoneCart: CartState.fields.phoneCart,
  accessoryCart: CartState.fields.accessoryCart,
  batteryCart: CartState.fields.batteryCart,
  timestamp: CartState.fields.timestamp,
  expireAt: CartState.fields.expireAt,
  stateVersion: CartState.fields.stateVersion
})
export type RemoteCartDocument = typeof RemoteCartDocument.Type

export const toRemoteDocument = (cart: CartState): RemoteCartDocument => ({
  phoneCart: cart.phoneCart,
  accessoryCart: cart.accessoryCart,
  batteryCart: cart.batteryCart,
  timestamp: cart.timestamp,
  expireAt: cart.expireAt,
  stateVersion: cart.stateVersion
})

/** The remote cart as a local state; the local cross-sell list and trade-in stay (neither is synced). */
export const cartFromRemote = (document: RemoteCartDocument, local: CartState): CartState => ({
  ...document,
  accessories: local.accessories,
  ...(local.tradeIn === undefined ? {} : { tradeIn: local.tradeIn })
})

/**
 * A stored remote cart as read: the document, and how many of its stored lines (device lines, loose
 * accessories, battery entries) were left out because they do not decode (readRemoteCart).
 */
export interface RemoteCartRead {
  readonly document: RemoteCartDocument
  readonly droppedLines: number
}

const decodeDocument = Schema.decodeUnknownResult(RemoteCartDocument)
const decodeStamp = Schema.decodeUnknownResult(Schema.Struct({
  timestamp: RemoteCartDocument.fields.timestamp,
  expireAt: RemoteCartDocument.fields.expireAt,
  stateVersion: RemoteCartDocument.fields.stateVersion
}))
const decodePhoneLine = Schema.decodeUnknownResult(RemoteCartDocument.fields.phoneCart.value)
const decodeAccessory = Schema.decodeUnknownResult(RemoteCartDocument.fields.accessoryCart.value)
const decodeBattery = Schema.decodeUnknownResult(RemoteCartDocument.fields.batteryCart.value)

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const decodedOf = <A>(items: ReadonlyArray<unknown>, decode: (item: unknown) => Result.Result<A, unknown>): ReadonlyArray<A> =>
  items.flatMap((item) => {
    const decoded = decode(item)
    return Result.isSuccess(decoded) ? [decoded.success] : []
  })

/**
 * How a stored remote cart is read (every RemoteCartStore adapter's `get`; issue 14). A document that
 * decodes is read as it is. One that does not, but is a whole cart of the current state version
 * (every field present, the stamp decodes, the three lists are lists), keeps the lines that decode and
 * counts the others, so one bad line no longer costs the shopper the whole saved cart. A battery entry
 * whose device line was left out goes too. Anything less (a missing field, a broken stamp, another
 * version: the sync drops those anyway) cannot be read in part: the failure names why.
 */
export const readRemoteCart = (stored: unknown): Result.Result<RemoteCartRead, string> => {
  const whole = decodeDocument(stored)
  if (Result.isSuccess(whole)) return Result.succeed({ document: whole.success, droppedLines: 0 })
  const unreadable = Result.fail(whole.failure.message)
  if (!isRecord(stored)) return unreadable
  const stamp = decodeStamp(stored)
  if (Result.isFailure(stamp) || stamp.success.stateVersion !== STATE_VERSION) return unreadable
  const { phoneCart, accessoryCart, batteryCart } = stored
  if (!Array.isArray(phoneCart) || !Array.isArray(accessoryCart) || !Array.isArray(batteryCart)) return unreadable
  const phones = decodedOf(phoneCart, decodePhoneLine)
  const lineIds = new Set(phones.map((line) => line.id))
  const accessories = decodedOf(accessoryCart, decodeAccessory)
  const batteries = decodedOf(batteryCart, decodeBattery).filter((entry) => lineIds.has(entry.phoneId))
  const kept = phones.length + accessories.length + batteries.length
  return Result.succeed({
    document: { ...stamp.success, phoneCart: phones, accessoryCart: accessories, batteryCart: batteries },
    droppedLines: phoneCart.length + accessoryCart.length + batteryCart.length - kept
  })
}
