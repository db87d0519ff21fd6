import { stepsFor, type StepContext } from "./stepGraph.ts"
import { defectStepNumber, stepNumbers, type FunnelStepId } from "./steps.ts"

export interface Progress {
  readonly current: number
  readonly total: number
}

const counts = (step: FunnelStepId): boolean => {
  const n = stepNumbers[step]
  return n !== null && n >= 1 && n <= defectStepNumber
}

/**
 * SPEC 2.5: the indicator counts the steps of this path from brand up to the defects step; every
 * later step (email, offer, auth, payment, delivery, congrats, and not-accepted) shows the final
 * position, `total` = counted steps + 1. Intro shows 0. Positions follow step numbers, so a step
 * outside the path still gets a position between its neighbours.
 */
export const progress = (step: FunnelStepId, ctx: StepContext): Progress => {
  const counted = stepsFor(ctx).filter(counts)
  const total = counted.length + 1
  const n = stepNumbers[step]
  if (n === null || n > defectStepNumber) return { current: total, total }
  return { current: counted.filter((s) => (stepNumbers[s] ?? 0) <= n).length, total }
}

/** Steps whose title changes in the telecom-partner variant (SPEC 2.5). */
const partnerTitledSteps: ReadonlyArray<FunnelStepId> = ["offer", "delivery"]

/** The translation key of a step's title. */
export const stepTitleKey = (step: FunnelStepId, ctx: Pick<StepContext, "partner">): string =>
  ctx.partner && partnerTitledSteps.includes(step) ? `sell.steps.${step}.partnerTitle` : `sell.steps.${step}.title`
