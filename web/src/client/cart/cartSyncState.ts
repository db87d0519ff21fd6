/**
 * Where the page's cart stands, on `<html data-cart-sync>` for the shell's styles and the end-to-end
 * tests: "signed-in" once the signed-in cart is synced (SPEC 4), "guest" once the page knows it
 * syncs nothing (the session said so, or there is no auth cookie to ask about).
 */
export const markCartSync = (state: "guest" | "signed-in"): void => {
  document.documentElement.dataset["cartSync"] = state
}
