import type { CategoryId } from "@shop/core/catalog/category"
import type { MarketCode } from "@shop/core/markets/market"
import { decodeFunnel } from "@shop/core/sell/funnelQuery"
import { repairFunnelState } from "@shop/core/sell/funnelRepair"
import type { FunnelState } from "@shop/core/sell/funnelState"
import { funnelPath, funnelStartPath } from "@shop/core/sell/funnelUrl"
import { activeItem } from "@shop/core/sell/funnelState"
import { funnelContext, shownStepFor, type FunnelSession } from "@shop/core/sell/stepGraph"
import { Option, Result } from "effect"

/**
 * Where a funnel URL lands. The variants (payment test, telecom partner) are switches that ride in
 * the query string beside the items (the codec ignores parameters that are not item parameters), so
 * every step of a variant's funnel keeps it.
 */
export interface SellVariants {
  readonly paymentTest: boolean
  readonly partner: boolean
  /**
   * The trade-in funnel (issue 19, `tradeIn=1`): the same steps up to the offer, which then goes into
   * the cart as a trade-in instead of on to a sale (docs/decisions-buyback.md, "Trade-in").
   */
  readonly tradeIn?: boolean
  /** Where the trade-in funnel goes back to once the trade-in is in the cart (a path of this shop). */
  readonly back?: string
}

type Param = string | ReadonlyArray<string> | undefined
type Params = Readonly<Record<string, Param>>

// Not resolveRequest's firstParam: client islands import this file, and that one pulls in the route table index.
const flag = (value: Param): boolean | undefined => {
  const text = typeof value === "string" ? value : value?.[0]
  return text === undefined ? undefined : text === "1" || text === "true"
}

/** The query's switches win over the configured defaults (SELL_PAYMENT_TEST, SELL_PARTNER). */
/**
 * A way back of this shop only: one leading slash (not `//host`, not `/\host`), then path and query
 * characters. Anything else is ignored and the funnel goes to the cart.
 */
const sameSitePath = /^\/(?![/\\])[A-Za-z0-9\-._~/%?=&+]{0,300}$/

const base = "http://shop.invalid"

/** The path as a browser resolves it: dot segments gone (`/.//evil.example` would become `//evil.example`). */
const backOf = (value: Param): string | undefined => {
  const text = typeof value === "string" ? value : value?.[0]
  if (text === undefined || !sameSitePath.test(text)) return undefined
  const url = new URL(text, base)
  const path = `${url.pathname}${url.search}`
  return url.origin === base && sameSitePath.test(path) ? path : undefined
}

export const variantsOf = (params: Params, defaults: SellVariants): SellVariants => {
  // A trade-in is the shop's own funnel: neither the partner's titles nor the payment test apply.
  if (flag(params["tradeIn"]) === true) {
    const back = backOf(params["back"])
    return { paymentTest: false, partner: false, tradeIn: true, ...(back === undefined ? {} : { back }) }
  }
  return {
    paymentTest: flag(params["paymentTest"]) ?? defaults.paymentTest,
    partner: flag(params["partner"]) ?? defaults.partner
  }
}

const variantQuery = (variants: SellVariants): string =>
  [
    variants.paymentTest ? "paymentTest=1" : "",
    variants.partner ? "partner=1" : "",
    variants.tradeIn === true ? "tradeIn=1" : "",
    variants.tradeIn === true && variants.back !== undefined ? `back=${encodeURIComponent(variants.back)}` : ""
  ]
    .filter((p) => p !== "")
    .join("&")

/** The trade-in funnel's start for a shopper on `back` (a product page or the cart), at the category's brand step. */
export const tradeInStartHref = (market: MarketCode, back: string, category?: CategoryId): string =>
  startHref(market, category, { paymentTest: false, partner: false, tradeIn: true, back })

/**
 * The signed-in seller of a funnel page, as the page's server read it from the session (never from
 * the URL): null for a visitor. The sale is linked to the account and sent with its email.
 */
export interface SellerAccount {
  readonly email: string
}

/** What the step graph reads of the visit: signed in or not (SPEC 2.5's logged-out steps), the variants, the width. */
export const sessionOf = (variants: SellVariants, viewportWidth: number, account: SellerAccount | null): FunnelSession => ({
  // A trade-in asks no email and no sign-in: the checkout has the buyer's contact.
  loggedIn: account !== null || variants.tradeIn === true,
  paymentTest: variants.paymentTest,
  partner: variants.partner,
  viewportWidth
})

/** Every market's route table names the sell route; this only keeps a link when one would not. */
const fallbackStart = "/sell/brand/"

const noVariants: SellVariants = { paymentTest: false, partner: false }

/**
 * The funnel's start (SPEC 2.5: at brand), with the device's category when one is chosen, keeping
 * the variant switches the landing was opened with (a partner's link to the landing stays a partner funnel).
 */
export const startHref = (market: MarketCode, category?: CategoryId, variants: SellVariants = noVariants): string =>
  join(Result.getOrElse(funnelStartPath(market, category), () => fallbackStart), variantQuery(variants))

const join = (path: string, extra: string): string =>
  extra === "" ? path : `${path}${path.includes("?") ? "&" : "?"}${extra}`

/** A state's URL with the variant switches and, optionally, more parameters (order, notice, a trade-in's way back). */
export const funnelHref = (
  market: MarketCode,
  state: FunnelState,
  variants: SellVariants,
  extra: Readonly<Record<string, string>> = {}
): string => {
  const path = Result.getOrElse(funnelPath(market, state), () => fallbackStart)
  const more = new URLSearchParams(extra).toString()
  return join(join(path, variantQuery(variants)), more)
}

const isItemPair = (part: string): boolean => /^\d/.test(part)

/**
 * The longest prefix of the query's item parameters that decodes. Parameters are written in the
 * order they are given, so dropping the last ones is going back: the closest valid state.
 */
const closestDecodable = (step: string, search: string): FunnelState | undefined => {
  const parts = (search.startsWith("?") ? search.slice(1) : search).split("&").filter((p) => p !== "")
  const items = parts.filter(isItemPair)
  for (let keep = items.length; keep >= 0; keep--) {
    const decoded = decodeFunnel(step, items.slice(0, keep).join("&"))
    if (Result.isSuccess(decoded)) return decoded.success
    // An unknown step: the items decide. Core's repair takes "congrats" as "no step asked for" and
    // lands on the first open step of the path, the furthest the answers allow.
    const anyStep = decodeFunnel("congrats", items.slice(0, keep).join("&"))
    if (Result.isSuccess(anyStep)) return anyStep.success
  }
  return undefined
}

export type FunnelNotice = "repaired" | "invalid"

export interface FunnelLocation {
  readonly state: FunnelState
  /** Null when the URL was valid and consistent; else why the seller landed elsewhere. */
  readonly notice: FunnelNotice | null
}

/** The step the session shows for the URL's step: itself, or the one in its place (email once signed in: the offer). */
const stepInPlace = (state: FunnelState, session: FunnelSession) =>
  Option.match(funnelContext(state, session), {
    onNone: () => state.step,
    onSome: (ctx) => shownStepFor(state.step, activeItem(state), ctx)
  })

/**
 * The funnel state of a URL: decoded with core's codec and placed by core's repair. A URL that
 * does not decode (a tampered query, an unknown step) keeps its longest valid part ("invalid");
 * a decodable one whose step is ahead of its answers moves back to the first open step ("repaired").
 * A step the session skips (email and auth for a signed-in seller: a link kept from before signing
 * in) moves on to the step in its place without a notice, since nothing was wrong with it.
 */
export const locateFunnel = (stepParam: string, search: string, session: FunnelSession): FunnelLocation => {
  const decoded = decodeFunnel(stepParam, search)
  if (Result.isSuccess(decoded)) {
    const repaired = repairFunnelState(decoded.success, session)
    const same = repaired.step === stepInPlace(decoded.success, session) && repaired.items.length === decoded.success.items.length
    return { state: repaired, notice: same ? null : "repaired" }
  }
  const closest = closestDecodable(stepParam, search)
  const state = closest === undefined ? { step: "brand" as const, items: [] } : closest
  const repaired = state.items.length === 0
    ? { step: "intro" as const, items: [] }
    : repairFunnelState(state, session)
  return { state: repaired, notice: "invalid" }
}
