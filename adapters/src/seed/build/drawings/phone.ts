import type { Drawing, Look } from "./look.ts"
import { circle, lens, n, rect } from "./paint.ts"
import { display, glare } from "./screen.ts"

/**
 * Phones, standing upright: the front (frame in the colour, a wallpaper in the colour, the maker's
 * front camera) and the back (the colour, the maker's camera layout, as many lenses as the model has).
 */

const x = 132
const y = 64
const w = 136
const h = 286
const r = 26

/** Pro, Max, Ultra and Plus-class models carry a third lens; Ultras a fourth. */
const lensCount = (family: string): number =>
  /Ultra/.test(family) ? 4 : /Pro|Max|\bS2\d\+|Note|Edge|\b1[0-9]T?\b/.test(family) ? 3 : 2

const buttons = (look: Look, mirrored: boolean): string => {
  const left = mirrored ? x + w - 0.5 : x - 2.5
  const right = mirrored ? x - 2.5 : x + w - 0.5
  const fill = `fill="${look.paint.dark}"`
  return rect(left, y + 70, 3, 30, 1.5, fill) + rect(left, y + 108, 3, 30, 1.5, fill) + rect(right, y + 92, 3, 48, 1.5, fill)
}

export const phoneFront = (look: Look): Drawing => {
  const frontCamera = look.brand === "apple"
    ? rect(200 - 21, y + 17, 42, 12, 6, `fill="#05070d"`)
    : circle(200, y + 23, 5.5, `fill="#05070d"`)
  return {
    content:
      buttons(look, false) +
      rect(x, y, w, h, r, `fill="url(#body)" stroke="${look.paint.edge}" stroke-width="1.5"`) +
      rect(x + 5, y + 5, w - 10, h - 10, r - 5, `fill="#05070d"`) +
      display(x + 9, y + 9, w - 18, h - 18, r - 9, look) +
      frontCamera +
      rect(200 - 24, y + h - 17, 48, 4, 2, `fill="#ffffff" opacity=".7"`) +
      glare(x + 9, y + 9, w - 18, h - 18, r - 9),
    width: w,
    bottom: y + h
  }
}

const module = (mx: number, my: number, size: number, look: Look): string =>
  rect(mx, my, size, size, size * 0.27, `fill="${look.paint.dark}" stroke="${look.paint.edge}" stroke-width="1"`)

const flash = (fx: number, fy: number) => circle(fx, fy, 3.5, `fill="#fff7d6" stroke="#d6c9a0" stroke-width=".8"`)

/** The camera island of each maker, placed top left (top across for Pixels). */
const camera = (look: Look): string => {
  const count = lensCount(look.family)
  const ring = look.paint.edge
  switch (look.brand) {
    case "apple": {
      const m = module(x + 10, y + 10, 64, look)
      const spots = count >= 3 ? [[x + 27, y + 27], [x + 27, y + 57], [x + 55, y + 42]] : /1[3-9]/.test(look.family) ? [[x + 28, y + 28], [x + 56, y + 56]] : [[x + 28, y + 28], [x + 28, y + 56]]
      return m + spots.map(([cx, cy]) => lens(cx ?? 0, cy ?? 0, 11, ring)).join("") + flash(x + 58, y + 24)
    }
    case "samsung":
      return [0, 1, 2, 3].slice(0, Math.max(3, count)).map((i) => lens(x + 26, y + 28 + i * 27, 10.5, ring)).join("") + flash(x + 48, y + 30)
    case "google":
      return rect(x - 1, y + 42, w + 2, 38, 12, `fill="#121317" stroke="${look.paint.edge}" stroke-width="1"`) +
        [0, 1, 2].slice(0, count).map((i) => lens(x + 28 + i * 26, y + 61, 10, "#2b2d33")).join("") + flash(x + 110, y + 61)
    case "oneplus":
    case "huawei":
      return circle(x + 46, y + 52, 34, `fill="${look.paint.dark}" stroke="${look.paint.edge}" stroke-width="1"`) +
        [[x + 32, y + 40], [x + 60, y + 40], [x + 32, y + 66], [x + 60, y + 66]].slice(0, Math.max(3, count))
          .map(([cx, cy]) => lens(cx ?? 0, cy ?? 0, 9.5, ring)).join("")
    case "sony":
      return rect(x + 14, y + 14, 30, 92, 10, `fill="${look.paint.dark}"`) +
        [0, 1, 2].map((i) => lens(x + 29, y + 31 + i * 29, 10, ring)).join("")
    default: {
      const m = module(x + 10, y + 10, 70, look)
      const spots = [[x + 28, y + 28], [x + 62, y + 28], [x + 28, y + 62], [x + 62, y + 62]].slice(0, Math.max(3, count))
      return m + spots.map(([cx, cy]) => lens(cx ?? 0, cy ?? 0, 11, ring)).join("")
    }
  }
}

export const phoneBack = (look: Look): Drawing => ({
  content:
    buttons(look, true) +
    rect(x, y, w, h, r, `fill="url(#body)" stroke="${look.paint.edge}" stroke-width="1.5"`) +
    rect(x + 4, y + 4, w - 8, h - 8, r - 4, `fill="url(#glass)"`) +
    camera(look) +
    `<path d="M${n(x + 30)} ${n(y + h - 30)}h${n(w - 60)}" stroke="${look.paint.edge}" stroke-width="1" opacity=".35"/>`,
  width: w,
  bottom: y + h
})
