import type { MessageKey } from "../i18n/catalogues.ts"

/**
 * What a form says when a call answers 429 (issue 14 rate limits): "too many attempts, try again in
 * N minutes" (or hours, past an hour and a half), from the seconds the answer names (the body's
 * `retryAfterSeconds`, adapters http/errorAnswer.ts, as the ports' errors carry them), else a minute.
 */
export interface WaitMessage {
  readonly key: MessageKey
  readonly values: Readonly<Record<string, number>>
}

const fallbackSeconds = 60

export const waitMessage = (retryAfterSeconds: number | undefined): WaitMessage => {
  const seconds = retryAfterSeconds ?? fallbackSeconds
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return minutes <= 90
    ? { key: "too-many-requests-minutes", values: { minutes } }
    : { key: "too-many-requests-hours", values: { hours: Math.ceil(minutes / 60) } }
}
