import { listSellBrands, listSellModels, notAcceptedReasons, sellOrderById } from "@shop/core/backend/index"
import type { SellBrandRow, SellModelRow } from "@shop/core/sell/sellTypes"
import type { MarketCode } from "@shop/core/markets/market"
import { categoryById } from "@shop/core/catalog/category"
import { activeItem, type FunnelState } from "@shop/core/sell/funnelState"
import { progress } from "@shop/core/sell/progress"
import { offerValidUntil } from "@shop/core/sell/buybackPolicy"
import type { FunnelSession } from "@shop/core/sell/stepGraph"
import { Clock, Effect, Option } from "effect"
import { redirect } from "next/navigation"
import { SellFunnel, ShopClient } from "../../client/islands.tsx"
import { loadForPage } from "../../server/page.ts"
import { readerOfPage } from "../../server/recordReader.ts"
import { serverSettings } from "../../server/settings.ts"
import { sellFunnelMessages } from "../pageMessages.ts"
import { shopClientProps } from "../shopClientProps.ts"
import type { ViewProps } from "../views.ts"
import { firstParam as first, searchOf } from "../resolveRequest.ts"
import { funnelHref, locateFunnel, sessionOf, variantsOf } from "./funnelLocation.ts"
import { sellerAccountOfPage } from "./sellerAccount.ts"
import type { CongratsData, StepData } from "./stepData.ts"
import { configOptionsFor } from "./sellOptions.ts"
import { stepQuote } from "./stepQuote.ts"

const knownReasons: ReadonlyArray<string> = Object.values(notAcceptedReasons)

/** Steps past a trade-in's offer: a trade-in never goes on to a sale's own steps. */
const tradeInEnds = new Set(["auth", "payment", "delivery", "congrats"])

/** Steps that show the devices' offers, and so ask the backend for them. */
const quotedSteps = new Set(["offer", "auth", "payment", "delivery"])

/** What a step shows besides the state: the pickers' lists, the config values, the offers. */
const stepDataOf = async (market: MarketCode, state: FunnelState): Promise<StepData> => {
  const item = activeItem(state)
  if (item === undefined) return { _tag: "None" }
  switch (state.step) {
    case "brand": {
      const brands: ReadonlyArray<SellBrandRow> = await loadForPage(listSellBrands(market, { category: item.category }))
      return { _tag: "Brands", brands }
    }
    case "model": {
      const models: ReadonlyArray<SellModelRow> = await loadForPage(
        listSellModels(market, { category: item.category, ...(item.brand === undefined ? {} : { brandId: item.brand }) })
      )
      return { _tag: "Models", models }
    }
    case "config":
      return { _tag: "Config", options: item.model === undefined ? [] : await configOptionsFor(market, item.model.id) }
    default:
      return quotedSteps.has(state.step)
        ? { _tag: "Quote", quote: await loadForPage(stepQuote(market, state.items)), validUntil: await loadForPage(Effect.map(Clock.currentTimeMillis, offerValidUntil)) }
        : { _tag: "None" }
  }
}

/**
 * The submitted sale of the congrats link, for the visitor who may read it (core access rule); else
 * none. A failed lookup (the database down) is the page's failure, not "no sale".
 */
const congratsOf = async (orderId: string, token: string | undefined, session: FunnelSession): Promise<CongratsData | null> => {
  const reader = await readerOfPage(token)
  const found = await loadForPage(Effect.flatMap(reader, (who) => sellOrderById(orderId, who)).pipe(
    Effect.map(Option.some),
    Effect.catchTag("NotFound", () => Effect.succeed(Option.none()))
  ))
  if (Option.isNone(found)) return null
  const sale = found.value
  const { payload } = sale
  const device = payload.products[0]
  return {
    progress: device === undefined ? null : progress("congrats", {
      ...session,
      category: categoryById(device.category),
      brandId: device.brand,
      modelName: device.modelName,
      offerChoice: payload.products.some((p) => p.isInstantSell) ? 2 : 1
    }),
    sellOrderId: sale.sellOrderId,
    total: payload.totalEstimatedOffer,
    devices: payload.products.map((p) => p.modelName),
    email: payload.userEmail,
    courier: payload.pickupDetailsCourier?.pickupDate ?? null,
    locker: payload.pickupDetailsLocker?.lockerId ?? null
  }
}

/**
 * A step of the sell funnel (SPEC 2.5, route `sellStep`). The step is the path's, the devices are
 * the query string's (core codec); a URL that is tampered with or ahead of its answers is sent to
 * the closest valid step with a notice. Congrats is reached with the submitted order's id, since a
 * URL cannot prove an order was sent.
 */
export async function SellStepView(props: ViewProps<"sellStep">) {
  const { market, route, searchParams } = props
  const variants = variantsOf(searchParams, serverSettings().sellVariants)
  // The seller's session decides the logged-out steps. Sell steps are never a shared page (core
  // isSharedPage), so reading it here keeps nobody's session in the page cache.
  const account = await sellerAccountOfPage()
  // The server cannot know the width; the config step splits itself once the page is interactive.
  const session = sessionOf(variants, 1024, account)
  const client = await shopClientProps(market, sellFunnelMessages)
  const search = searchOf(searchParams)
  const step = route.params.step
  const notice = first(searchParams["notice"]) === "repaired" ? "repaired" : first(searchParams["notice"]) === "invalid" ? "invalid" : null

  if (step === "congrats") {
    const orderId = first(searchParams["order"])
    const congrats = orderId === undefined ? null : await congratsOf(orderId, first(searchParams["token"]), session)
    if (congrats !== null) {
      return (
        <div className="container sell-page">
          <ShopClient {...client}>
            <SellFunnel market={market} state={{ step: "congrats", items: [] }} variants={variants} data={{ _tag: "Congrats", congrats }} notice={null} account={account} />
          </ShopClient>
        </div>
      )
    }
  }

  const located = locateFunnel(step, search, session)
  // The trade-in funnel ends at its offer (the cart takes it from there): a later step is its offer.
  if (variants.tradeIn === true && tradeInEnds.has(located.state.step)) {
    redirect(funnelHref(market, { ...located.state, step: "offer" }, variants))
  }
  // A trade-in is one device (the cart keeps one): an address holding more keeps the first.
  if (variants.tradeIn === true && located.state.items.length > 1) {
    redirect(funnelHref(market, { ...located.state, items: located.state.items.slice(0, 1) }, variants))
  }
  // Only a reason the backend gives (a tampered one would show a message key).
  const reason = knownReasons.find((known) => known === first(searchParams["reason"]))
  const notAcceptedByOffer = step === "not-accepted" && reason !== undefined && located.state.items.length > 0
  // Elsewhere with a notice, or on to the step in place of one the session skips (no notice).
  if ((located.notice !== null || located.state.step !== step) && !notAcceptedByOffer) {
    redirect(funnelHref(market, located.state, variants, located.notice === null ? {} : { notice: located.notice }))
  }
  const state: FunnelState = notAcceptedByOffer ? { ...located.state, step: "not-accepted" } : located.state
  const data = await stepDataOf(market, state)
  // The backend does not buy a device it was asked to price: the funnel ends at not-accepted.
  if (data._tag === "Quote" && data.quote?._tag === "NotAccepted") {
    redirect(funnelHref(market, { ...state, step: "not-accepted" }, variants, { reason: data.quote.reasonKey }))
  }
  return (
    <div className="container sell-page">
      <ShopClient {...client}>
        <SellFunnel
          market={market}
          state={state}
          variants={variants}
          data={notAcceptedByOffer ? { _tag: "NotAccepted", reasonKey: reason ?? "" } : data}
          notice={notice}
          account={account}
        />
      </ShopClient>
    </div>
  )
}
