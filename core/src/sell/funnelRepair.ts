import { Option } from "effect"
import type { Category } from "../catalog/category.ts"
import { rulesOutDevice } from "./choices.ts"
import { isConfigComplete } from "./config.ts"
import { activeItem, itemCategory, type FunnelItem, type FunnelState, type SellModel } from "./funnelState.ts"
import { answerStepsFor, deviceContext, funnelContext, rulingOutStep, shownStepFor, stepsFor, type FunnelSession } from "./stepGraph.ts"
import { isAnswerStep, type FunnelStepId } from "./steps.ts"

/**
 * Whether a step's own input is in the state. A reloaded config counts as complete once colour is
 * there, since the toast flag that may have completed it is not kept in the URL. Intro is given by
 * the device's category; email, auth, payment and delivery keep nothing in the URL; congrats needs
 * a sent order, which a URL cannot prove.
 */
const given = (step: FunnelStepId, state: FunnelState, item: FunnelItem, category: Category): boolean => {
  switch (step) {
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

/** A device with everything the evaluation asks: brand, model, config and every answer of its path. */
export type DescribedItem = FunnelItem & { readonly brand: number; readonly model: SellModel }

/**
 * Whether a device is fully described and accepted: brand, model, a complete config (colour; the
 * toast flag may have stood in for the rest, and the URL does not keep it), an answer on every
 * evaluation step of its path and none that rules it out. Earlier devices of an order must be, and
 * so must every device of a sell order.
 */
export const isDescribed = (item: FunnelItem): item is DescribedItem => {
  const ctx = deviceContext(item)
  if (item.brand === undefined || item.model === undefined) return false
  if (!isConfigComplete(ctx.category, item.config, true) || rulingOutStep(item, ctx) !== undefined) return false
  return answerStepsFor(ctx).every((step) => item.answers[step] !== undefined)
}

/**
 * A tampered or stale state made consistent: earlier devices that are not fully described are
 * dropped, and the step becomes the furthest step of the path, up to the requested one, whose
 * prerequisites hold. A requested step the session does not show counts as the step shown in its
 * place (a seller who signed in on the auth step goes on to payment or delivery, not back). A fresh funnel (startFunnel: a category, at brand) stays as it is. The UI
 * lands on the repaired step and shows a message when it differs from the requested one.
 */
export const repairFunnelState = (state: FunnelState, session: FunnelSession): FunnelState => {
  const last = activeItem(state)
  const items = [...state.items.slice(0, -1).filter(isDescribed), ...(last === undefined ? [] : [last])]
  const repaired: FunnelState = { ...state, items }
  const ctx = funnelContext(repaired, session)
  const item = activeItem(repaired)
  if (Option.isNone(ctx) || item === undefined) return { step: "intro", items }
  // A step this session skips (email or auth for a signed-in seller) stands for the step shown in its place.
  const requested = state.step === "congrats" ? undefined : shownStepFor(state.step, item, ctx.value)
  const path = stepsFor(ctx.value)
  for (const [index, step] of path.entries()) {
    if (step === requested) return { ...repaired, step }
    if (isAnswerStep(step) && (item.answers[step] ?? []).some(rulesOutDevice)) return { step: "not-accepted", items }
    if (!given(step, repaired, item, itemCategory(item))) {
      return { step: step === "congrats" ? (path[index - 1] ?? "intro") : step, items }
    }
  }
  return { step: "intro", items }
}
