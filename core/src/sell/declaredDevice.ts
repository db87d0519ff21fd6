import { choiceById } from "./choices.ts"
import type { Answers, FunnelItem } from "./funnelState.ts"
import type { SellOrderProduct } from "./sellOrder.ts"
import type { AnswerStepId } from "./steps.ts"

/** The offer a device was sold at: 2 (instant sell) or 1 (normal). */
export const offerChoiceOf = (product: Pick<SellOrderProduct, "isInstantSell">): 1 | 2 => (product.isInstantSell ? 2 : 1)

/** What the seller was promised for a device: the chosen option's total (with its voucher on a normal offer). */
export const acceptedValueOf = (product: Pick<SellOrderProduct, "isInstantSell" | "offerWithoutVoucher" | "offerWithVoucher">): number =>
  product.isInstantSell ? product.offerWithoutVoucher : product.offerWithVoucher

/** A flat list of choice ids grouped by their step (choices.ts knows each id's step); unknown ids are dropped. */
export const answersOf = (ids: ReadonlyArray<number>): Answers => {
  const byStep = new Map<AnswerStepId, Array<number>>()
  for (const id of ids) {
    const step = choiceById(id)?.step
    if (step === undefined) continue
    byStep.set(step, [...(byStep.get(step) ?? []), id])
  }
  return Object.fromEntries(byStep) as Answers
}

/**
 * The device a seller declared, back as the funnel's FunnelItem (what the one pricing function and the
 * step graph take): its category, brand, model, config values (provider and gpu when set), answers
 * grouped by step, and the offer it was sold at.
 */
export const declaredDevice = (product: SellOrderProduct): FunnelItem => {
  const { colour, storage, material, size, connectivity, cpu, ram } = product
  const config = Object.fromEntries(
    Object.entries({ colour, storage, material, size, connectivity, cpu, ram, provider: product.provider, gpu: product.gpu })
      .filter(([, value]) => value !== undefined && value !== null)
  ) as FunnelItem["config"]
  return {
    category: product.category,
    brand: product.brand,
    model: { id: product.model, name: product.modelName },
    config,
    answers: answersOf(product.answers),
    offer: offerChoiceOf(product)
  }
}
