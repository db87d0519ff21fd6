import { type FunnelStepId, FunnelStepIds } from "../sell/steps.ts"

// The sell module owns the step ids (SPEC 2.5); a step's URL segment is its id: `/sell/${stepId}/`.
const stepIdSet: ReadonlySet<string> = new Set(FunnelStepIds)

export const isSellStepId = (text: string): text is FunnelStepId => stepIdSet.has(text)
