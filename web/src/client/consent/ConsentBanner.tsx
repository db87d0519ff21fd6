"use client"
import { applyConsentChoice, type DataLayerHolder } from "@shop/adapters/browser/consentGate"
import { writeConsentCookie } from "@shop/adapters/browser/ConsentCookie"
import { acceptAll, type ConsentChoice, rejectAll } from "@shop/core/consent/consentChoice"
import { useEffect, useRef, useState } from "react"
import type { ConsentTexts } from "./consentTexts.ts"

type Mode = "closed" | "banner" | "choose"

/** Footer links and buttons with this attribute reopen the choice. */
export const consentOpenAttribute = "data-consent-open"

/**
 * The cookie consent banner (SPEC 9): accept all, reject all, or choose per category (necessary is
 * always on). Shown until a choice is made; the choice is kept in a cookie until 2038 and pushed to
 * the data layer as a consent update, which also releases or drops the analytics events held back
 * until then (core hold-back rules, in the data-layer adapter). A stored choice is pushed again on
 * every page load. Reopened from the footer's cookie settings button.
 */
export function ConsentBanner(props: { readonly initial: ConsentChoice | null; readonly texts: ConsentTexts }) {
  const { texts } = props
  const [choice, setChoice] = useState<ConsentChoice | null>(props.initial)
  const [mode, setMode] = useState<Mode>(props.initial === null ? "banner" : "closed")
  const [draft, setDraft] = useState<ConsentChoice>(props.initial ?? rejectAll)
  const heading = useRef<HTMLHeadingElement>(null)
  const reopened = useRef(false)

  useEffect(() => {
    if (props.initial !== null) applyConsentChoice(window as unknown as DataLayerHolder, props.initial)
  }, [props.initial])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest(`[${consentOpenAttribute}]`) : null
      if (target === null) return
      event.preventDefault()
      reopened.current = true
      setDraft((current) => choice ?? current)
      setMode("choose")
    }
    document.addEventListener("click", onClick)
    return () => document.removeEventListener("click", onClick)
  }, [choice])

  useEffect(() => {
    if (mode === "choose" && reopened.current) heading.current?.focus()
  }, [mode])

  useEffect(() => {
    if (mode === "closed" || choice === null) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMode("closed")
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [mode, choice])

  const decide = (next: ConsentChoice) => {
    writeConsentCookie(document, next)
    applyConsentChoice(window as unknown as DataLayerHolder, next)
    setChoice(next)
    setDraft(next)
    setMode("closed")
    reopened.current = false
  }

  if (mode === "closed") return null
  return (
    <section className="consent" role="dialog" aria-modal="false" aria-labelledby="consent-title" data-testid="consent-banner" data-mode={mode}>
      <div className="consent-inner">
        <h2 id="consent-title" ref={heading} tabIndex={-1}>
          {mode === "choose" ? texts["consent-preferences-title"] : texts["consent-title"]}
        </h2>
        <p className="consent-body">{texts["consent-body"]}</p>
        {mode === "choose" ? (
          <fieldset className="consent-categories">
            <legend className="visually-hidden">{texts["consent-preferences-title"]}</legend>
            <label className="consent-category">
              <input type="checkbox" name="necessary" checked disabled />
              <span>
                <strong>{texts["consent-necessary-title"]}</strong> <em>({texts["consent-always-on"]})</em>
                <br />
                {texts["consent-necessary-body"]}
              </span>
            </label>
            <label className="consent-category">
              <input
                type="checkbox"
                name="analytics"
                checked={draft.analytics}
                onChange={(event) => setDraft({ ...draft, analytics: event.currentTarget.checked })}
              />
              <span>
                <strong>{texts["consent-analytics-title"]}</strong>
                <br />
                {texts["consent-analytics-body"]}
              </span>
            </label>
            <label className="consent-category">
              <input
                type="checkbox"
                name="marketing"
                checked={draft.marketing}
                onChange={(event) => setDraft({ ...draft, marketing: event.currentTarget.checked })}
              />
              <span>
                <strong>{texts["consent-marketing-title"]}</strong>
                <br />
                {texts["consent-marketing-body"]}
              </span>
            </label>
          </fieldset>
        ) : null}
        <div className="consent-actions">
          <button type="button" className="button" data-testid="consent-accept" onClick={() => decide(acceptAll)}>
            {texts["consent-accept-all"]}
          </button>
          <button type="button" className="button button-outline" data-testid="consent-reject" onClick={() => decide(rejectAll)}>
            {texts["consent-reject-all"]}
          </button>
          {mode === "choose" ? (
            <button type="button" className="button button-outline" data-testid="consent-save" onClick={() => decide(draft)}>
              {texts["consent-save"]}
            </button>
          ) : (
            <button type="button" className="consent-choose" data-testid="consent-choose" onClick={() => setMode("choose")}>
              {texts["consent-choose"]}
            </button>
          )}
          {choice !== null ? (
            <button type="button" className="consent-choose" onClick={() => setMode("closed")}>
              {texts["consent-close"]}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  )
}
