import { slugify } from "@shop/core/routes/slug"
import type { SeedAccessoryType } from "./types.ts"

/**
 * Generated accessory pictures: one flat icon per accessory type (a case, a charger, a battery,
 * ...), local SVG like the device pictures, centred (they used to leave room for a label).
 */

const icons: { readonly [T in SeedAccessoryType]: string } = {
  CASE: `<rect x="140" y="60" width="120" height="230" rx="26" fill="#3b82f6"/><rect x="156" y="78" width="34" height="48" rx="12" fill="#1e3a8a"/>`,
  CHARGER: `<rect x="140" y="110" width="120" height="120" rx="20" fill="#f9fafb" stroke="#9ca3af" stroke-width="4"/><rect x="175" y="60" width="12" height="50" fill="#6b7280"/><rect x="213" y="60" width="12" height="50" fill="#6b7280"/><path d="M200 230 V300" stroke="#6b7280" stroke-width="10"/>`,
  SCREEN_PROTECTOR: `<rect x="135" y="50" width="130" height="250" rx="22" fill="#dbeafe" stroke="#60a5fa" stroke-width="4" opacity="0.9"/><path d="M160 90 L240 170" stroke="#ffffff" stroke-width="10" opacity="0.8"/>`,
  CABLE: `<path d="M120 90 C 320 90, 80 260, 280 260" stroke="#374151" stroke-width="10" fill="none"/><rect x="95" y="75" width="40" height="30" rx="6" fill="#9ca3af"/><rect x="265" y="245" width="40" height="30" rx="6" fill="#9ca3af"/>`,
  HEADPHONES: `<circle cx="160" cy="190" r="40" fill="#f9fafb" stroke="#9ca3af" stroke-width="4"/><circle cx="240" cy="190" r="40" fill="#f9fafb" stroke="#9ca3af" stroke-width="4"/><rect x="150" y="200" width="20" height="80" rx="10" fill="#f9fafb" stroke="#9ca3af" stroke-width="4"/><rect x="230" y="200" width="20" height="80" rx="10" fill="#f9fafb" stroke="#9ca3af" stroke-width="4"/>`,
  STRAP: `<rect x="170" y="40" width="60" height="260" rx="24" fill="#f97316"/><circle cx="200" cy="220" r="6" fill="#7c2d12"/><circle cx="200" cy="245" r="6" fill="#7c2d12"/>`,
  CONTROLLER: `<path d="M130 130 Q100 130 92 180 Q84 240 118 248 Q140 252 156 222 H244 Q260 252 282 248 Q316 240 308 180 Q300 130 270 130 Z" fill="#1f2937"/><circle cx="150" cy="175" r="12" fill="#9ca3af"/><circle cx="255" cy="165" r="8" fill="#60a5fa"/><circle cx="272" cy="182" r="8" fill="#f87171"/>`,
  BATTERY: `<rect x="130" y="90" width="140" height="200" rx="16" fill="#111827"/><rect x="175" y="72" width="50" height="20" rx="4" fill="#111827"/><path d="M210 130 L175 200 H205 L190 260 L235 180 H205 Z" fill="#22c55e"/>`,
  PROFESSIONAL_INSTALLATION: `<circle cx="200" cy="175" r="95" fill="#ecfdf5" stroke="#10b981" stroke-width="6"/><path d="M150 178 L188 214 L256 140" stroke="#10b981" stroke-width="16" fill="none" stroke-linecap="round"/>`,
  WRAPPING_TAX: `<rect x="110" y="140" width="180" height="150" rx="8" fill="#ef4444"/><rect x="100" y="110" width="200" height="40" rx="8" fill="#dc2626"/><rect x="190" y="110" width="20" height="180" fill="#fde047"/><path d="M200 110 C 160 60, 130 100, 200 110 C 270 100, 240 60, 200 110" fill="#fde047"/>`
}

/** A new drawing gets a new path (the app serves pictures as immutable): these are the label-less icons. */
export const accessoryImagePath = (type: SeedAccessoryType): string => `/images/accessories/${slugify(type)}-icon.svg`

/**
 * The SVG icon of an accessory type. No words in it: the page names the accessory in the shopper's
 * language beside it.
 */
export const accessoryImageSvg = (type: SeedAccessoryType): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="800" height="800">` +
  `<rect width="400" height="400" fill="#f1f3f6"/>` +
  `<g transform="translate(0 25)">${icons[type]}</g>` +
  `</svg>`
