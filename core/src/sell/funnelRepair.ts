import { Option } from "effect"
import type { Category } from "../catalog/category.ts"
import { rulesOutDevice } from "./choices.ts"
import { isConfigComplete } from "./config.ts"
import { activeItem, itemCategory, type FunnelItem, type FunnelState } from "./funnelState.ts"
import { answerStepsFor, deviceContext, funnelContext, rulingOutStep, stepsFor, type FunnelSession } from "./stepGraph.ts"
import { isAnswerStep, type FunnelStepId } from "./steps.ts"

/**
 * Whether a step's own input is in the state. A reloaded config counts as complete once colour is
 * there, since the toast flag that may have completed it is not kept in the URL. Email, auth, payment
 * and delivery keep nothing in the URL; congrats needs a sent order, which a URL cannot prove.
 */
const given = (step: FunnelStepId, state: FunnelState, item: FunnelItem, category: Category): boolean => {
  switch (step) {
    case "intro":
      return item.category !== undefined
    case "brand":
      return item.brand !== undefined
    case "model":
      return item.model !== undefined
    case "config":
      return isConfigComplete(category, item.config, true)
    case "offer":
      return state.items.every((i) => i.offer !== undefined)
    case "congrats":
    case "not-accepted":
      return false
    default:
      return isAnswerStep(step) ? item.answers[step] !== undefined : true
  }
}

/** An earlier device of the order must be fully described and accepted. */
const isDescribed = (item: FunnelItem): boolean => {
  const ctx = deviceContext(item)
  if (ctx === undefined || item.brand === undefined || item.model === undefined) return false
  if (!isConfigComplete(ctx.category, item.config, true) || rulingOutStep(item, ctx) !== undefined) return false
  return answerStepsFor(ctx).every((step) => item.answers[step] !== undefined)
}

/**
 * A tampered or stale state made consistent: earlier devices that are not fully described are
 * dropped (as is a last device without a category), and the step becomes the furthest step of the
 * path, up to the requested one, whose prerequisites hold. The UI lands there and shows a message
 * when the step differs from the requested one.
 */
export const repairFunnelState = (state: FunnelState, session: FunnelSession): FunnelState => {
  const last = activeItem(state)
  const items = [
    ...state.items.slice(0, -1).filter(isDescribed),
    ...(last !== undefined && itemCategory(last) !== undefined ? [last] : [])
  ]
  const repaired: FunnelState = { ...state, items }
  const ctx = funnelContext(repaired, session)
  const item = activeItem(repaired)
  if (Option.isNone(ctx) || item === undefined) return { step: "intro", items }
  const requested = state.step === "congrats" ? undefined : state.step
  const path = stepsFor(ctx.value)
  for (const [index, step] of path.entries()) {
    if (step === requested) return repaired
    if (isAnswerStep(step) && (item.answers[step] ?? []).some(rulesOutDevice)) return { step: "not-accepted", items }
    if (!given(step, repaired, item, ctx.value.category)) {
      return { step: step === "congrats" ? (path[index - 1] ?? "intro") : step, items }
    }
  }
  return { step: "intro", items }
}

/** SPEC 2.5 reload rule: the furthest step whose prerequisites hold, for a possibly tampered state. */
export const closestValidStep = (state: FunnelState, session: FunnelSession): FunnelStepId =>
  repairFunnelState(state, session).step
