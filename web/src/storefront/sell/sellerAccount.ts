import "server-only"
import { Option } from "effect"
import { pageCookies } from "../../server/auth/pageCookies.ts"
import { sessionUserOfCookies } from "../../server/auth/sessionUser.ts"
import { loadForPage } from "../../server/page.ts"
import type { SellerAccount } from "./funnelLocation.ts"

/**
 * The signed-in seller of a sell step, by the server's one session rule (sessionUser.ts): the
 * request's httpOnly session cookie, never the URL. A lookup that fails (the database is down) is the
 * page's failure, never "signed out" (which would ask a signed-in seller to sign in).
 */
export const sellerAccountOfPage = async (): Promise<SellerAccount | null> =>
  Option.match(await loadForPage(sessionUserOfCookies(await pageCookies())), {
    onNone: () => null,
    onSome: (user) => ({ email: user.email })
  })
