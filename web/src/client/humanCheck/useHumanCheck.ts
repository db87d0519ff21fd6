"use client"
import { useCallback, useState } from "react"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { useT } from "../useT.ts"
import type { HumanCheckProps } from "./HumanCheck.tsx"

/** The key shown under the widget when a form is sent before the check passed. */
const requiredKey: MessageKey = "human-check-required"

export interface HumanCheckField {
  /** The token to send as `humanCheck`, null while the check has not passed. */
  readonly token: string | null
  /** The key of the error under the widget (the check missing, or refused by the server), null for none. */
  readonly error: MessageKey | null
  /** Before sending: marks a missing check under the widget; true when there is a token to send. */
  readonly passed: () => boolean
  /**
   * After the server answered a submit: its token is spent whatever the answer (each is good once), so
   * the widget starts a new check; `error` is the server's verdict on the check, if it refused it.
   */
  readonly spent: (error?: string | null) => void
  /** The props of <HumanCheck> (the error translated). */
  readonly widget: HumanCheckProps
}

/**
 * The human check of a form (issue 8; contact, review, register, the sell funnel's submission): the
 * widget's token, its error, and a new check after every answer. A new token clears the error.
 */
export const useHumanCheck = (): HumanCheckField => {
  const t = useT()
  const [token, setToken] = useState<string | null>(null)
  const [round, setRound] = useState(0)
  const [error, setError] = useState<MessageKey | null>(null)
  const onToken = useCallback((next: string | null) => {
    setToken(next)
    if (next !== null) setError(null)
  }, [])
  const passed = () => {
    setError(token === null ? requiredKey : null)
    return token !== null
  }
  const spent = (verdict: string | null = null) => {
    setRound((n) => n + 1)
    setError(verdict as MessageKey | null)
  }
  return {
    token,
    error,
    passed,
    spent,
    widget: { onToken, resetKey: round, error: error === null ? undefined : t(error) }
  }
}
