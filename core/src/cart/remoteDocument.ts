import { Schema } from "effect"
import { CartState } from "./cartState.ts"

/**
 * SPEC 7: the remote cart document (`carts/{uid}`). The cross-sell list is device-local and is
 * not synced.
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

/** The remote cart as a local state; the local cross-sell list stays. */
export const cartFromRemote = (document: RemoteCartDocument, local: CartState): CartState => ({
  ...document,
  accessories: local.accessories
})
