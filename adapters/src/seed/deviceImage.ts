import type { Category } from "@shop/core/catalog/category"
import { colourHex } from "./data/colours.ts"

/**
 * Generated product pictures: a flat silhouette of the category's device, painted in the
 * product's colour, with the model name under it. Local SVG text, so the shop needs no image
 * host and every product has a picture that matches its colour.
 */

const escapeXml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;")

/** Relative luminance, to pick an outline that shows on light and dark paints alike. */
const isLight = (hex: string): boolean => {
  const value = Number.parseInt(hex.slice(1, 7), 16)
  const r = (value >> 16) & 255
  const g = (value >> 8) & 255
  const b = value & 255
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 150
}

const hexPattern = /^#[0-9a-fA-F]{6}$/

const silhouette = (category: Category, paint: string, edge: string): string => {
  const body = `fill="${paint}" stroke="${edge}" stroke-width="3"`
  const screen = `fill="#111827"`
  switch (category) {
    case "smartphone":
      return `<rect x="135" y="40" width="130" height="260" rx="22" ${body}/>` +
        `<rect x="145" y="52" width="110" height="236" rx="14" ${screen}/>` +
        `<rect x="180" y="58" width="40" height="8" rx="4" fill="${paint}"/>`
    case "tablet":
      return `<rect x="90" y="40" width="220" height="265" rx="20" ${body}/>` +
        `<rect x="104" y="54" width="192" height="237" rx="8" ${screen}/>` +
        `<circle cx="200" cy="47" r="3" fill="#374151"/>`
    case "laptop":
      return `<rect x="85" y="60" width="230" height="160" rx="10" ${body}/>` +
        `<rect x="97" y="72" width="206" height="136" rx="4" ${screen}/>` +
        `<path d="M55 228 H345 L330 258 H70 Z" ${body}/>` +
        `<rect x="175" y="230" width="50" height="6" rx="3" fill="${edge}" opacity="0.4"/>`
    case "smartwatch":
      return `<rect x="160" y="30" width="80" height="90" rx="16" ${body}/>` +
        `<rect x="160" y="220" width="80" height="90" rx="16" ${body}/>` +
        `<rect x="135" y="100" width="130" height="140" rx="34" ${body}/>` +
        `<rect x="148" y="113" width="104" height="114" rx="26" ${screen}/>` +
        `<rect x="265" y="140" width="10" height="30" rx="4" fill="${edge}"/>`
    case "console":
      return `<rect x="70" y="70" width="260" height="120" rx="18" ${body}/>` +
        `<rect x="90" y="165" width="220" height="6" rx="3" fill="${edge}" opacity="0.4"/>` +
        `<path d="M140 215 Q120 215 112 250 Q106 285 130 290 Q148 292 160 268 H240 Q252 292 270 290 Q294 285 288 250 Q280 215 260 215 Z" ${body}/>` +
        `<circle cx="160" cy="245" r="9" fill="${edge}"/><circle cx="240" cy="245" r="9" fill="${edge}"/>`
  }
}

/**
 * The SVG picture of a device. `colour` is a `#rrggbb` value or a colour name from the
 * catalogue (matched to a swatch); `label` is printed under the device.
 */
export const deviceImageSvg = (category: Category, colour: string, label: string): string => {
  const paint = hexPattern.test(colour) ? colour.toLowerCase() : colourHex(colour)
  const edge = isLight(paint) ? "#6b7280" : "#e5e7eb"
  const text = escapeXml(label)
  // Long model names shrink to stay inside the 400-unit-wide picture.
  const fontSize = Math.max(12, Math.min(22, Math.floor(640 / Math.max(1, label.length))))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${text}">` +
    `<rect width="400" height="400" rx="24" fill="#f3f4f6"/>` +
    silhouette(category, paint, edge) +
    `<text x="200" y="352" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${fontSize}" fill="#111827">${text}</text>` +
    `</svg>`
  )
}
