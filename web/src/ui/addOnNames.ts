import type { MessageKey } from "../i18n/catalogues.ts"

/**
 * Names of what goes with a device, shared by the product page, the cart and the checkout so a
 * service reads the same everywhere. Extra services arrive with a catalogue key
 * (`extra-service.warranty-extension-12-months`, seeded in adapters/src/seed/build/extraServices.ts)
 * and a type; a key the table does not know yet is named by its type, so a new backend service
 * still reads as "Extended warranty".
 */
const serviceKeys: Readonly<Record<string, MessageKey>> = {
  "extra-service.warranty-extension-12-months": "service-warranty-12",
  "extra-service.warranty-extension-24-months": "service-warranty-24",
  "extra-service.insurance-theft-and-damage-12-months": "service-insurance-12"
}

export type ServiceGroup = "warranty" | "insurance" | "other"

export const serviceGroupOf = (type: string): ServiceGroup =>
  type === "WARRANTY_EXTENSION" ? "warranty" : type === "INSURANCE" ? "insurance" : "other"

const serviceGroupKeys: { readonly [G in ServiceGroup]: MessageKey } = {
  warranty: "service-type-warranty",
  insurance: "service-type-insurance",
  other: "service-type-other"
}

export const serviceTypeKey = (type: string): MessageKey => serviceGroupKeys[serviceGroupOf(type)]

export const serviceNameKey = (service: { readonly key: string; readonly type: string }): MessageKey =>
  serviceKeys[service.key] ?? serviceTypeKey(service.type)

const accessoryTypeKeys: Readonly<Record<string, MessageKey>> = {
  CASE: "accessory-type-case",
  SCREEN_PROTECTOR: "accessory-type-screen-protector",
  CHARGER: "accessory-type-charger",
  CABLE: "accessory-type-cable",
  HEADPHONES: "accessory-type-headphones",
  STRAP: "accessory-type-strap",
  CONTROLLER: "accessory-type-controller"
}

/** A short, localized kind for an accessory (its name comes from the catalogue as is). */
export const accessoryTypeKey = (type: string): MessageKey => accessoryTypeKeys[type] ?? "accessory-type-other"
