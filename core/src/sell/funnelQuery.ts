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
 * The funnel's devices in a query string (SPEC 2.5: "a list of items"). The step is not in it: it
 * is the path's `:step` (`/sell/phone-defects/`), so the state is kept once. Shape, for the item
 * being described at index 0:
 *   0.category=1&0.brand=3&0.model=12-iPhone%2012&0.colour=4&0.storage=7&0.provider=531
 *   &0.liquid-contact=1&0.grading-display=7&0.phone-defects=23,29&0.offer=1
 * Parameters are written in the order the user gives them (items in order, fields in funnel
 * order), so going back trims the last parameters. Every item starts with its category, so no
 * item is ever empty. Ids are canonical decimal numbers. Parameters outside the funnel
 * (utm_source, fbclid, a stale `step`, ...) are ignored; a malformed, repeated or unknown item
 * parameter fails the decoding.
 */

/** A tampered or invalid funnel URL: its query string, or a step the funnel does not have. */
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
  category: CategoryParam,
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
        category: flat.category,
        ...pick(flat, ["brand", "model"]),
        config: pick(flat, ConfigAttributes),
        answers: pick(flat, AnswerStepIds),
        ...pick(flat, ["offer"])
      }),
      encode: (item: FunnelItem): Flat => ({
        category: item.category,
        ...pick(item, ["brand", "model"]),
        ...item.config,
        ...item.answers,
        ...pick(item, ["offer"])
      })
    })
  )
)

const ItemsParams = Schema.Array(ItemFromParams).check(Schema.isMaxLength(maxFunnelItems))
/** Items as the query string groups them, before ItemParams checks their fields. */
const ItemRecords = Schema.Array(Schema.Record(Schema.String, Schema.String))
type ItemsTree = typeof ItemRecords.Type
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

/** Groups `<index>.<field>` pairs into items; pairs of other names are not the funnel's. */
const pairsToTree = (pairs: ReadonlyArray<Pair>): Effect.Effect<ItemsTree, SchemaIssue.Issue> => {
  const items: Array<Record<string, string>> = []
  for (const [key, value] of pairs) {
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
  return Effect.succeed(items)
}

const treeToPairs = (items: ItemsTree): ReadonlyArray<Pair> =>
  items.flatMap((item, index) =>
    flatKeys.flatMap((key): ReadonlyArray<Pair> => {
      const value = item[key]
      return value === undefined ? [] : [[`${index}.${key}`, value]]
    })
  )

/** The codec: query string <-> the funnel's devices. */
export const FunnelQuery = QueryPairs.pipe(
  Schema.decodeTo(ItemRecords, {
    decode: SchemaGetter.transformEffect(pairsToTree),
    encode: SchemaGetter.transform(treeToPairs)
  }),
  Schema.decodeTo(ItemsParams, SchemaTransformation.passthroughSupertype())
)

const decode = Schema.decodeUnknownResult(FunnelQuery, { onExcessProperty: "error" })
const encode = Schema.encodeSync(FunnelQuery)
const decodeStep = Schema.decodeUnknownResult(FunnelStepId)

/** The query string of a state's devices (without the leading `?`); the step goes in the path. */
export const encodeFunnelQuery = (state: Pick<FunnelState, "items">): string => encode(state.items)

/** The devices of a query string (with or without `?`); never throws. */
export const decodeFunnelQuery = (search: string): Result.Result<ReadonlyArray<FunnelItem>, FunnelQueryError> =>
  Result.mapError(decode(search), (error) => new FunnelQueryError({ message: error.message }))

/**
 * The state of a funnel URL: the step from the path's `:step` param, the devices from the query
 * string. A step SPEC 2.5 does not name is a FunnelQueryError. The state may still be
 * inconsistent (a step ahead of its answers): repairFunnelState places it.
 */
export const decodeFunnel = (stepParam: string, search: string): Result.Result<FunnelState, FunnelQueryError> => {
  const step = decodeStep(stepParam)
  if (Result.isFailure(step)) return Result.fail(new FunnelQueryError({ message: `unknown funnel step "${stepParam}"` }))
  return Result.map(decodeFunnelQuery(search), (items) => ({ step: step.success, items }))
}
