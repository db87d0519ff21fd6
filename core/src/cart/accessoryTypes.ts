/**
 * Accessory types the rules care about. The backend sends other, ordinary types too (cases,
 * chargers, screen protectors, ...), so `type` stays an open string. Plain
 * constants (no `effect`): the product page's panel sorts its offers with them on its first load.
 */
export const AccessoryTypes = {
  battery: "BATTERY",
  professionalInstallation: "PROFESSIONAL_INSTALLATION",
  wrappingTax: "WRAPPING_TAX"
} as const
