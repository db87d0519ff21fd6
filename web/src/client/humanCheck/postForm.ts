import { ErrorBody } from "@shop/core/errorBody"
import { Schema } from "effect"
import { retryAfterSecondsOf } from "../tooManyRequests.ts"

const decodeError = Schema.decodeUnknownResult(ErrorBody)

export type FormOutcome =
  | { readonly kind: "ok"; readonly body: unknown }
  /** 422 validation-failed: field name -> translation key (`humanCheck` for the human check). */
  | { readonly kind: "fields"; readonly fields: Readonly<Record<string, string>> }
  /** 429: a rate limit; try again after the seconds given (when the answer gave them). */
  | { readonly kind: "limited"; readonly retryAfterSeconds: number | undefined }
  /** 4xx the form cannot place on a field. */
  | { readonly kind: "refused" }
  /** 5xx, or no answer at all. */
  | { readonly kind: "failed" }

/** POSTs a form's JSON to one of the API's calls and sorts the answer (decoded with Schema). */
export const postForm = async (url: string, body: unknown): Promise<FormOutcome> => {
  let response: Response
  try {
    response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
  } catch {
    return { kind: "failed" }
  }
  const json: unknown = await response.json().catch(() => null)
  if (response.ok) return { kind: "ok", body: json }
  if (response.status >= 500) return { kind: "failed" }
  if (response.status === 429) {
    return { kind: "limited", retryAfterSeconds: retryAfterSecondsOf(response, json) }
  }
  const error = decodeError(json)
  if (error._tag === "Success" && error.success.fields !== undefined) return { kind: "fields", fields: error.success.fields }
  return { kind: "refused" }
}
