import { Schema } from "effect"
import { categoryById, CategoryId, type Category } from "../catalog/category.ts"
import { answerIssue } from "./answers.ts"
import { FunnelStepId, type AnswerStepId } from "./steps.ts"

/** Backend ids (brand, model, config attribute values, choices) are positive integers. */
export const PositiveId = Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 999_999_999 }))

/** Offer ids of SPEC 3: 1 is the normal offer, 2 the instant sell. */
export const OfferChoice = Schema.Literals([1, 2])
export type OfferChoice = typeof OfferChoice.Type

/** Lone UTF-16 surrogates cannot be percent-encoded, so a model name must be well formed. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const ModelName = Schema.String.check(
  Schema.isBetweenLength(1, 120),
  Schema.makeFilter((name: string) => (loneSurrogate.test(name) ? "a model name must be well-formed text" : undefined))
)

/** The chosen model: id for the backend, name for the chosen title and the iPhone rules. */
export const SellModel = Schema.Struct({ id: PositiveId, name: ModelName })
export type SellModel = typeof SellModel.Type

const attribute = Schema.optionalKey(PositiveId)
export const ConfigValuesSchema = Schema.Struct({
  colour: attribute,
  storage: attribute,
  provider: attribute,
  material: attribute,
  size: attribute,
  connectivity: attribute,
  cpu: attribute,
  ram: attribute,
  gpu: attribute
})

/** A committed answer: the choice ids of one step, valid for that step (see answerIssue). */
export const answerList = (step: AnswerStepId) =>
  Schema.Array(PositiveId).check(Schema.makeFilter((ids: ReadonlyArray<number>) => answerIssue(step, ids)))

const answer = (step: AnswerStepId) => Schema.optionalKey(answerList(step))
export const AnswersSchema = Schema.Struct({
  "liquid-contact": answer("liquid-contact"),
  "burn-in": answer("burn-in"),
  "grading-display": answer("grading-display"),
  "grading-case": answer("grading-case"),
  battery: answer("battery"),
  "console-controllers": answer("console-controllers"),
  "laptop-keyboard": answer("laptop-keyboard"),
  "display-defects": answer("display-defects"),
  "phone-defects": answer("phone-defects"),
  "tablet-defects": answer("tablet-defects"),
  "smartwatch-defects": answer("smartwatch-defects"),
  "laptop-defects": answer("laptop-defects"),
  "console-defects": answer("console-defects")
})
export type Answers = typeof AnswersSchema.Type

/**
 * One device being sold. The category comes first (a device exists once its category is chosen,
 * on the landing or at intro); the other fields fill in as the user moves through the funnel.
 */
export const FunnelItem = Schema.Struct({
  category: CategoryId,
  brand: Schema.optionalKey(PositiveId),
  model: Schema.optionalKey(SellModel),
  config: ConfigValuesSchema,
  answers: AnswersSchema,
  offer: Schema.optionalKey(OfferChoice)
})
export type FunnelItem = typeof FunnelItem.Type

/** Our limit: one sell order holds at most 10 devices (keeps the query string short). */
export const maxFunnelItems = 10

/** The whole funnel: the current step and the devices; the last item is the one being described. */
export const FunnelState = Schema.Struct({
  step: FunnelStepId,
  items: Schema.Array(FunnelItem).check(Schema.isMaxLength(maxFunnelItems))
})
export type FunnelState = typeof FunnelState.Type

export const emptyFunnelState: FunnelState = { step: "intro", items: [] }

export const emptyItem = (category: CategoryId): FunnelItem => ({ category, config: {}, answers: {} })

/** The device the funnel is describing now: the last one. */
export const activeItem = (state: FunnelState): FunnelItem | undefined => state.items[state.items.length - 1]

export const itemCategory = (item: FunnelItem): Category => categoryById(item.category)

/** Replace the active item (no-op on an empty state). */
export const updateActiveItem = (state: FunnelState, f: (item: FunnelItem) => FunnelItem): FunnelState => {
  const item = activeItem(state)
  return item === undefined ? state : { ...state, items: [...state.items.slice(0, -1), f(item)] }
}
