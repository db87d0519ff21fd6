"use client"
import type { HumanCheckSetup } from "@shop/core/ports/HumanVerification"
import { Result } from "effect"
import { useCallback, useEffect, useId, useRef, useState } from "react"
import { formsCall } from "../apiCalls.ts"
import { useT } from "../useT.ts"
import { solveEmbeddedChallenge } from "./solveEmbedded.ts"
import { loadTurnstile } from "./turnstile.ts"

type Phase = "loading" | "ready" | "solving" | "verified" | "unavailable"

/** What a form passes the widget: useHumanCheck's `widget`. */
export interface HumanCheckProps {
  /** The token to send with the form, or null while there is none. */
  readonly onToken: (token: string | null) => void
  /** Change it to start a new check (after the server refused a token: each one is good once). */
  readonly resetKey: number
  /** The server's verdict on the last token, already translated. */
  readonly error?: string | undefined
  readonly locale?: string
}

/**
 * The human check any form embeds (SPEC 7). It asks the FormsApi port (GET /api/human-check/) which
 * provider the shop uses: the embedded one shows a checkbox; ticking it solves the server's signed
 * proof-of-work challenge in the browser (a second or so). Turnstile renders Cloudflare's widget. Either way the form receives a
 * token through `onToken` and sends it as `humanCheck`.
 */
export function HumanCheck(props: HumanCheckProps) {
  const t = useT()
  const { onToken, resetKey } = props
  const [phase, setPhase] = useState<Phase>("loading")
  const [setup, setSetup] = useState<HumanCheckSetup | null>(null)
  const [attempt, setAttempt] = useState(0)
  const controller = useRef<AbortController | null>(null)
  const turnstileBox = useRef<HTMLDivElement>(null)
  const id = useId()

  useEffect(() => {
    let live = true
    onToken(null)
    setPhase("loading")
    controller.current?.abort()
    formsCall((api) => api.humanCheckSetup)
      .then((answer) => {
        if (!live) return
        if (Result.isFailure(answer)) return setPhase("unavailable")
        setSetup(answer.success)
        setPhase("ready")
      })
      .catch(() => live && setPhase("unavailable"))
    return () => {
      live = false
    }
  }, [resetKey, attempt, onToken])

  useEffect(() => {
    if (setup?.provider !== "turnstile" || turnstileBox.current === null) return
    const box = turnstileBox.current
    let widget: string | undefined
    let removed = false
    loadTurnstile()
      .then((api) => {
        if (removed) return
        widget = api.render(box, {
          sitekey: setup.siteKey,
          callback: (token) => { onToken(token); setPhase("verified") },
          "expired-callback": () => { onToken(null); setPhase("ready") },
          "error-callback": () => { onToken(null); setPhase("unavailable") },
          ...(props.locale === undefined ? {} : { language: props.locale })
        })
      })
      .catch(() => setPhase("unavailable"))
    return () => {
      removed = true
      if (widget !== undefined) void loadTurnstile().then((api) => api.remove(widget!))
    }
  }, [setup, onToken, props.locale])

  const start = useCallback(async () => {
    if (setup === null || setup.provider !== "embedded" || phase !== "ready") return
    setPhase("solving")
    const abort = new AbortController()
    controller.current = abort
    try {
      const token = await solveEmbeddedChallenge(setup.challenge, abort)
      if (abort.signal.aborted) return
      if (token === null) return setPhase("unavailable")
      onToken(token)
      setPhase("verified")
    } catch {
      if (!abort.signal.aborted) setPhase("unavailable")
    }
  }, [setup, phase, onToken])

  const errorId = `${id}-error`
  const status = phase === "solving" ? t("human-check-solving")
    : phase === "verified" ? t("human-check-verified")
    : phase === "unavailable" ? t("human-check-unavailable")
    : phase === "loading" ? t("human-check-loading")
    : ""

  return (
    <div className="human-check" data-testid="human-check" data-phase={phase} data-provider={setup?.provider ?? ""}>
      {setup?.provider === "turnstile" ? (
        <div ref={turnstileBox} />
      ) : (
        <label className="human-check-box">
          <input
            type="checkbox"
            name="humanCheckConfirm"
            checked={phase === "verified" || phase === "solving"}
            disabled={phase !== "ready"}
            onChange={() => void start()}
            aria-describedby={props.error === undefined ? `${id}-status` : `${id}-status ${errorId}`}
            aria-invalid={props.error !== undefined}
          />
          <span>{t("human-check-label")}</span>
        </label>
      )}
      <p className="human-check-status" id={`${id}-status`} role="status" aria-live="polite">{status}</p>
      {props.error === undefined ? null : <p className="field-error" id={errorId} role="alert">{props.error}</p>}
      {phase === "unavailable" ? (
        <button type="button" className="link-button" onClick={() => { setSetup(null); setAttempt((n) => n + 1) }}>{t("human-check-retry")}</button>
      ) : null}
    </div>
  )
}
