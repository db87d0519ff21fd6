import type { CheckoutField, CheckoutForm } from "./checkoutForm.ts"

/** What a group of checkout inputs is given: change the form, report a blur, read a field's shown error. */
export interface FieldEvents {
  readonly change: (patch: Partial<CheckoutForm>) => void
  readonly blur: (field: CheckoutField) => void
  /** The translated error shown next to the field now, if any. */
  readonly error: (field: CheckoutField) => string | undefined
}
