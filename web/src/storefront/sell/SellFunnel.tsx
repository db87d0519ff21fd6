"use client"
import type { MarketCode } from "@shop/core/markets/market"
import { activeItem, type FunnelState } from "@shop/core/sell/funnelState"
import { progress, stepTitleKey } from "@shop/core/sell/progress"
import { funnelContext, previousStep } from "@shop/core/sell/stepGraph"
import { isAnswerStep, isTerminalStep, stepNumbers } from "@shop/core/sell/steps"
import { back } from "@shop/core/sell/transitions"
import { Option } from "effect"
import { useEffect, useRef } from "react"
import { useT } from "../../client/useT.ts"
import { AnswerStep } from "./AnswerStep.tsx"
import { ConfigStep } from "./ConfigStep.tsx"
import { DeliveryStep } from "./DeliveryStep.tsx"
import { AuthStep, EmailStep } from "./EmailSteps.tsx"
import { CongratsStep, NotAcceptedStep } from "./EndSteps.tsx"
import type { FunnelNotice, SellerAccount, SellVariants } from "./funnelLocation.ts"
import { OfferStep } from "./OfferStep.tsx"
import { PaymentStep } from "./PaymentStep.tsx"
import { TradeInOfferStep } from "./TradeInOfferStep.tsx"
import { BrandStep, IntroStep, ModelStep } from "./PickerSteps.tsx"
import { useSellDetails } from "./sellDetails.ts"
import { sellKey } from "./sellText.ts"
import type { StepData } from "./stepData.ts"
import { useFunnel } from "./useFunnel.ts"
import { useHydrated } from "../../client/useHydrated.ts"

export interface SellFunnelProps {
  readonly market: MarketCode
  readonly state: FunnelState
  readonly variants: SellVariants
  readonly data: StepData
  readonly notice: FunnelNotice | null
  /** The signed-in seller (the page's session), null for a visitor. */
  readonly account: SellerAccount | null
}

/** The sell funnel (SPEC 2.5): the step of the URL, its progress, title and back link. */
export function SellFunnel(props: SellFunnelProps) {
  const { account, data, market, notice, state, variants } = props
  const t = useT()
  const nav = useFunnel(market, state, variants, account)
  const stored = useSellDetails()
  // Signed in, the sale goes out with the account's email: the email step is not asked.
  const store = account === null ? stored : { ...stored, details: { ...stored.details, email: account.email } }
  const heading = useRef<HTMLHeadingElement>(null)
  // Set once the island is interactive (tests wait for it; before it, links still work).
  const ready = useHydrated()
  const ctx = funnelContext(state, nav.session)
  const step = state.step
  const stepProgress = data._tag === "Congrats" ? data.congrats.progress : Option.isSome(ctx) ? progress(step, ctx.value) : null
  const canGoBack = Option.isSome(ctx) && step !== "congrats" && Option.isSome(previousStep(state, ctx.value))
  const model = activeItem(state)?.model?.name

  // A new step is a new page for screen readers too: focus lands on its title.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
  }, [step])

  const body = (() => {
    switch (step) {
      case "intro":
        return <IntroStep nav={nav} />
      case "brand":
        return <BrandStep nav={nav} brands={data._tag === "Brands" ? data.brands : []} />
      case "model":
        return <ModelStep nav={nav} models={data._tag === "Models" ? data.models : []} />
      case "config":
        return <ConfigStep nav={nav} options={data._tag === "Config" ? data.options : []} />
      case "email":
        return <EmailStep nav={nav} store={store} />
      case "offer":
        return variants.tradeIn === true
          ? <TradeInOfferStep nav={nav} quote={data._tag === "Quote" ? data.quote : null} />
          : <OfferStep nav={nav} quote={data._tag === "Quote" ? data.quote : null} validUntil={data._tag === "Quote" ? data.validUntil : null} />
      case "auth":
        return <AuthStep nav={nav} store={store} />
      case "payment":
        return <PaymentStep nav={nav} store={store} />
      case "delivery":
        return <DeliveryStep nav={nav} store={store} quote={data._tag === "Quote" ? data.quote : null} />
      case "congrats":
        return data._tag === "Congrats" ? <CongratsStep nav={nav} congrats={data.congrats} /> : null
      case "not-accepted":
        return <NotAcceptedStep nav={nav} reasonKey={data._tag === "NotAccepted" ? data.reasonKey : null} />
      default:
        return isAnswerStep(step) ? <AnswerStep key={step} nav={nav} step={step} /> : null
    }
  })()

  const title = variants.tradeIn === true && step === "offer" ? t("trade-in-offer-title") : t(sellKey(stepTitleKey(step, { partner: variants.partner })))
  const funnel = (
    <section className="sell-funnel" data-testid="sell-step" data-step={step} data-step-number={stepNumbers[step] ?? ""} aria-busy={nav.pending} data-ready={ready}>
      <div className="sell-funnel-top">
        {canGoBack ? (
          <button type="button" className="sell-back" data-testid="sell-back" onClick={() => nav.go(back(state, nav.session))}>
            <span aria-hidden="true">←</span> {t("sell-back")}
          </button>
        ) : <span />}
        {stepProgress === null || (isTerminalStep(step) && step !== "congrats") ? null : (
          <div className="sell-progress" data-testid="sell-progress">
            <span>{t("sell-progress", { current: stepProgress.current, total: stepProgress.total })}</span>
            <progress max={stepProgress.total} value={stepProgress.current} aria-hidden="true" />
          </div>
        )}
      </div>
      {notice === null ? null : (
        <p className="sell-notice" role="status" data-testid="sell-notice">
          {t(notice === "invalid" ? "sell-notice-invalid" : "sell-notice-repaired")}
        </p>
      )}
      {model === undefined || ["intro", "brand", "model", "congrats"].includes(step) ? null : (
        <p className="sell-chosen" data-testid="sell-chosen">{model}</p>
      )}
      <h1 ref={heading} tabIndex={-1} className="sell-title">
        {title}
      </h1>
      {body}
    </section>
  )
  // The trade-in funnel (issue 19): the same steps, named as the trade-in they describe.
  if (variants.tradeIn !== true) return funnel
  return (
    <div className="trade-in-funnel" data-testid="trade-in-funnel">
      <p className="trade-in-funnel-intro">{t("trade-in-funnel-intro")}</p>
      {funnel}
    </div>
  )
}
