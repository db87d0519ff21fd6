import type { MessageKey } from "../i18n/catalogues.ts"

/**
 * What a form says when a call answers 429 (issue 14 rate limits): "too many attempts, try again in
 * N minutes" (or hours, past an hour and a half), from the seconds the answer names: the body's
 * `retryAfterSeconds` (adapters http/errorAnswer.ts), else the Retry-After header, else a minute.
 */
export interface WaitMessage {
  readonly key: MessageKey
  readonly values: Readonly<Record<string, number>>
}

const fallbackSeconds = 60

/** Retry-After is whole seconds or an HTTP date (RFC 9110); anything else is unknown. */
export const retryAfterHeaderSeconds = (header: string | null, now: number = Date.now()): number | undefined => {
  if (header === null || header.trim() === "") return undefined
  if (/^\d+$/.test(header.trim())) return Number(header.trim())
  const at = Date.parse(header)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}

/** The wait a 429's JSON body names, when it names one. */
export const retryAfterBodySeconds = (body: unknown): number | undefined => {
  const seconds = typeof body === "object" && body !== null ? Reflect.get(body, "retryAfterSeconds") : undefined
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined
}

export const waitMessage = (retryAfterSeconds: number | undefined): WaitMessage => {
  const seconds = retryAfterSeconds ?? fallbackSeconds
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return minutes <= 90
    ? { key: "too-many-requests-minutes", values: { minutes } }
    : { key: "too-many-requests-hours", values: { hours: Math.ceil(minutes / 60) } }
}

/** The seconds a 429 response whose body was read as `body` asks to wait: the body's, else the header's. */
export const retryAfterSecondsOf = (response: Response, body: unknown): number | undefined =>
  retryAfterBodySeconds(body) ?? retryAfterHeaderSeconds(response.headers.get("retry-after"))

/** The wait message of a 429 response whose body was read as `body`. */
export const waitMessageOf = (response: Response, body: unknown): WaitMessage => waitMessage(retryAfterSecondsOf(response, body))
