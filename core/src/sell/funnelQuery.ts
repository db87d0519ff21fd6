import { Effect, Result, Schema, SchemaGetter, SchemaIssue, SchemaTransformation } from "effect"
import { CategoryId } from "../catalog/category.ts"
import { ConfigAttributes } from "./config.ts"
import {
  answerList,
  FunnelItem,
  maxFunnelItems,
  OfferChoice,
  PositiveId,
  SellModel,
  type FunnelState
} from "./funnelState.ts"
import { AnswerStepIds, FunnelStepId, type AnswerStepId } from "./steps.ts"

/**
 * The funnel state in a query string (SPEC 2.5). Shape, for the item being described at index 0:
 *   step=phone-defects&0.category=1&0.brand=3&0.model=12-iPhone%2012&0.colour=4&0.storage=7
 *   &0.provider=531&0.liquid-contact=1&0.grading-display=7&0.phone-defects=23,29&0.offer=1
 * Parameters are written in the order the user gives them (step first, items in order, fields in
 * funnel order), so going back trims the last parameters. Ids are canonical decimal numbers.
 * Parameters outside the funnel (utm_source, fbclid, ...) are ignored; a malformed, repeated or
 * unknown funnel parameter fails the decoding.
 */

/** A tampered or invalid funnel query string. */
export class FunnelQueryError extends Schema.TaggedError<FunnelQueryError>()("FunnelQueryError", {
  message: Schema.String
}) {}

const IdParam = Schema.String.check(Schema.isPattern(/^[1-9]\d{0,8}$/)).pipe(
  Schema.decodeTo(PositiveId, SchemaTransformation.numberFromString)
)
const CategoryParam = IdParam.pipe(Schema.decodeTo(CategoryId, SchemaTransformation.passthroughSupertype()))
const OfferParam = IdParam.pipe(Schema.decodeTo(OfferChoice, SchemaTransformation.passthroughSupertype()))

const modelPattern = /^([1-9]\d{0,8})-([\s\S]+)$/
/** `<id>-<name>`: the id for the backend, the name for the chosen title and the iPhone rules. */
const ModelParam = Schema.String.pipe(
  Schema.decodeTo(SellModel, {
    decode: SchemaGetter.transformEffect((text: string) => {
      const match = modelPattern.exec(text)
      return match === null || match[1] === undefined || match[2] === undefined
        ? Effect.fail(new SchemaIssue.InvalidValue({ message: "a model is <id>-<name>" }, text))
        : Effect.succeed({ id: Number(match[1]), name: match[2] })
    }),
    encode: SchemaGetter.transform((model: SellModel) => `${model.id}-${model.name}`)
  })
)

const IdListParam = Schema.String.pipe(
  Schema.decodeTo(
    Schema.Array(IdParam),
    SchemaTransformation.transform({
      decode: (text: string): ReadonlyArray<string> => text.split(","),
      encode: (ids: ReadonlyArray<string>) => ids.join(",")
    })
  )
)
const answerParam = (step: AnswerStepId) => Schema.optionalKey(IdListParam.pipe(Schema.decodeTo(answerList(step))))
const configParam = Schema.optionalKey(IdParam)

/** One item as flat parameters; the field order is the parameter order. */
const ItemParams = Schema.Struct({
  category: Schema.optionalKey(CategoryParam),
  brand: Schema.optionalKey(IdParam),
  model: Schema.optionalKey(ModelParam),
  colour: configParam,
  storage: configParam,
  provider: configParam,
  material: configParam,
  size: configParam,
  connectivity: configParam,
  cpu: configParam,
  ram: configParam,
  gpu: configParam,
  "liquid-contact": answerParam("liquid-contact"),
  "burn-in": answerParam("burn-in"),
  "grading-display": answerParam("grading-display"),
  "grading-case": answerParam("grading-case"),
  battery: answerParam("battery"),
  "console-controllers": answerParam("console-controllers"),
  "laptop-keyboard": answerParam("laptop-keyboard"),
  "display-defects": answerParam("display-defects"),
  "phone-defects": answerParam("phone-defects"),
  "tablet-defects": answerParam("tablet-defects"),
  "smartwatch-defects": answerParam("smartwatch-defects"),
  "laptop-defects": answerParam("laptop-defects"),
  "console-defects": answerParam("console-defects"),
  offer: Schema.optionalKey(OfferParam)
})
type Flat = typeof ItemParams.Type
type FlatKey = keyof typeof ItemParams.fields
const flatKeys = Object.keys(ItemParams.fields) as ReadonlyArray<FlatKey>

/** The keys of `source` that are set (optional keys stay absent rather than undefined). */
const pick = <T extends object, K extends keyof T>(source: T, keys: ReadonlyArray<K>): Pick<T, K> => {
  const out: Partial<Pick<T, K>> = {}
  for (const key of keys) {
    if (source[key] !== undefined) out[key] = source[key]
  }
  return out as Pick<T, K>
}

const ItemFromParams = ItemParams.pipe(
  Schema.decodeTo(
    FunnelItem,
    SchemaTransformation.transform({
      decode: (flat: Flat): FunnelItem => ({
        ...pick(flat, ["category", "brand", "model"]),
        config: pick(flat, ConfigAttributes),
        answers: pick(flat, AnswerStepIds),
        ...pick(flat, ["offer"])
      }),
      encode: (item: FunnelItem): Flat => ({
        ...pick(item, ["category", "brand", "model"]),
        ...item.config,
        ...item.answers,
        ...pick(item, ["offer"])
      })
    })
  )
)

const StateParams = Schema.Struct({
  step: Schema.String.pipe(Schema.decodeTo(FunnelStepId, SchemaTransformation.passthroughSupertype())),
  items: Schema.Array(ItemFromParams).check(Schema.isMaxLength(maxFunnelItems))
})
type StateTree = typeof StateParams.Encoded
type Pair = readonly [string, string]

const invalid = (message: string, input: unknown) => new SchemaIssue.InvalidValue({ message }, input)

/** Commas stay readable: the decoder only splits pairs on `&` and `=`. */
const encodeParam = (text: string): string => encodeURIComponent(text).replaceAll("%2C", ",")

/** Key/value pairs of a query string, percent-decoded (`+` is a space, as in forms). */
const QueryPairs = Schema.String.pipe(
  Schema.decodeTo(Schema.Array(Schema.Tuple([Schema.String, Schema.String])), {
    decode: SchemaGetter.transformEffect((search: string) => {
      const text = search.startsWith("?") ? search.slice(1) : search
      const pairs: Array<Pair> = []
      for (const part of text.split("&")) {
        if (part === "") continue
        const at = part.indexOf("=")
        const [key, value] = at === -1 ? [part, ""] : [part.slice(0, at), part.slice(at + 1)]
        try {
          pairs.push([decodeURIComponent(key.replaceAll("+", " ")), decodeURIComponent(value.replaceAll("+", " "))])
        } catch {
          return Effect.fail(invalid(`malformed percent-encoding in "${part}"`, search))
        }
      }
      return Effect.succeed(pairs)
    }),
    encode: SchemaGetter.transform((pairs: ReadonlyArray<Pair>) =>
      pairs.map(([key, value]) => `${encodeParam(key)}=${encodeParam(value)}`).join("&")
    )
  })
)

const itemKey = /^(0|[1-9]\d*)\.(.*)$/s

/** Groups `<index>.<field>` pairs into items; the state defaults to intro when `step` is absent. */
const pairsToTree = (pairs: ReadonlyArray<Pair>): Effect.Effect<StateTree, SchemaIssue.Issue> => {
  let step: string | undefined
  const items: Array<Record<string, string>> = []
  for (const [key, value] of pairs) {
    if (key === "step") {
      if (step !== undefined) return Effect.fail(invalid("step is repeated", key))
      step = value
      continue
    }
    const match = itemKey.exec(key)
    if (match === null || match[1] === undefined || match[2] === undefined) {
      if (/^\d/.test(key)) return Effect.fail(invalid(`malformed item parameter ${key}`, key))
      continue
    }
    const index = Number(match[1])
    if (index >= maxFunnelItems) return Effect.fail(invalid(`at most ${maxFunnelItems} items`, key))
    const fields = (items[index] ??= {})
    if (match[2] in fields) return Effect.fail(invalid(`${key} is repeated`, key))
    fields[match[2]] = value
  }
  for (let index = 0; index < items.length; index++) {
    if (items[index] === undefined) return Effect.fail(invalid(`item ${index} is missing`, pairs))
  }
  return Effect.succeed({ step: step ?? "intro", items })
}

const treeToPairs = (tree: StateTree): ReadonlyArray<Pair> => [
  ["step", tree.step],
  ...tree.items.flatMap((item, index) =>
    flatKeys.flatMap((key): ReadonlyArray<Pair> => {
      const value = item[key]
      return value === undefined ? [] : [[`${index}.${key}`, value]]
    })
  )
]

/** The codec: query string <-> FunnelState. */
export const FunnelQuery = QueryPairs.pipe(
  Schema.decodeTo(StateParams, {
    decode: SchemaGetter.transformEffect(pairsToTree),
    encode: SchemaGetter.transform(treeToPairs)
  })
)

const decode = Schema.decodeUnknownResult(FunnelQuery, { onExcessProperty: "error" })
const encode = Schema.encodeSync(FunnelQuery)

/** The query string of a state (without the leading `?`). */
export const encodeFunnelQuery = (state: FunnelState): string => encode(state)

/** Decodes a query string (with or without `?`); never throws. */
export const decodeFunnelQuery = (search: string): Result.Result<FunnelState, FunnelQueryError> =>
  Result.mapError(decode(search), (error) => new FunnelQueryError({ message: error.message }))
