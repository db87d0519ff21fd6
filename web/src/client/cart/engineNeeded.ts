import { CART_STORAGE_KEY_PREFIX } from "@shop/core/cart/expiry"
import { authCookieRawValue } from "../firebase/authCookieName.ts"
import { markedUid } from "../session/signedInMarker.ts"

/**
 * Whether the page must load the cart engine as soon as it hydrates, rather than on the shopper's
 * first change: a cart is stored (of any version: the engine reads it, or drops an old one as
 * before), the browser holds the auth cookie (a signed-in cart to sync, SPEC 4), or a login was
 * settled here before (the session check then clears the marker, so the next login merges).
 * Without any of them the cart is empty and nobody is signed in: nothing to read or sync.
 * Plain storage and cookie reads, no `effect`. Storage that throws counts as none.
 */
export const cartEngineNeeded = (): boolean => {
  if (authCookieRawValue(document.cookie) !== undefined || markedUid() !== null) return true
  try {
    const storage = window.localStorage
    for (let index = 0; index < storage.length; index++) {
      if (storage.key(index)?.startsWith(CART_STORAGE_KEY_PREFIX) === true) return true
    }
  } catch {
    // Storage refused: no cart can be stored either.
  }
  return false
}
