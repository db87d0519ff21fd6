import { Schema } from "effect"

/**
 * Text a client sends must be text PostgreSQL can store and a person could have typed: no U+0000
 * (PostgreSQL refuses it in `text` and `jsonb`, so it would surface as a failed query), no other C0
 * control or DEL, and no lone UTF-16 surrogate (not encodable as UTF-8). Where text is free (an
 * address's details, typed in a text area) tab, line feed and carriage return are allowed.
 *
 * The web layer checks every string of every JSON body and query (unsafeTextIn, unsafeQueryText)
 * before any schema runs; the schemas below repeat the rule per field, so a core caller that skips
 * the web layer (a page calling a service) is held to it too.
 */

const controlInLine = /[\u0000-\u001f\u007f]/
const controlInFreeText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export type TextKind = "line" | "free"

/** Why a text is refused, or undefined when it is fine. */
export const textIssue = (text: string, kind: TextKind): string | undefined =>
  (kind === "line" ? controlInLine : controlInFreeText).test(text)
    ? kind === "line"
      ? "must not contain control characters"
      : "must not contain control characters other than tab and line breaks"
    : loneSurrogate.test(text)
    ? "must be well-formed text"
    : undefined

/** One line of text (a name, an id, a search), at most `max` characters. */
export const SafeText = (max: number) =>
  Schema.String.check(
    Schema.isMaxLength(max),
    Schema.makeFilter((text: string) => textIssue(text, "line"))
  )

/** Free text (details, notes): tab and line breaks allowed, at most `max` characters. */
export const SafeFreeText = (max: number) =>
  Schema.String.check(
    Schema.isMaxLength(max),
    Schema.makeFilter((text: string) => textIssue(text, "free"))
  )

/**
 * The first string of a parsed JSON document (keys included) that is not free text, as a path and
 * the reason; undefined when every string is fine. Iterative: a 64 KiB body can nest 30 000 arrays
 * deep, more than a recursive walk's stack holds.
 */
export const unsafeTextIn = (document: unknown): string | undefined => {
  const pending: Array<readonly [string, unknown]> = [["body", document]]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [path, value] = next
    if (typeof value === "string") {
      const issue = textIssue(value, "free")
      if (issue !== undefined) return `${path} ${issue}`
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([`${path}[${index}]`, item]))
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const issue = textIssue(key, "line")
        if (issue !== undefined) return `a key of ${path} ${issue}`
        pending.push([`${path}.${key}`, item])
      }
    }
  }
  return undefined
}

/** The first query parameter whose name or a value is not one line of text, with the reason. */
export const unsafeQueryText = (
  record: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>
): string | undefined => {
  for (const [name, raw] of Object.entries(record)) {
    const nameIssue = textIssue(name, "line")
    if (nameIssue !== undefined) return `a parameter name ${nameIssue}`
    for (const value of raw === undefined ? [] : typeof raw === "string" ? [raw] : raw) {
      const issue = textIssue(value, "line")
      if (issue !== undefined) return `${name} ${issue}`
    }
  }
  return undefined
}
