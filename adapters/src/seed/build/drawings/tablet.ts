import type { Drawing, Look } from "./look.ts"
import { circle, lens, rect } from "./paint.ts"
import { display, glare } from "./screen.ts"

/** Tablets, upright: a thin frame in the colour around a black bezel and the display; the back in the colour. */

const x = 94
const y = 62
const w = 212
const h = 290
const r = 22

export const tabletFront = (look: Look): Drawing => ({
  content:
    rect(x, y, w, h, r, `fill="url(#body)" stroke="${look.paint.edge}" stroke-width="1.5"`) +
    rect(x + 4, y + 4, w - 8, h - 8, r - 4, `fill="#05070d"`) +
    display(x + 15, y + 15, w - 30, h - 30, 8, look) +
    circle(200, y + 9.5, 2.6, `fill="#2b3140"`) +
    glare(x + 15, y + 15, w - 30, h - 30, 8),
  width: w,
  bottom: y + h
})

export const tabletBack = (look: Look): Drawing => {
  const camera = look.brand === "apple"
    ? rect(x + 12, y + 12, 34, 34, 10, `fill="${look.paint.dark}" stroke="${look.paint.edge}" stroke-width="1"`) + lens(x + 29, y + 29, 10, look.paint.edge)
    : lens(x + 26, y + 26, 10, look.paint.edge) + lens(x + 26, y + 52, 8, look.paint.edge)
  const connector = [-8, 0, 8].map((dx) => circle(200 + dx, y + h - 12, 1.8, `fill="${look.paint.edge}"`)).join("")
  return {
    content:
      rect(x, y, w, h, r, `fill="url(#body)" stroke="${look.paint.edge}" stroke-width="1.5"`) +
      rect(x + 3, y + 3, w - 6, h - 6, r - 3, `fill="url(#glass)"`) +
      camera +
      connector,
    width: w,
    bottom: y + h
  }
}
