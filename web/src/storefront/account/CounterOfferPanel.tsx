import type { MarketCode } from "@shop/core/markets/index"
import { formatPrice } from "@shop/core/markets/priceFormat"
import type { ConfigAttribute } from "@shop/core/sell/config"
import { type AnswerLabel, differenceLines } from "@shop/core/sell/differenceLines"
import type { SellerSaleProgress } from "@shop/core/sell/sellerSaleProgress"
import { ActionForm, ActionResults, SavedText, WhenRefused } from "../../client/islands.tsx"
import { catalogues, type MessageKey } from "../../i18n/catalogues.ts"
import type { Translator } from "../../i18n/translator.ts"
import { sellKey } from "../sell/sellText.ts"
import { answerCounterOfferForm } from "./counterOfferActions.ts"
import { formatDay } from "./format.ts"

/** The config values' labels of each device's model in the market, by item index ("attribute:id" -> label). */
export type DeviceConfigLabels = ReadonlyMap<number, ReadonlyMap<string, string>>

/** The answer refused because the counter-offer was answered already or has lapsed (counterOfferActions.ts). */
export const counterOfferConflict: MessageKey = "mysale-counter-conflict"

/** A sell-catalogue key of core's, when the catalogue has it (a reason key the page cannot translate is not shown as a key). */
const knownSellKey = (coreKey: string): MessageKey | null => {
  const key = sellKey(coreKey)
  return Object.hasOwn(catalogues.en, key) ? key : null
}

const answerText = (tr: Translator, labels: ReadonlyArray<AnswerLabel>): string => {
  const texts = labels.map((label) => (label._tag === "Text" ? label.text : tr.t(knownSellKey(label.key) ?? "mysale-counter-no-answer")))
  return texts.length === 0 ? tr.t("mysale-counter-no-answer") : texts.join(", ")
}

/** The decision given to the counter-offer, in the seller's words (by them, or by the lapse rule). */
function Decision({ market, progress, tr }: { readonly market: MarketCode; readonly progress: SellerSaleProgress; readonly tr: Translator }) {
  const decision = progress.decision
  const offer = progress.counterOffer
  if (decision === null || offer === null) return null
  const key: MessageKey = decision.accepted
    ? decision.by === "lapse" ? "mysale-decision-accepted-lapse" : "mysale-decision-accepted"
    : decision.by === "lapse" ? "mysale-decision-declined-lapse" : "mysale-decision-declined"
  return (
    <p className="account-confirmation" data-testid="counter-offer-decision" data-accepted={String(decision.accepted)} data-by={decision.by}>
      {tr.t(key, { amount: formatPrice(market, offer.amount), date: formatDay(market, decision.at) })}
    </p>
  )
}

/**
 * A sale's counter-offer (issue 19) on its details page: the amount, each device's offer against its
 * value as found, what differed from the declaration answer by answer (the funnel's own questions and
 * answers, in the market's language), and while it waits for an answer, the deadline with what
 * happens without one (the market's lapse rule) and the two answers. Both are forms posted to a
 * server action (working without JavaScript); declining asks first, in a disclosure the keyboard
 * opens, since the device then comes back and nothing is paid. Once answered, the decision.
 */
export function CounterOfferPanel(props: {
  readonly market: MarketCode
  readonly saleId: string
  readonly offer: number
  readonly progress: SellerSaleProgress
  readonly configLabels: DeviceConfigLabels
  readonly tr: Translator
}) {
  const { market, progress, tr } = props
  const counter = progress.counterOffer
  if (counter === null) return null
  const price = (amount: number) => formatPrice(market, amount)
  const waiting = progress.status === "counter-offered"
  // A counter-offer of nothing (no device the shop would buy) can only be declined (core counterOfferOf: its lapse is "return").
  const acceptable = counter.amount > 0
  const deadline = formatDay(market, counter.expiresAt)
  return (
    <section className="account-counter-offer" data-testid="counter-offer" data-status={progress.status} aria-labelledby="counter-offer-title">
      <h2 id="counter-offer-title">{tr.t("mysale-counter-title")}</h2>
      <p>{tr.t("mysale-counter-lead", { offer: price(props.offer) })}</p>
      <p className="account-counter-amount" data-testid="counter-offer-amount">{price(counter.amount)}</p>
      <ul className="account-counter-devices">
        {counter.devices.map((device) => {
          const labels = props.configLabels.get(device.itemIndex)
          const lines = differenceLines(device.differences, (attribute: ConfigAttribute, id) => labels?.get(`${attribute}:${id}`) ?? null)
          const reason = device.notAcceptedReason === null ? null : knownSellKey(device.notAcceptedReason)
          return (
            <li key={device.itemIndex} data-testid="counter-offer-device" data-item-index={device.itemIndex}>
              <h3>{device.modelName}</h3>
              <p>{tr.t("mysale-counter-device-values", { accepted: price(device.acceptedValue), found: price(device.foundValue) })}</p>
              {reason === null ? null : <p className="account-hint">{tr.t(reason)}</p>}
              {lines.length === 0
                ? (device.foundValue < device.acceptedValue ? <p className="account-hint">{tr.t("mysale-counter-no-differences")}</p> : null)
                : (
                  <>
                    <h4>{tr.t("mysale-counter-differences")}</h4>
                    <dl className="account-counter-differences">
                      {lines.map((line) => (
                        <div key={line.subject} data-testid="counter-offer-difference" data-subject={line.subject}>
                          <dt>{tr.t(knownSellKey(line.questionKey) ?? "mysale-counter-differences")}</dt>
                          <dd>
                            <span className="account-counter-declared">{tr.t("mysale-counter-declared")}: {answerText(tr, line.declared)}</span>
                            <span className="account-counter-found">{tr.t("mysale-counter-found")}: <strong>{answerText(tr, line.found)}</strong></span>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </>
                )}
            </li>
          )
        })}
      </ul>
      <ActionResults action={answerCounterOfferForm.bind(null, props.saleId)}>
        <SavedText testId="counter-offer-saved" texts={{ accepted: tr.t("mysale-counter-accepted-saved"), declined: tr.t("mysale-counter-declined-saved") }} />
        <WhenRefused error={counterOfferConflict}>
          <p className="account-field-error" role="alert" data-testid="counter-offer-conflict">{tr.t(counterOfferConflict)}</p>
        </WhenRefused>
        {waiting
          ? (
            <>
              <p className="account-counter-deadline" data-testid="counter-offer-deadline" data-lapse={counter.lapse}>
                {tr.t(counter.lapse === "accept" ? "mysale-counter-deadline-accept" : "mysale-counter-deadline-return", { date: deadline, amount: price(counter.amount) })}
              </p>
              <div className="account-counter-answers">
                {acceptable
                  ? (
                    <ActionForm className="account-counter-answer" anchor="counter-offer-title">
                      <input type="hidden" name="accept" value="true" />
                      <button type="submit" className="button button-primary" data-testid="counter-offer-accept">
                        {tr.t("mysale-counter-accept", { amount: price(counter.amount) })}
                      </button>
                    </ActionForm>
                  )
                  : null}
                <details className="account-counter-decline">
                  <summary className="button button-outline" data-testid="counter-offer-decline">{tr.t("mysale-counter-decline")}</summary>
                  <ActionForm className="account-counter-answer" anchor="counter-offer-title">
                    <p>{tr.t("mysale-counter-decline-question")}</p>
                    <input type="hidden" name="accept" value="false" />
                    <button type="submit" className="button button-danger" data-testid="counter-offer-decline-confirm">{tr.t("mysale-counter-decline-confirm")}</button>
                  </ActionForm>
                </details>
              </div>
            </>
          )
          : <Decision market={market} progress={progress} tr={tr} />}
      </ActionResults>
    </section>
  )
}
