import { MatchersV3 } from "@pact-foundation/pact"

/**
 * Loose matchers (types and shapes, not values) from typed examples. The examples are written
 * against core's wire types, so a change of a wire shape in core fails the typecheck here too.
 *
 * - `shaped(example)`: every number, string and boolean matched by type (an integer by `integer`,
 *   so an example amount is written with decimals), `null` as null, each array as "one or more
 *   like its first element"; matchers already in the example (injected, oneOf, exact) are kept.
 * - Values the shell branches on (`success`, `_tag`, error codes, enumerations) are pinned with
 *   `exact` or `oneOf`: a provider answering another word is a broken contract.
 */
const { isMatcher, eachLike, integer, number, string, boolean, nullValue, regex, equal, fromProviderState } = MatchersV3

export const shaped = (example: unknown): unknown => {
  if (isMatcher(example)) return example
  if (Array.isArray(example)) return example.length === 0 ? [] : eachLike(shaped(example[0]))
  if (example === null) return nullValue()
  switch (typeof example) {
    case "number":
      return Number.isInteger(example) ? integer(example) : number(example)
    case "string":
      return string(example)
    case "boolean":
      return boolean(example)
    case "object":
      return Object.fromEntries(Object.entries(example).map(([key, value]) => [key, shaped(value)]))
    default:
      throw new Error(`not a JSON value: ${String(example)}`)
  }
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** One of the words of an enumeration (a payment state, a method, a tag). */
export const oneOf = <const W extends string>(words: ReadonlyArray<W>, example: W): W =>
  regex(`^(${words.map(escape).join("|")})$`, example) as unknown as W

/** Exactly this value. */
export const exact = <const T>(value: T): T => equal(value) as unknown as T

/**
 * A value the provider state supplies (`${name}` of the state's answer), with the example the
 * consumer test runs on. Typed as the example so the surrounding example keeps its wire type.
 */
export const fromState = <T>(name: string, example: T): T => fromProviderState(`\${${name}}`, example) as unknown as T

/** A path whose `${name}` parts the provider state supplies: `fromStatePath("/api/orders/${orderId}/", example)`. */
export const fromStatePath = (template: string, example: string): string => fromProviderState(template, example) as unknown as string

/** The plain example of a template with matchers: what the consumer test sends and receives. */
export const example = <T>(template: T): T => MatchersV3.reify(template) as T

/** A status of the 4xx class, shown as `status`: the shell tells a refusal by its body, not its number. */
export const clientError = (status: number) => MatchersV3.matchStatus(status, MatchersV3.HTTPResponseStatusClass.ClientError)

/** A status of the 2xx class, shown as `status`. */
export const success = (status: number) => MatchersV3.matchStatus(status, MatchersV3.HTTPResponseStatusClass.Success)
