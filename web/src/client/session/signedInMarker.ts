/**
 * The uid whose cart this browser last settled at login (SPEC 4 merge flag). A session seen for a uid
 * other than the marked one is a new login: the local cart (a guest cart, or another account's) is
 * merged with the account's remote cart. A session of the marked uid (a reload while signed in) takes
 * the remote cart as it is, so a line removed on another device does not come back from a stale tab.
 */
const markerKey = "cart-sync-uid"

export const markedUid = (): string | null => {
  try {
    return window.localStorage.getItem(markerKey)
  } catch {
    return null
  }
}

export const markUid = (uid: string | null): void => {
  try {
    if (uid === null) window.localStorage.removeItem(markerKey)
    else window.localStorage.setItem(markerKey, uid)
  } catch {
    // Storage refused (private mode): the next load merges again, which loses nothing.
  }
}
