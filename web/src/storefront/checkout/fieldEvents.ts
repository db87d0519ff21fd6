import type { CheckoutField, CheckoutForm } from "./checkoutForm.ts"

/** What a group of checkout inputs is given: change the form, report a blur, read a field's shown error. */
export interface FieldEvents {
  readonly change: (patch: Partial<CheckoutForm>) => void
  readonly blur: (field: CheckoutField) => void
  /** The translated error shown next to the field now, if any. */
  readonly error: (field: CheckoutField) => string | undefined
}

/** The fields typed into a text input: the input's value is the form's value as is. */
export type TextInputField = "name" | "email" | "phone" | "street" | "number" | "postalCode"

/** What a text input of `field` is bound to: its name, value, shown error, change and blur. */
export const bindText = (form: CheckoutForm, events: FieldEvents, field: TextInputField) => ({
  name: field,
  value: form[field],
  error: events.error(field),
  onValue: (value: string) => events.change({ [field]: value }),
  onBlur: () => events.blur(field)
})
