import { Option, Result, Schema } from "effect"
import { categoryIds, type CategoryId } from "../catalog/category.ts"
import { answerIssue } from "./answers.ts"
import { isConfigComplete, type ConfigAttribute } from "./config.ts"
import {
  activeItem,
  emptyItem,
  itemCategory,
  maxFunnelItems,
  updateActiveItem,
  type FunnelItem,
  type FunnelState,
  type OfferChoice,
  type SellModel
} from "./funnelState.ts"
import { funnelContext, nextStep, previousStep, stepGraph, type FunnelSession } from "./stepGraph.ts"
import { AnswerStepIds, FunnelStepId, isAnswerStep, isContinueStep, type AnswerStepId } from "./steps.ts"

/** A transition asked of a step it does not belong to, or with an answer the step does not take. */
export class FunnelTransitionError extends Schema.TaggedError<FunnelTransitionError>()("FunnelTransitionError", {
  reason: Schema.Literals(["wrong-step", "no-device", "invalid-answer", "offer-missing", "too-many-devices"]),
  step: FunnelStepId,
  message: Schema.String
}) {}

type Transition = Result.Result<FunnelState, FunnelTransitionError>

const refuse = (state: FunnelState, reason: FunnelTransitionError["reason"], message: string): Transition =>
  Result.fail(new FunnelTransitionError({ reason, step: state.step, message }))

/** Moves the (already updated) state forward to the next step of its path. */
const advance = (state: FunnelState, session: FunnelSession): Transition => {
  const ctx = funnelContext(state, session)
  if (Option.isNone(ctx)) return refuse(state, "no-device", "choose a category first")
  const next = nextStep(state, ctx.value)
  return Option.isSome(next)
    ? Result.succeed({ ...state, step: next.value })
    : refuse(state, "wrong-step", `step ${state.step} is not on this device's path`)
}

const onStep = (state: FunnelState, step: FunnelStepId, f: () => Transition): Transition =>
  state.step === step ? f() : refuse(state, "wrong-step", `expected step ${step}`)

/**
 * SPEC 2.5: starting the funnel opens it at brand. The device's category is picked on the sell
 * landing; a start without one (the landing's main call to action, a bare link) sells a
 * smartphone, the device most sellers bring. The category can still be changed by going back to intro.
 */
export const startFunnel = (category: CategoryId = categoryIds.smartphone): FunnelState => ({
  step: "brand",
  items: [emptyItem(category)]
})

/** Intro: the category starts a new device (the first one, or one more for the same order). */
export const chooseCategory = (state: FunnelState, category: CategoryId): Transition =>
  onStep(state, "intro", () =>
    state.items.length >= maxFunnelItems
      ? refuse(state, "too-many-devices", `at most ${maxFunnelItems} devices per sell order`)
      : Result.succeed({ step: "brand", items: [...state.items, emptyItem(category)] })
  )

/** Offer: "add another device" starts the next device at brand (SPEC 2.5: the funnel opens at brand). */
export const addDevice = (state: FunnelState, category: CategoryId): Transition =>
  onStep(state, "offer", () => chooseCategory({ ...state, step: "intro" }, category))

/** A new brand or model invalidates everything chosen after it. */
const restart = (item: FunnelItem, keep: Partial<Pick<FunnelItem, "brand" | "model">>): FunnelItem => ({
  category: item.category,
  ...keep,
  config: {},
  answers: {}
})

export const chooseBrand = (state: FunnelState, brand: number, session: FunnelSession): Transition =>
  onStep(state, "brand", () => advance(updateActiveItem(state, (item) => restart(item, { brand })), session))

export const chooseModel = (state: FunnelState, model: SellModel, session: FunnelSession): Transition =>
  onStep(state, "model", () =>
    advance(
      updateActiveItem(state, (item) => restart(item, { ...(item.brand === undefined ? {} : { brand: item.brand }), model })),
      session
    )
  )

/** SPEC 4: config records each attribute and stays on its step until it is complete. */
export const chooseConfig = (
  state: FunnelState,
  attribute: ConfigAttribute,
  value: number,
  toastFlag: boolean,
  session: FunnelSession
): Transition =>
  onStep(state, "config", () => {
    const updated = updateActiveItem(state, (item) => ({ ...item, config: { ...item.config, [attribute]: value } }))
    const item = activeItem(updated)
    if (item === undefined) return refuse(state, "no-device", "no device to configure")
    return isConfigComplete(itemCategory(item), item.config, toastFlag) ? advance(updated, session) : Result.succeed(updated)
  })

/**
 * SPEC 4: an evaluation step moves forward when answered; multi-choice defect steps call this on
 * continue with the selection built by toggleChoice. A ruling-out answer leads to not-accepted.
 */
export const answerStep = (state: FunnelState, choiceIds: ReadonlyArray<number>, session: FunnelSession): Transition => {
  const step = state.step
  if (!isAnswerStep(step)) return refuse(state, "wrong-step", `step ${step} takes no answer`)
  const issue = answerIssue(step, choiceIds)
  if (issue !== undefined) return refuse(state, "invalid-answer", issue)
  return advance(updateActiveItem(state, (item) => ({ ...item, answers: { ...item.answers, [step]: choiceIds } })), session)
}

/** Offer: picks the offer of one device; the step advances on continue. */
export const chooseOffer = (state: FunnelState, itemIndex: number, offer: OfferChoice): Transition =>
  onStep(state, "offer", () =>
    itemIndex >= 0 && itemIndex < state.items.length
      ? Result.succeed({ ...state, items: state.items.map((item, i) => (i === itemIndex ? { ...item, offer } : item)) })
      : refuse(state, "no-device", `no device at index ${itemIndex}`)
  )

/** SPEC 4: email, offer, auth, payment and delivery advance on continue; offer needs every device's choice. */
export const continueStep = (state: FunnelState, session: FunnelSession): Transition => {
  if (!isContinueStep(state.step)) return refuse(state, "wrong-step", `step ${state.step} does not continue`)
  if (state.step === "offer" && (state.items.length === 0 || state.items.some((item) => item.offer === undefined)))
    return refuse(state, "offer-missing", "choose an offer for every device")
  return advance(state, session)
}

/** Clears what was given on `target` and after it, for the active device (the last query parameters). */
const trimFrom = (state: FunnelState, target: FunnelStepId): FunnelState => {
  const item = activeItem(state)
  if (item === undefined) return state
  const { offer: _offer, ...withoutOffer } = item
  const order = stepGraph[itemCategory(item)].map((r) => r.step)
  const position = order.indexOf(target)
  const trimmed: FunnelItem = ((): FunnelItem => {
    switch (target) {
      case "brand":
        return restart(item, {})
      case "model":
        return restart(item, item.brand === undefined ? {} : { brand: item.brand })
      case "config":
        return { ...withoutOffer, config: {}, answers: {} }
      default: {
        if (!isAnswerStep(target)) return target === "email" || target === "offer" ? withoutOffer : item
        const answers: { -readonly [S in AnswerStepId]?: ReadonlyArray<number> } = {}
        for (const step of AnswerStepIds) {
          const chosen = item.answers[step]
          if (chosen !== undefined && order.indexOf(step) < position) answers[step] = chosen
        }
        return { ...withoutOffer, answers }
      }
    }
  })()
  return updateActiveItem(state, () => trimmed)
}

/**
 * SPEC 4 back: to the previous step of the path, trimming the parameters given there and after (so
 * the chosen title, the model name, goes when going back to model). Back to intro drops the device;
 * with earlier devices in the order it lands on their offer page instead. Intro and congrats stay.
 */
export const back = (state: FunnelState, session: FunnelSession): FunnelState => {
  const ctx = funnelContext(state, session)
  if (Option.isNone(ctx)) return { ...state, step: "intro" }
  const previous = previousStep(state, ctx.value)
  if (Option.isNone(previous)) return state
  if (previous.value === "intro") {
    const items = state.items.slice(0, -1)
    return { step: items.length > 0 ? "offer" : "intro", items }
  }
  return { ...trimFrom(state, previous.value), step: previous.value }
}
