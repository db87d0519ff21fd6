"use client"
import { Categories, categoryIds, type Category } from "@shop/core/catalog/category"
import { formatPrice } from "@shop/core/markets/priceFormat"
import type { OfferQuote } from "@shop/core/ports/SellApi"
import { addDeviceEvent } from "@shop/core/sell/addDeviceEvent"
import { buybackPolicy } from "@shop/core/sell/buybackPolicy"
import { addDevice, chooseOffer, continueStep } from "@shop/core/sell/transitions"
import type { FunnelState, OfferChoice } from "@shop/core/sell/funnelState"
import type { Offer, OfferOption } from "@shop/core/sell/offer"
import { offerSummary, type OfferSummary } from "@shop/core/sell/offerSummary"
import { Result } from "effect"
import { useState } from "react"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { useT } from "../../client/useT.ts"
import { unbreakablePrice } from "../../ui/price.ts"
import { formatDay } from "../account/format.ts"
import { pushSellEvent } from "./sellAnalytics.ts"
import type { FunnelNav } from "./useFunnel.ts"

function OptionCard(props: {
  readonly nav: FunnelNav
  readonly offer: Offer
  readonly option: OfferOption
  readonly chosen: boolean
  readonly onChoose: (itemIndex: number, choice: OfferChoice) => void
}) {
  const { nav, offer, option } = props
  const t = useT()
  const price = (amount: number) => formatPrice(nav.market, amount)
  const id = `sell-offer-${offer.item_index}-${option.id}`
  return (
    <label className="sell-offer-option" htmlFor={id} data-testid="sell-offer" data-offer-id={option.id} data-chosen={props.chosen}>
      <input
        id={id}
        type="radio"
        name={`offer-${offer.item_index}`}
        value={option.id}
        checked={props.chosen}
        onChange={() => props.onChoose(offer.item_index, option.id)}
      />
      <span className="sell-offer-body">
        <span className="sell-offer-head">
          <span className="sell-offer-name">{t(option.id === 1 ? "sell-offer-normal" : "sell-offer-instant")}</span>
          <span className="sell-offer-amounts">
            <span className="sell-offer-total" data-testid="sell-offer-total">{price(option.total_value)}</span>
          </span>
        </span>
        <span className="sell-offer-what">{t(option.id === 1 ? "sell-offer-normal-hint" : "sell-offer-instant-hint")}</span>
        <span className="sell-offer-lines">
          <span>
            <span className="sell-offer-line-label">{t("sell-offer-value")}</span> <strong>{price(option.value)}</strong>
            {/* The value's earlier price (it dropped since): beside the value it was, never beside the total with the voucher, which can be above it. */}
            {option.previous_price === null ? null : <> <s className="sell-offer-previous">{price(option.previous_price)}</s></>}
          </span>
          <span><span className="sell-offer-line-label">{t("sell-offer-voucher")}</span> <strong>{price(option.voucher_value)}</strong></span>
          {option.promotion_value > 0
            ? <span><span className="sell-offer-line-label">{t("sell-offer-promotion")}</span> <strong>{price(option.promotion_value)}</strong></span>
            : null}
        </span>
      </span>
    </label>
  )
}

/**
 * The line under the offers (core offerSummary): the total the sale will carry once every device has
 * its offer, else what is still to choose and the most the sale can bring, never a total of 0.
 */
function OfferSum(props: { readonly nav: FunnelNav; readonly summary: OfferSummary; readonly devices: number }) {
  const { nav, summary } = props
  const t = useT()
  const price = (amount: number) => unbreakablePrice(nav.market, amount)
  return (
    <p className="sell-offer-sum" data-testid="sell-offer-sum" data-state={summary._tag === "Chosen" ? "chosen" : "choosing"} aria-live="polite">
      {summary._tag === "Chosen"
        ? <strong>{t("sell-offer-sum", { total: price(summary.total) })}</strong>
        : (
          <>
            <span className="sell-offer-sum-choose">{t("sell-offer-sum-choose", { devices: props.devices })}</span>
            {summary.upTo > 0 ? <span className="sell-offer-sum-up-to">{t("sell-offer-sum-up-to", { total: price(summary.upTo) })}</span> : null}
          </>
        )}
    </p>
  )
}

/**
 * Offer (SPEC 3 Offer): for each device, the normal offer (paid after our check, with a voucher)
 * and the instant sell, in the market's currency, and until when the offer holds (a device arriving
 * later is priced at that day's price list); "add another device" starts one more device of the
 * same sale at brand.
 */
export function OfferStep(props: { readonly nav: FunnelNav; readonly quote: OfferQuote | null; readonly validUntil: number | null }) {
  const { nav, quote } = props
  const t = useT()
  const [error, setError] = useState(false)
  const [category, setCategory] = useState<Category>("smartphone")
  // Choices are kept here as well as in the URL, which the page does not re-render for.
  const [state, setState] = useState<FunnelState>(nav.state)
  const choose = (itemIndex: number, choice: OfferChoice) => {
    const chosen = chooseOffer(state, itemIndex, choice)
    if (Result.isFailure(chosen)) return
    setError(false)
    setState(chosen.success)
    nav.keep(chosen.success)
  }
  if (quote === null || quote._tag !== "OffersQuoted") {
    return <p className="sell-error" role="alert">{t("sell-offer-unavailable")}</p>
  }
  // The sum the sell order will carry once every device has its offer (core offerSummary).
  const summary = offerSummary(quote.offers, state)
  return (
    <div className="sell-offers">
      {quote.offers.map((offer) => (
        <article key={offer.item_index} className="sell-offer" data-testid="sell-offer-card">
          <header className="sell-offer-device">
            <img src={offer.productImage} alt="" width={64} height={64} />
            <h2>{offer.item_name}</h2>
          </header>
          <fieldset className="sell-offer-options">
            <legend className="visually-hidden">{t("sell-offer-choose", { name: offer.item_name })}</legend>
            {offer.offers.map((option) => (
              <OptionCard
                key={option.id}
                nav={nav}
                offer={offer}
                option={option}
                chosen={state.items[offer.item_index]?.offer === option.id}
                onChoose={choose}
              />
            ))}
          </fieldset>
        </article>
      ))}
      <OfferSum nav={nav} summary={summary} devices={quote.offers.length} />
      {props.validUntil === null ? null : (
        <p className="sell-offer-validity" data-testid="offer-valid-until" data-valid-until={props.validUntil}>
          <strong>{t("mysale-offer-valid-until", { date: formatDay(nav.market, props.validUntil) })}</strong>{" "}
          {t("mysale-offer-validity-rule")}
        </p>
      )}
      {props.validUntil === null ? null : (
        <p className="sell-offer-validity" data-testid="counter-offer-rule" data-lapse={buybackPolicy.counterOfferLapse[nav.market]}>
          {t(buybackPolicy.counterOfferLapse[nav.market] === "accept" ? "mysale-counter-rule-accept" : "mysale-counter-rule-return", { days: buybackPolicy.counterOfferDays })}
        </p>
      )}
      {error ? <p className="sell-error" role="alert">{t("sell-offer-missing")}</p> : null}
      <div className="sell-actions">
        <button
          type="button"
          className="button button-primary"
          data-testid="sell-continue"
          onClick={() => setError(nav.apply(continueStep(state, nav.session)) !== null)}
        >
          {t("sell-continue")}
        </button>
      </div>
      <div className="sell-add-device">
        <label htmlFor="sell-add-category">{t("sell-add-device-label")}</label>
        <select id="sell-add-category" value={category} onChange={(e) => setCategory(e.target.value as Category)}>
          {Categories.map((c) => <option key={c} value={c}>{t(`sell-category-${c}` as MessageKey)}</option>)}
        </select>
        <button
          type="button"
          className="button button-outline"
          data-testid="sell-add-device"
          onClick={() => {
            const added = addDevice(state, categoryIds[category])
            if (Result.isFailure(added)) return setError(true)
            const event = addDeviceEvent(nav.market, added.success)
            if (event !== undefined) pushSellEvent(event)
            nav.go(added.success)
          }}
        >
          {t("sell-add-device")}
        </button>
      </div>
    </div>
  )
}
