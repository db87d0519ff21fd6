/**
 * Colour arithmetic and SVG text helpers for the generated catalogue drawings. Everything here is a
 * pure function of its arguments: the same device, colour and view always give the same bytes.
 */

export const hexPattern = /^#[0-9a-f]{6}$/i

export type Rgb = readonly [number, number, number]

export const rgbOf = (hex: string): Rgb => {
  const value = Number.parseInt(hex.slice(1, 7), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

const channel = (value: number) => Math.max(0, Math.min(255, Math.round(value))).toString(16).padStart(2, "0")
export const hexOf = ([r, g, b]: Rgb): string => `#${channel(r)}${channel(g)}${channel(b)}`

/** `hex` moved towards `target` by `share` (0: unchanged, 1: the target). */
export const mix = (hex: string, target: string, share: number): string => {
  const [r, g, b] = rgbOf(hex)
  const [tr, tg, tb] = rgbOf(target)
  return hexOf([r + (tr - r) * share, g + (tg - g) * share, b + (tb - b) * share])
}

export const lighten = (hex: string, share: number) => mix(hex, "#ffffff", share)
export const darken = (hex: string, share: number) => mix(hex, "#000000", share)

/** Perceived brightness, 0-255 (Rec. 709 weights). */
export const brightness = (hex: string): number => {
  const [r, g, b] = rgbOf(hex)
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export const isLight = (hex: string): boolean => brightness(hex) > 150

/** The shades a body in `hex` is drawn with: its lit edge, its own colour, its shaded side, its outline. */
export interface Paint {
  readonly base: string
  readonly light: string
  readonly dark: string
  readonly edge: string
}

export const paintOf = (hex: string): Paint => {
  const base = hex.toLowerCase()
  return {
    base,
    light: lighten(base, 0.22),
    dark: darken(base, 0.18),
    // An outline that shows on white bodies and black ones alike.
    edge: brightness(base) < 60 ? lighten(base, 0.35) : darken(base, 0.32)
  }
}

export const escapeXml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;")

/** Shortest decimal of a coordinate, one decimal at most (smaller files, same drawing). */
export const n = (value: number): string => String(Math.round(value * 10) / 10)

/** A rounded rectangle. */
export const rect = (x: number, y: number, w: number, h: number, r: number, attrs: string): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" ${attrs}/>`

export const circle = (cx: number, cy: number, r: number, attrs: string): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`

/** A lens: a dark ring, glass, and a glint. */
export const lens = (cx: number, cy: number, r: number, ring: string): string =>
  circle(cx, cy, r, `fill="${ring}"`) +
  circle(cx, cy, r * 0.72, `fill="#0b1020"`) +
  circle(cx, cy, r * 0.38, `fill="#1e2a4a"`) +
  circle(cx - r * 0.25, cy - r * 0.25, r * 0.14, `fill="#ffffff" opacity=".55"`)
