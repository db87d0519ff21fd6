import "server-only"
import type { UserRecord } from "@shop/core/backend/auth/ports"
import type { MarketCode } from "@shop/core/markets/index"
import { pathOf } from "@shop/core/routes/router"
import { Option } from "effect"
import { redirect } from "next/navigation"
import { pageCookies } from "../../server/auth/pageCookies.ts"
import { sessionUserOfCookies } from "../../server/auth/sessionUser.ts"
import { loadForPage } from "../../server/page.ts"

/**
 * The signed-in user of an account page. A visitor without a session is sent to the market's login
 * page with the page as `returnTo`, so signing in brings them back.
 */
export const requireAccountUser = async (market: MarketCode, pathname: string): Promise<UserRecord> => {
  const user = await loadForPage(sessionUserOfCookies(await pageCookies()))
  if (Option.isNone(user)) redirect(`${pathOf(market, "login")}?returnTo=${encodeURIComponent(pathname)}`)
  return user.value
}
