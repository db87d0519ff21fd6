"use client"
import { contactLimits, contactTopics, validateContactMessage } from "@shop/core/contact/contactMessage"
import type { FormReceipt, FormSubmitError } from "@shop/core/ports/FormsApi"
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

type Values = { name: string; email: string; topic: string; orderNumber: string; message: string }
const empty: Values = { name: "", email: "", topic: "", orderNumber: "", message: "" }
type Status = "idle" | "sending" | "sent" | "invalid" | "failed" | "limited"

/** What the form says after an answer. */
const statusOf = (answer: Result.Result<FormReceipt, FormSubmitError>): Status => {
  if (Result.isSuccess(answer)) return "sent"
  switch (answer.failure._tag) {
    case "FormRefused":
      // A refusal that names no field cannot be placed on the form.
      return Object.keys(answer.failure.fields).length > 0 ? "invalid" : "failed"
    case "FormRateLimited":
      return "limited"
    case "FormsApiUnavailable":
      return "failed"
  }
}

/**
 * The help page's contact form: checked with core's rules as the visitor submits, then by the server
 * (FormsApi: POST /api/contact/) with the human check. Field errors keep every answer; a sent message
 * shows a confirmation and empties the form.
 */
export function ContactForm() {
  const t = useT()
  const ready = useHydrated()
  const [values, setValues] = useState<Values>(empty)
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({})
  const [status, setStatus] = useState<Status>("idle")
  const check = useHumanCheck()
  const [wait, setWait] = useState<WaitMessage | null>(null)

  const set = (name: keyof Values) => (value: string) => setValues((current) => ({ ...current, [name]: value }))
  const text = (key: string | undefined) => (key === undefined ? undefined : t(key as MessageKey))
  const shell = (name: keyof Values, label: MessageKey) => ({ form: "contact", name, label: t(label), error: text(errors[name]) })

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (status === "sending") return
    const local = validateContactMessage(values)
    const checked = check.passed()
    if (Object.keys(local).length > 0 || !checked) {
      setErrors(local)
      setStatus("invalid")
      return
    }
    setStatus("sending")
    const message = { ...values, orderNumber: values.orderNumber.trim() === "" ? null : values.orderNumber }
    const answer = await formsCall((api) => api.sendContactMessage(message, check.token))
    const refused = Result.isFailure(answer) && answer.failure._tag === "FormRefused" ? answer.failure.fields : {}
    // A token is good for one check, whatever the answer: the widget starts a new one.
    check.spent(refused["humanCheck"] ?? null)
    setStatus(statusOf(answer))
    if (Result.isSuccess(answer)) setValues(empty)
    if (Result.isFailure(answer) && answer.failure._tag === "FormRateLimited") {
      // Every answer is kept: the visitor sends the same message once the wait is over.
      setWait(waitMessage(answer.failure.retryAfterSeconds))
    }
    setErrors(refused)
  }

  return (
    <form className="content-form" noValidate onSubmit={(event) => void submit(event)} data-testid="contact-form" data-ready={ready}>
      {status === "sent" ? <FormAlert kind="success" testId="form-result">{t("help-contact-sent")}</FormAlert> : null}
      {status === "invalid" ? <FormAlert kind="error" testId="form-result">{t("help-contact-invalid")}</FormAlert> : null}
      {status === "failed" ? <FormAlert kind="error" testId="form-result">{t("help-contact-failed")}</FormAlert> : null}
      {status === "limited" && wait !== null ? <FormAlert kind="error" testId="form-result">{t(wait.key, wait.values)}</FormAlert> : null}
      <div className="form-row">
        <Field {...shell("name", "help-contact-name")}>
          <input {...fieldAria(shell("name", "help-contact-name"))} type="text" autoComplete="name" maxLength={contactLimits.nameMax + 20}
            value={values.name} onChange={(e) => set("name")(e.target.value)} required />
        </Field>
        <Field {...shell("email", "help-contact-email")}>
          <input {...fieldAria(shell("email", "help-contact-email"))} type="email" autoComplete="email" inputMode="email"
            value={values.email} onChange={(e) => set("email")(e.target.value)} required />
        </Field>
      </div>
      <div className="form-row">
        <Field {...shell("topic", "help-contact-topic")}>
          <select {...fieldAria(shell("topic", "help-contact-topic"))} value={values.topic} onChange={(e) => set("topic")(e.target.value)} required>
            <option value="">{t("help-contact-topic-choose")}</option>
            {contactTopics.map((topic) => <option key={topic} value={topic}>{t(`help-topic-${topic}` as MessageKey)}</option>)}
          </select>
        </Field>
        <Field {...shell("orderNumber", "help-contact-order-number")} optional={t("help-contact-optional")} hint={t("help-contact-order-number-hint")}>
          <input {...fieldAria({ ...shell("orderNumber", "help-contact-order-number"), hint: "x" })} type="text" autoComplete="off"
            maxLength={contactLimits.orderNumberMax} value={values.orderNumber} onChange={(e) => set("orderNumber")(e.target.value)} />
        </Field>
      </div>
      <Field {...shell("message", "help-contact-message")} hint={t("help-contact-message-hint", { min: contactLimits.messageMin, max: contactLimits.messageMax })}>
        <textarea {...fieldAria({ ...shell("message", "help-contact-message"), hint: "x" })} rows={6} maxLength={contactLimits.messageMax}
          value={values.message} onChange={(e) => set("message")(e.target.value)} required />
      </Field>
      <HumanCheck {...check.widget} />
      <button type="submit" className="button button-primary" data-testid="submit" disabled={status === "sending"}>
        {status === "sending" ? t("help-contact-sending") : t("help-contact-send")}
      </button>
    </form>
  )
}

/** The island: the form with its translations. */
export function ContactFormIsland(props: FormIntlProps) {
  return <FormIntl {...props}><ContactForm /></FormIntl>
}
