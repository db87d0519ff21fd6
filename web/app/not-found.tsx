/**
 * The not-found boundary above the two root layouts (app/(shop), app/(console)), which Next writes
 * into every page's payload: without this file it writes its own English 404 page there (1.2 KB of
 * every page, issue 15). No path reaches it: every page path is the shop's catch-all or the console's,
 * which have their own localized not-found pages, and Next's internal `/_not-found` route is served
 * the shop's 404 by the shop's server (server/requestGuard.mjs).
 */
export default function UnreachableNotFound() {
  return null
}
