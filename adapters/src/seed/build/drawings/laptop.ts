import type { Drawing, Look } from "./look.ts"
import { circle, n, rect } from "./paint.ts"
import { display, glare } from "./screen.ts"

/**
 * Laptops: open, seen from the front and a little above (the lid, and the keyboard deck in the
 * colour), and closed, seen from above (the lid in the colour with its emblem).
 */

const keyRows = (look: Look): string =>
  [0, 1, 2, 3].map((row) => {
    const top = 247 + row * 7.5
    const inset = 100 - row * 3.6
    return `<path d="M${n(inset)} ${n(top)}H${n(400 - inset)}" stroke="${look.paint.edge}" stroke-width="5" stroke-dasharray="11 2.6" opacity=".55"/>`
  }).join("")

export const laptopFront = (look: Look): Drawing => {
  const notch = look.brand === "apple" && !/M1/.test(look.family) ? rect(190, 82, 20, 6, 3, `fill="#05070d"`) : circle(200, 84, 1.8, `fill="#2b3140"`)
  return {
    content:
      rect(76, 66, 248, 170, 12, `fill="url(#body)" stroke="${look.paint.edge}" stroke-width="1.5"`) +
      rect(81, 71, 238, 160, 8, `fill="#05070d"`) +
      display(89, 90, 222, 134, 3, look) +
      notch +
      glare(89, 90, 222, 134, 3) +
      `<path d="M76 238H324L360 302Q362 310 354 310H46Q38 310 40 302Z" fill="url(#body)" stroke="${look.paint.edge}" stroke-width="1.5"/>` +
      `<path d="M94 243H306L322 272H78Z" fill="${look.paint.dark}" opacity=".55"/>` +
      keyRows(look) +
      `<path d="M166 278H234L239 302H161Z" fill="${look.paint.light}" stroke="${look.paint.edge}" stroke-width=".8" opacity=".9"/>` +
      rect(40, 308, 320, 6, 3, `fill="${look.paint.dark}"`),
    width: 320,
    bottom: 314
  }
}

export const laptopBack = (look: Look): Drawing => ({
  content:
    rect(66, 84, 268, 198, 16, `fill="url(#body)" stroke="${look.paint.edge}" stroke-width="1.5"`) +
    rect(70, 88, 260, 190, 13, `fill="url(#glass)"`) +
    circle(200, 180, 19, `fill="${look.paint.light}" stroke="${look.paint.edge}" stroke-width=".8" opacity=".85"`) +
    rect(66, 266, 268, 16, 8, `fill="${look.paint.dark}" opacity=".45"`),
  width: 268,
  bottom: 282
})
