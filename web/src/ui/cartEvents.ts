/**
 * The same-tab signal that the stored cart changed. `storage` events only reach other tabs, so the
 * cart code dispatches this on window after every write; the header badge listens to both.
 */
export const CART_CHANGED_EVENT = "shop:cart-changed"
