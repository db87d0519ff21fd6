import { lockReviewBrandId, lockReviewProviderId } from "./brands.ts"
import { choiceById, choicesFor } from "./choices.ts"
import type { FunnelItem } from "./funnelState.ts"
import { specialOfferGrades, worseGrade, type ConditionGrade } from "./grades.ts"
import { answerStepsFor, deviceContext, isIphoneDevice, rulingOutStep } from "./stepGraph.ts"

/** The choice ids of an item's answers on its own path, in step order. */
export const chosenChoiceIds = (item: FunnelItem): ReadonlyArray<number> =>
  answerStepsFor(deviceContext(item)).flatMap((step) => item.answers[step] ?? [])

/** True when an answer on the item's path rules the device out (it ends at not-accepted). */
export const isRuledOut = (item: FunnelItem): boolean => rulingOutStep(item, deviceContext(item)) !== undefined

/**
 * The device's condition grade: the worst grade cap among its answers (grading, battery and
 * defects), FOARTE_BUN when nothing lowers it.
 */
export const conditionGrade = (item: FunnelItem): ConditionGrade =>
  chosenChoiceIds(item).reduce<ConditionGrade>(
    (grade, id) => worseGrade(grade, choiceById(id)?.gradeCap ?? "FOARTE_BUN"),
    "FOARTE_BUN"
  )

/**
 * Every evaluation step on the device's path answered with its best answer: the exclusive "none of
 * these" of a defect step, else the first answer that keeps the best grade. The answers a seller of
 * a flawless device gives (the contracts' and tests' sample device, an "up to" price).
 */
export const bestAnswers = (item: FunnelItem): FunnelItem["answers"] =>
  Object.fromEntries(
    answerStepsFor(deviceContext(item)).flatMap((step) => {
      const options = choicesFor(step)
      const best = options.find((c) => c.exclusive) ?? options.find((c) => !c.rulesOut && c.gradeCap === "FOARTE_BUN")
      return best === undefined ? [] : [[step, [best.id]]]
    })
  )

export const isIphoneItem = (item: FunnelItem): boolean => isIphoneDevice(deviceContext(item))

/**
 * SPEC 4: the special offer considers FOARTE_BUN and BUN for iPhone devices. The grade is only known
 * once both grading steps are answered, and a ruled-out device gets no offer at all.
 */
export const qualifiesForSpecialOffer = (item: FunnelItem): boolean =>
  isIphoneItem(item) &&
  item.answers["grading-display"] !== undefined &&
  item.answers["grading-case"] !== undefined &&
  !isRuledOut(item) &&
  specialOfferGrades.includes(conditionGrade(item))

export interface ItemFlags {
  /** Provider 531 with brand 3 (SPEC 4): a carrier-locked iPhone, checked by hand before payout. */
  readonly providerLockReview: boolean
}

export const flagsFor = (item: FunnelItem): ItemFlags => ({
  providerLockReview: item.brand === lockReviewBrandId && item.config.provider === lockReviewProviderId
})
