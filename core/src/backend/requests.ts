import { Result, Schema } from "effect"
import { InvalidRequest } from "../errors.ts"
import { unsafeQueryText, unsafeTextIn } from "../validation/safeText.ts"
import type { QueryRecord } from "./queryRecord.ts"

/**
 * The decoding boundary of the HTTP calls: a request body (JSON text) or a query record becomes a
 * schema's value, or InvalidRequest (400) before anything runs. Excess keys are dropped (a `price`
 * a client adds never reaches a service); every string must be storable text (safeText.ts).
 */

const parseOptions = { errors: "all", onExcessProperty: "ignore" } as const

/** Schema's report, shortened: a hostile body must not get a megabyte of error text back. */
const describe = (error: Schema.SchemaError): string => {
  const text = error.message
  return text.length > 600 ? `${text.slice(0, 600)}…` : text
}

const invalid = (message: string) => Result.fail(new InvalidRequest({ message }))

/** A value already parsed (a query record, path parameters) against a schema. */
export const decodeValue = <T>(schema: Schema.Decoder<T>, input: unknown): Result.Result<T, InvalidRequest> =>
  Result.mapError(Schema.decodeUnknownResult(schema, parseOptions)(input), (error) => new InvalidRequest({ message: describe(error) }))

/** A request body: JSON text, every string safe, decoded with the schema. */
export const decodeJsonBody = <T>(schema: Schema.Decoder<T>, text: string): Result.Result<T, InvalidRequest> => {
  if (text.trim() === "") return invalid("the request body is empty; a JSON document is expected")
  let document: unknown
  try {
    document = JSON.parse(text)
  } catch {
    return invalid("the request body is not JSON")
  }
  const unsafe = unsafeTextIn(document)
  if (unsafe !== undefined) return invalid(`the request body is refused: ${unsafe.slice(0, 200)}`)
  return Result.mapError(
    Schema.decodeUnknownResult(schema, parseOptions)(document),
    (error) => new InvalidRequest({ message: `the request body is not the expected JSON: ${describe(error)}` })
  )
}

/** A query record whose every name and value is one line of safe text (checked before any decoder). */
export const checkQueryText = (record: QueryRecord): Result.Result<QueryRecord, InvalidRequest> => {
  const unsafe = unsafeQueryText(record)
  return unsafe === undefined ? Result.succeed(record) : invalid(unsafe.slice(0, 200))
}
