import type { SellOrderStatus } from "@shop/core/sell/sellTypes"
import type { MessageKey } from "../../i18n/catalogues.ts"

/** The account's words for where a sale stands (a trade-in is a sale too): one table for every page that says it. */
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
