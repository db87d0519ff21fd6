import "server-only"
import { orderTokenHeader } from "@shop/adapters/http/CheckoutApiFetch"
import type { Reader } from "@shop/core/backend/access/recordAccess"
import { Effect, Option } from "effect"
import { pageCookies } from "./auth/pageCookies.ts"
import { sessionUserOf, sessionUserOfCookies } from "./auth/sessionUser.ts"

/**
 * Who asks for an order or a sell order (core access/recordAccess.ts decides what they may read):
 * the user of the request's session, and the record's token. Calls carry the token in the
 * `Order-Token` header (the browser adapters' orderTokenHeader), so it stays out of
 * URLs and logs; pages, which are reached by links (the thank-you link, the gateway's way back),
 * carry it in their query as `token`. A session lookup that fails (the database is down) fails the
 * request (503): it is never taken as "no session".
 */
const userIdOf = <E, R>(lookup: Effect.Effect<Option.Option<{ readonly id: string }>, E, R>) =>
  Effect.map(lookup, (user) => Option.getOrNull(Option.map(user, (u) => u.id)))

const tokenOf = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === "" ? null : value.trim()

/** The reader of an API request: its session and its `Order-Token` header. */
export const readerOfRequest = (request: Request) =>
  Effect.map(userIdOf(sessionUserOf(request)), (userId): Reader => ({ userId, token: tokenOf(request.headers.get(orderTokenHeader)) }))

/** The reader of a page: the session of the page request's cookies, and the token of its link. */
export const readerOfPage = async (token: string | undefined) => {
  const cookies = await pageCookies()
  return Effect.map(userIdOf(sessionUserOfCookies(cookies)), (userId): Reader => ({ userId, token: tokenOf(token) }))
}
