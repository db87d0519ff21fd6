import { Option } from "effect"
import type { Category } from "../catalog/category.ts"
import { batteryHealthBrands, isIphone, oledBrands } from "./brands.ts"
import { rulesOutDevice } from "./choices.ts"
import { activeItem, itemCategory, type FunnelItem, type FunnelState, type OfferChoice } from "./funnelState.ts"
import { isAnswerStep, type AnswerStepId, type FunnelStepId } from "./steps.ts"

/** What the funnel knows about the user's session, beside the query string. */
export interface FunnelSession {
  readonly loggedIn: boolean
  /** The payment-test variant: auth goes straight to delivery (SPEC 4). */
  readonly paymentTest: boolean
  /** The telecom-partner variant (SPEC 2.5, 6). */
  readonly partner: boolean
  readonly viewportWidth: number
}

/** Everything the step graph looks at. */
export interface StepContext extends FunnelSession {
  readonly category: Category
  readonly brandId: number | null
  readonly modelName: string | null
  readonly offerChoice: OfferChoice | null
}

/** Conditions of optional steps, as data; a step shows when all its conditions hold. */
export type StepCondition =
  | { readonly _tag: "BrandIn"; readonly brands: ReadonlyArray<number> }
  | { readonly _tag: "NotIphoneModel" }
  | { readonly _tag: "LoggedOut" }
  | { readonly _tag: "OfferChosen"; readonly offer: OfferChoice }
  | { readonly _tag: "PaymentTestOff" }

export interface StepRule {
  readonly step: FunnelStepId
  readonly when: ReadonlyArray<StepCondition>
}

const rule = (step: FunnelStepId, ...when: ReadonlyArray<StepCondition>): StepRule => ({ step, when })

const batteryBrands: StepCondition = { _tag: "BrandIn", brands: batteryHealthBrands }
const oled: StepCondition = { _tag: "BrandIn", brands: oledBrands }
const notIphone: StepCondition = { _tag: "NotIphoneModel" }
const loggedOut: StepCondition = { _tag: "LoggedOut" }
/**
 * Our chosen-offer rule: only the instant sell pays out at pickup, so only it asks for payout details
 * in the funnel; the normal offer pays after the lab check and collects them in the account's sale
 * details, as the payment-test variant does for every offer.
 */
const instantSell: StepCondition = { _tag: "OfferChosen", offer: 2 }
const paymentTestOff: StepCondition = { _tag: "PaymentTestOff" }

const head = [rule("intro"), rule("brand"), rule("model"), rule("config")]
/** Email before the offer (so it can be sent), sign-in after it (to complete the sale). */
const tail = [
  rule("email", loggedOut),
  rule("offer"),
  rule("auth", loggedOut),
  rule("payment", instantSell, paymentTestOff),
  rule("delivery"),
  rule("congrats")
]

/** SPEC 2.5: the step order per category, brand, login, chosen offer and variant. */
export const stepGraph: { readonly [C in Category]: ReadonlyArray<StepRule> } = {
  smartphone: [
    ...head,
    rule("liquid-contact"),
    rule("burn-in", oled),
    rule("grading-display"),
    rule("grading-case"),
    rule("battery", batteryBrands),
    rule("display-defects", notIphone),
    rule("phone-defects"),
    ...tail
  ],
  tablet: [
    ...head,
    rule("liquid-contact"),
    rule("grading-display"),
    rule("grading-case"),
    rule("battery", batteryBrands),
    rule("display-defects", notIphone),
    rule("tablet-defects"),
    ...tail
  ],
  laptop: [
    ...head,
    rule("liquid-contact"),
    rule("grading-display"),
    rule("grading-case"),
    rule("battery", batteryBrands),
    rule("laptop-keyboard"),
    rule("laptop-defects"),
    ...tail
  ],
  // Watches are water resistant by design: no liquid-contact question.
  smartwatch: [
    ...head,
    rule("burn-in", oled),
    rule("grading-display"),
    rule("grading-case"),
    rule("battery", batteryBrands),
    rule("smartwatch-defects"),
    ...tail
  ],
  console: [...head, rule("liquid-contact"), rule("grading-case"), rule("console-controllers"), rule("console-defects"), ...tail]
}

/** SPEC 4 "iPhone devices": Apple smartphones named iPhone (display defects, special offer). */
export const isIphoneDevice = (ctx: Pick<StepContext, "category" | "brandId" | "modelName">): boolean =>
  ctx.category === "smartphone" && isIphone(ctx.brandId, ctx.modelName)

const holds = (condition: StepCondition, ctx: StepContext): boolean => {
  switch (condition._tag) {
    case "BrandIn":
      return ctx.brandId !== null && condition.brands.includes(ctx.brandId)
    case "NotIphoneModel":
      return !isIphoneDevice(ctx)
    case "LoggedOut":
      return !ctx.loggedIn
    case "OfferChosen":
      return ctx.offerChoice === condition.offer
    case "PaymentTestOff":
      return !ctx.paymentTest
  }
}

const shows = (r: StepRule, ctx: StepContext): boolean => r.when.every((c) => holds(c, ctx))

/** The ordered steps of this context, ending with congrats (not-accepted is reached by answers only). */
export const stepsFor = (ctx: StepContext): ReadonlyArray<FunnelStepId> =>
  stepGraph[ctx.category].filter((r) => shows(r, ctx)).map((r) => r.step)

/** The evaluation steps of a context (the ones whose answers live in the query string). */
export const answerStepsFor = (ctx: StepContext): ReadonlyArray<AnswerStepId> => stepsFor(ctx).filter(isAnswerStep)

/** The first step, in path order, whose answer rules the device out. */
export const rulingOutStep = (item: FunnelItem, ctx: StepContext): AnswerStepId | undefined =>
  answerStepsFor(ctx).find((step) => (item.answers[step] ?? []).some(rulesOutDevice))

/**
 * The step after `step`. Steps are looked up in the category's full graph, so a step that stopped
 * showing (auth once the user signed in) still has a successor. None for terminal steps and for
 * steps that do not belong to the category.
 */
export const nextStepAfter = (
  step: FunnelStepId,
  item: FunnelItem | undefined,
  ctx: StepContext
): Option.Option<FunnelStepId> => {
  const rules = stepGraph[ctx.category]
  const index = rules.findIndex((r) => r.step === step)
  if (index === -1 || step === "congrats") return Option.none()
  const ruledOut = item === undefined ? undefined : rulingOutStep(item, ctx)
  if (ruledOut !== undefined && rules.findIndex((r) => r.step === ruledOut) <= index) return Option.some("not-accepted")
  return Option.fromUndefinedOr(rules.slice(index + 1).find((r) => shows(r, ctx))?.step)
}

/** The step before `step`; none at intro and after the order is sent (congrats). */
export const previousStepBefore = (
  step: FunnelStepId,
  item: FunnelItem | undefined,
  ctx: StepContext
): Option.Option<FunnelStepId> => {
  if (step === "not-accepted") {
    const ruledOut = item === undefined ? undefined : rulingOutStep(item, ctx)
    return Option.fromUndefinedOr(ruledOut)
  }
  const rules = stepGraph[ctx.category]
  const index = rules.findIndex((r) => r.step === step)
  if (index <= 0 || step === "congrats") return Option.none()
  return Option.fromUndefinedOr(rules.slice(0, index).findLast((r) => shows(r, ctx))?.step)
}

/**
 * The step a context shows in place of `step`: the step itself when it shows, else the next step it
 * does show (email and auth once the seller is signed in, payment for the normal offer). A step the
 * category's graph does not have stays as it is (there is no "in its place" for it).
 */
export const shownStepFor = (step: FunnelStepId, item: FunnelItem | undefined, ctx: StepContext): FunnelStepId => {
  if (!stepGraph[ctx.category].some((r) => r.step === step) || stepsFor(ctx).includes(step)) return step
  return Option.getOrElse(nextStepAfter(step, item, ctx), () => step)
}

/** SPEC 4 forward move from the state's current step, for the active item. */
export const nextStep = (state: FunnelState, ctx: StepContext): Option.Option<FunnelStepId> =>
  nextStepAfter(state.step, activeItem(state), ctx)

export const previousStep = (state: FunnelState, ctx: StepContext): Option.Option<FunnelStepId> =>
  previousStepBefore(state.step, activeItem(state), ctx)

/**
 * The step context of a state: the active item's category, brand and model, and the chosen offer
 * (instant sell as soon as one device takes it, since that is what adds the payment step).
 * None without a device (at intro, before the first category is chosen).
 */
export const funnelContext = (state: FunnelState, session: FunnelSession): Option.Option<StepContext> => {
  const item = activeItem(state)
  if (item === undefined) return Option.none()
  const offerChoice = state.items.some((i) => i.offer === 2) ? 2 : state.items.some((i) => i.offer === 1) ? 1 : null
  return Option.some({
    loggedIn: session.loggedIn,
    paymentTest: session.paymentTest,
    partner: session.partner,
    viewportWidth: session.viewportWidth,
    category: itemCategory(item),
    brandId: item.brand ?? null,
    modelName: item.model?.name ?? null,
    offerChoice
  })
}

/** A context for rules that only look at the device (answers, grade), not at the session. */
export const deviceContext = (item: FunnelItem): StepContext => ({
  loggedIn: true,
  paymentTest: false,
  partner: false,
  viewportWidth: 1024,
  category: itemCategory(item),
  brandId: item.brand ?? null,
  modelName: item.model?.name ?? null,
  offerChoice: item.offer ?? null
})
