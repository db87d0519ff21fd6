import type { Shapes } from "@shop/core/catalog/product"
import { side, textOf } from "./canvas.ts"
import { n } from "./paint.ts"

type Shape = (typeof Shapes)[number]

/** One colour per grade, each dark enough for white text (contrast above 4.5:1). */
export const gradeColours: { readonly [S in Shape]: string } = {
  excellent: "#166534",
  "very-good": "#0f766e",
  good: "#9a3412",
  fair: "#475569"
}

const font = 22
const height = 40

/**
 * Rough advance of a bold sans-serif glyph, in ems: enough to size the pill. The text is then fitted
 * to exactly that length (`textLength`), so whatever font the device has, it never spills out.
 */
const emsOf = (text: string): number =>
  [...text].reduce((sum, c) => sum + (c === " " ? 0.28 : /[iljtfrI.,:;'!|ıíì]/.test(c) ? 0.32 : /[mwMWШЩЖшщжΩΣΜμω]/.test(c) ? 0.86 : /\p{Lu}/u.test(c) ? 0.68 : 0.58), 0)

/**
 * The grade's badge in the top right corner (a listing card keeps its top left for the discount): a
 * pill in the grade's colour, a check mark, the grade's name.
 */
export const gradeBadge = (shape: Shape, name: string): string => {
  const textWidth = Math.max(24, emsOf(name) * font)
  const width = textWidth + 58
  const left = side - 14 - width
  const colour = gradeColours[shape]
  return `<g>` +
    `<rect x="${n(left)}" y="14" width="${n(width)}" height="${height}" rx="20" fill="${colour}"/>` +
    `<circle cx="${n(left + 22)}" cy="34" r="11" fill="#ffffff"/>` +
    `<path d="M${n(left + 16.5)} 34.5l4 4 7-8" fill="none" stroke="${colour}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<text x="${n(left + 42)}" y="41.5" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" font-size="${font}" font-weight="700" fill="#ffffff" textLength="${n(textWidth)}" lengthAdjust="spacingAndGlyphs">${textOf(name)}</text>` +
    `</g>`
}
