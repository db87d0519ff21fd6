import type { SellOrderStatus } from "@shop/core/sell/sellTypes"
import type { MessageKey } from "../../i18n/catalogues.ts"

/** A sale's status in the seller's words (my sales, sale details, the steps list). */
export const saleStatusKey: { readonly [S in SellOrderStatus]: MessageKey } = {
  submitted: "myaccount-sale-submitted",
  received: "myaccount-sale-received",
  evaluated: "myaccount-sale-evaluated",
  "counter-offered": "myaccount-sale-counter-offered",
  accepted: "myaccount-sale-accepted",
  declined: "myaccount-sale-declined",
  returned: "myaccount-sale-returned",
  paid: "myaccount-sale-paid",
  cancelled: "myaccount-sale-cancelled"
}
