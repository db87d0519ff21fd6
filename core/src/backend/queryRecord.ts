import { Result } from "effect"
import { dbIdOfText } from "../catalog/dbId.ts"
import { InvalidRequest } from "../errors.ts"
import { textIssue } from "../validation/safeText.ts"

/** A query string as the web layer has it: one value, several values, or none per name. */
export type QueryRecord = Readonly<Record<string, string | ReadonlyArray<string> | undefined>>

const valuesOf = (raw: string | ReadonlyArray<string> | undefined): ReadonlyArray<string> =>
  raw === undefined ? [] : typeof raw === "string" ? [raw] : raw

/** Names other than these are refused, except tracking noise (utm_*, fbclid, _ cache busters). */
export const unknownParameter = (record: QueryRecord, known: ReadonlyArray<string>): string | undefined =>
  Object.keys(record).find((name) =>
    record[name] !== undefined && !known.includes(name) && !name.startsWith("utm_") && name !== "fbclid" && name !== "_"
  )

/** The one value of a required parameter: one line of text (no control characters, see safeText.ts). */
export const singleValue = (record: QueryRecord, name: string): Result.Result<string, InvalidRequest> => {
  const values = valuesOf(record[name])
  if (values.length === 0) return Result.fail(new InvalidRequest({ message: `${name} is required` }))
  if (values.length > 1) return Result.fail(new InvalidRequest({ message: `${name} must be given once` }))
  const value = values[0] ?? ""
  const issue = textIssue(value, "line")
  return issue === undefined ? Result.succeed(value) : Result.fail(new InvalidRequest({ message: `${name} ${issue}` }))
}

/** A database id (core DbId: 1 .. 2^31 - 1), written plainly (no sign, exponent, spaces or leading zeros). */
export const parseId = (name: string, text: string): Result.Result<number, InvalidRequest> => {
  const id = dbIdOfText(text)
  return id === undefined
    ? Result.fail(new InvalidRequest({ message: `${name} must be an id from 1 to 2147483647` }))
    : Result.succeed(id)
}

/** Ids given as "1,2,3", as repeated names, or both; at least one, at most `max`. */
export const idList = (
  record: QueryRecord,
  name: string,
  max: number
): Result.Result<ReadonlyArray<number>, InvalidRequest> => {
  const parts = valuesOf(record[name]).flatMap((v) => v.split(",")).map((v) => v.trim())
  if (parts.length === 0 || parts.every((p) => p === "")) {
    return Result.fail(new InvalidRequest({ message: `${name} is required` }))
  }
  if (parts.length > max) return Result.fail(new InvalidRequest({ message: `at most ${max} ${name}` }))
  const ids: Array<number> = []
  for (const part of parts) {
    const id = parseId(name, part)
    if (Result.isFailure(id)) return Result.fail(id.failure)
    ids.push(id.success)
  }
  return Result.succeed(ids)
}
