import type { HeaderReader } from "../../market/hosts.ts"

/**
 * Whether /logout/ may sign out as soon as it opens (issue 14: no logout by a cross-site GET). The
 * page's own sign-out call is same-origin whoever linked to the page, so the page itself must tell
 * how the browser got there: only a navigation from one of this storefront's pages (Sec-Fetch-Site
 * `same-origin`) or one the shopper started (`none`: typed, a bookmark) signs out on arrival. A link
 * or redirect from another site, another market's host (`same-site`), or a browser that does not say
 * (no header) gets a "Sign out" button instead.
 */
export const signsOutOnArrival = (headers: HeaderReader): boolean => {
  const site = headers.get("sec-fetch-site")?.trim().toLowerCase()
  return site === "same-origin" || site === "none"
}
