"use client"
import { ratings, reviewLimits, validateReview, type ReviewKind } from "@shop/core/reviews/review"
import { Result } from "effect"
import { type FormEvent, useState } from "react"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { formsCall } from "../../client/apiCalls.ts"
import { Field, FormAlert, fieldAria } from "../../client/humanCheck/FormFields.tsx"
import { HumanCheck } from "../../client/humanCheck/HumanCheck.tsx"
import { useHumanCheck } from "../../client/humanCheck/useHumanCheck.ts"
import { useT } from "../../client/useT.ts"
import { FormIntl, type FormIntlProps } from "../../client/humanCheck/FormIntl.tsx"
import { useHydrated } from "../../client/useHydrated.ts"
import { type WaitMessage, waitMessage } from "../../client/tooManyRequests.ts"

type Values = { rating: string; name: string; email: string; title: string; text: string }
const empty: Values = { rating: "", name: "", email: "", title: "", text: "" }

/**
 * The add-review form: core's rules as the visitor submits, then FormsApi (POST /api/reviews/) with the
 * human check. Stored: the thanks page. Field errors stay on the form with every answer kept; a server
 * failure leads to the error page.
 */
export function ReviewForm(props: { readonly kind: ReviewKind; readonly thanksPath: string; readonly errorPath: string }) {
  const t = useT()
  const ready = useHydrated()
  const [values, setValues] = useState<Values>(empty)
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({})
  const [sending, setSending] = useState(false)
  const check = useHumanCheck()
  const [wait, setWait] = useState<WaitMessage | null>(null)

  const set = (name: keyof Values) => (value: string) => setValues((current) => ({ ...current, [name]: value }))
  const text = (key: string | undefined) => (key === undefined ? undefined : t(key as MessageKey))
  const shell = (name: keyof Values, label: MessageKey) => ({ form: "review", name, label: t(label), error: text(errors[name]) })
  const limits = (min: number, max: number) => t("reviews-form-length-hint", { min, max })

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const local = validateReview(values)
    const checked = check.passed()
    setWait(null)
    if (Object.keys(local).length > 0 || !checked) return setErrors(local)
    setSending(true)
    const answer = await formsCall((api) => api.submitReview({ kind: props.kind, ...values }, check.token))
    if (Result.isSuccess(answer)) return window.location.assign(props.thanksPath)
    const failure = answer.failure
    if (failure._tag === "FormsApiUnavailable") return window.location.assign(props.errorPath)
    setSending(false)
    if (failure._tag === "FormRateLimited") {
      check.spent()
      setErrors({})
      setWait(waitMessage(failure.retryAfterSeconds))
      return
    }
    // A refusal that names no field is the check's (the form's own fields were checked before sending).
    const { humanCheck, ...fields } = Object.keys(failure.fields).length > 0 ? failure.fields : { humanCheck: "human-check-failed" }
    check.spent(humanCheck ?? null)
    setErrors(fields)
  }

  const hasErrors = Object.keys(errors).length > 0 || check.error !== null
  const ratingError = text(errors["rating"])
  return (
    <form className="content-form" noValidate onSubmit={(event) => void submit(event)} data-testid="review-form" data-ready={ready}>
      {hasErrors ? <FormAlert kind="error" testId="form-result">{t("reviews-form-invalid")}</FormAlert> : null}
      {wait === null ? null : <FormAlert kind="error" testId="form-result">{t(wait.key, wait.values)}</FormAlert>}
      <fieldset className={ratingError === undefined ? "form-field rating-field" : "form-field rating-field has-error"}
        aria-describedby={ratingError === undefined ? undefined : "review-rating-error"}>
        <legend>{t("reviews-form-rating")}</legend>
        <div className="rating-choices">
          {ratings.map((rating) => (
            <label key={rating} className="rating-choice">
              <input type="radio" name="rating" value={String(rating)} checked={values.rating === String(rating)}
                onChange={(e) => set("rating")(e.target.value)} />
              <span aria-hidden="true" className="rating-stars">{"★".repeat(rating)}{"☆".repeat(5 - rating)}</span>
              <span className="visually-hidden">{t("reviews-stars", { count: rating })}</span>
            </label>
          ))}
        </div>
        {ratingError === undefined ? null : <p className="field-error" id="review-rating-error">{ratingError}</p>}
      </fieldset>
      <div className="form-row">
        <Field {...shell("name", "reviews-form-name")} hint={t("reviews-form-name-hint")}>
          <input {...fieldAria({ ...shell("name", "reviews-form-name"), hint: "x" })} type="text" autoComplete="given-name"
            maxLength={reviewLimits.nameMax} value={values.name} onChange={(e) => set("name")(e.target.value)} />
        </Field>
        <Field {...shell("email", "reviews-form-email")} hint={t("reviews-form-email-hint")}>
          <input {...fieldAria({ ...shell("email", "reviews-form-email"), hint: "x" })} type="email" autoComplete="email" inputMode="email"
            value={values.email} onChange={(e) => set("email")(e.target.value)} />
        </Field>
      </div>
      <Field {...shell("title", "reviews-form-title")} hint={limits(reviewLimits.titleMin, reviewLimits.titleMax)}>
        <input {...fieldAria({ ...shell("title", "reviews-form-title"), hint: "x" })} type="text" maxLength={reviewLimits.titleMax}
          value={values.title} onChange={(e) => set("title")(e.target.value)} />
      </Field>
      <Field {...shell("text", "reviews-form-text")} hint={limits(reviewLimits.textMin, reviewLimits.textMax)}>
        <textarea {...fieldAria({ ...shell("text", "reviews-form-text"), hint: "x" })} rows={6} maxLength={reviewLimits.textMax}
          value={values.text} onChange={(e) => set("text")(e.target.value)} />
      </Field>
      <HumanCheck {...check.widget} />
      <button type="submit" className="button button-primary" data-testid="submit" disabled={sending}>
        {sending ? t("reviews-form-sending") : t("reviews-form-send")}
      </button>
    </form>
  )
}

/** The island: the form with its translations. */
export function ReviewFormIsland(props: FormIntlProps & Parameters<typeof ReviewForm>[0]) {
  const { locale, messages, ...form } = props
  return <FormIntl locale={locale} messages={messages}><ReviewForm {...form} /></FormIntl>
}
