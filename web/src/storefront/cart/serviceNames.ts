import type { ExtraService } from "@shop/core/cart/extraService"
import type { MessageKey } from "../../i18n/catalogues.ts"

/**
 * Extra services arrive with a catalogue key (`extra-service.warranty-extension-12-months`) and a
 * type; the shop's own message keys name the ones it sells. A service the table does not know yet
 * is named by its type, so a new backend service still reads as "Extended warranty".
 */
const byKey: Readonly<Record<string, MessageKey>> = {
  "extra-service.warranty-extension-12-months": "cart-service-warranty-12",
  "extra-service.warranty-extension-24-months": "cart-service-warranty-24",
  "extra-service.insurance-theft-and-damage-12-months": "cart-service-insurance-12"
}

export type ServiceGroup = "warranty" | "insurance" | "other"

export const serviceGroupOf = (type: string): ServiceGroup =>
  type === "WARRANTY_EXTENSION" ? "warranty" : type === "INSURANCE" ? "insurance" : "other"

const byGroup: { readonly [G in ServiceGroup]: MessageKey } = {
  warranty: "cart-service-warranty",
  insurance: "cart-service-insurance",
  other: "cart-service-other"
}

export const serviceNameKey = (service: Pick<ExtraService, "key" | "type">): MessageKey =>
  byKey[service.key] ?? byGroup[serviceGroupOf(service.type)]

/** Legends of the upsell page's groups; a line selects at most one service per type (core rule). */
export const serviceGroupLegendKey: { readonly [G in ServiceGroup]: MessageKey } = {
  warranty: "cart-extra-group-warranty",
  insurance: "cart-extra-group-insurance",
  other: "cart-extra-group-other"
}
