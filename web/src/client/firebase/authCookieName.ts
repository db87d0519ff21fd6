/**
 * The SPEC 4/7 auth cookie (web/src/server/auth/cookies.ts `authCookieName`), readable by the page.
 * A module of its own so the header's account link (on every page) imports no `effect`.
 */
export const AUTH_COOKIE_NAME = "shop_auth"
