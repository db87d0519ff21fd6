import type { Drawing, Look } from "./look.ts"
import { circle, darken, mix, n, rect } from "./paint.ts"

/**
 * Watches: the case in the colour on a band of the same colour (makers sell them matched), the face
 * lit, the crown on the right; from the back, the sensor. Apple's case is a rounded square, every
 * other maker's round.
 */

const isSquare = (look: Look) => look.brand === "apple"

const bands = (look: Look): string => {
  const band = mix(look.paint.base, "#3a3a3c", 0.18)
  const edge = `stroke="${darken(band, 0.25)}" stroke-width="1"`
  const holes = [0, 1, 2].map((i) => circle(200, 300 + i * 15, 2.6, `fill="${darken(band, 0.35)}"`)).join("")
  return rect(158, 36, 84, 96, 18, `fill="${band}" ${edge}`) + rect(158, 240, 84, 118, 18, `fill="${band}" ${edge}`) + holes
}

const hands = (cx: number, cy: number, size: number, look: Look): string =>
  `<path d="M${n(cx)} ${n(cy)}L${n(cx + size * 0.42)} ${n(cy - size * 0.3)}" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>` +
  `<path d="M${n(cx)} ${n(cy)}L${n(cx - size * 0.1)} ${n(cy - size * 0.66)}" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>` +
  `<path d="M${n(cx)} ${n(cy)}L${n(cx - size * 0.5)} ${n(cy + size * 0.22)}" stroke="${look.paint.light}" stroke-width="1.6" stroke-linecap="round"/>` +
  circle(cx, cy, 3.5, `fill="${look.paint.light}"`)

/** Four marks round the face, in the colour: the face shows it too. */
const marks = (cx: number, cy: number, reach: number, look: Look): string =>
  [[0, -1], [1, 0], [0, 1], [-1, 0]].map(([dx, dy]) => circle(cx + (dx ?? 0) * reach, cy + (dy ?? 0) * reach, 5, `fill="${look.paint.light}" opacity=".9"`)).join("")

export const watchFront = (look: Look): Drawing => {
  const caseShape = isSquare(look)
    ? rect(138, 110, 124, 150, 38, `fill="url(#body)" stroke="${look.paint.edge}" stroke-width="1.5"`) + rect(147, 119, 106, 132, 30, `fill="#05070d"`)
    : circle(200, 185, 74, `fill="url(#body)" stroke="${look.paint.edge}" stroke-width="1.5"`) + circle(200, 185, 63, `fill="#05070d"`)
  const reach = isSquare(look) ? 44 : 48
  return {
    content:
      bands(look) +
      rect(256, 150, 12, 26, 4, `fill="${look.paint.dark}" stroke="${look.paint.edge}" stroke-width="1"`) +
      rect(258, 190, 8, 28, 4, `fill="${look.paint.dark}"`) +
      caseShape +
      marks(200, 185, reach, look) +
      hands(200, 185, 54, look) +
      (isSquare(look) ? rect(147, 119, 106, 132, 30, `fill="url(#glass)"`) : circle(200, 185, 63, `fill="url(#glass)"`)),
    width: 130,
    bottom: 358
  }
}

export const watchBack = (look: Look): Drawing => {
  const caseShape = isSquare(look)
    ? rect(138, 110, 124, 150, 38, `fill="url(#body)" stroke="${look.paint.edge}" stroke-width="1.5"`)
    : circle(200, 185, 74, `fill="url(#body)" stroke="${look.paint.edge}" stroke-width="1.5"`)
  const sensors = [[-12, -12], [12, -12], [-12, 12], [12, 12]].map(([dx, dy]) => circle(200 + (dx ?? 0), 185 + (dy ?? 0), 4, `fill="#3b4252"`)).join("")
  return {
    content:
      bands(look) +
      rect(132, 150, 12, 26, 4, `fill="${look.paint.dark}" stroke="${look.paint.edge}" stroke-width="1"`) +
      caseShape +
      circle(200, 185, 52, `fill="#1f2430"`) +
      circle(200, 185, 38, `fill="#2b3140" stroke="#4b5468" stroke-width="1.5"`) +
      sensors +
      circle(200, 185, 52, `fill="url(#glass)"`),
    width: 130,
    bottom: 358
  }
}
