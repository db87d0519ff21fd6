import type { Drawing, Look } from "./look.ts"
import { circle, darken, paintOf, rect } from "./paint.ts"
import { display, glare } from "./screen.ts"

/**
 * Consoles in the three shapes the catalogue sells: handhelds (a Switch: a screen between two
 * controllers, in one piece for the Lite), towers (PlayStation 5, Xbox Series X) and flat boxes
 * (PlayStation 4, the other Xboxes), these two with a controller in the same colour in front.
 */

type Shape = "handheld" | "tower" | "box"

const shapeOf = (family: string): Shape =>
  /Switch/.test(family) ? "handheld" : /PlayStation 5|Series X/.test(family) ? "tower" : "box"

/** "Neon Red/Blue" is a blue left Joy-Con and a red right one; any other colour paints both. */
const joyCons = (look: Look): readonly [string, string] =>
  /Neon Red\/Blue/i.test(look.colour) ? ["#0ab9e6", "#ff3c28"] : [look.paint.base, look.paint.base]

/** A stick and four buttons: the left controller has its stick above, the right one below. */
const controls = (cx: number, fill: string, side: "left" | "right"): string => {
  const edge = paintOf(fill).edge
  const stickY = side === "left" ? 160 : 214
  const padY = side === "left" ? 214 : 160
  const pad = [[0, -9], [9, 0], [0, 9], [-9, 0]].map(([dx, dy]) => circle(cx + (dx ?? 0), padY + (dy ?? 0), 4.2, `fill="${edge}"`)).join("")
  return circle(cx, stickY, 9, `fill="#1f2430"`) + circle(cx, stickY, 5.5, `fill="#3b4252"`) + pad
}

const joyCon = (x: number, fill: string, side: "left" | "right"): string => {
  const p = paintOf(fill)
  const shape = side === "left"
    ? `M${x + 38} 132H${x + 14}Q${x} 132 ${x} 150V236Q${x} 254 ${x + 14} 254H${x + 38}Z`
    : `M${x} 132H${x + 24}Q${x + 38} 132 ${x + 38} 150V236Q${x + 38} 254 ${x + 24} 254H${x}Z`
  return `<path d="${shape}" fill="${p.base}" stroke="${p.edge}" stroke-width="1.2"/>` + controls(x + 19, fill, side)
}

const handheldFront = (look: Look): Drawing => {
  if (/Lite/.test(look.family)) {
    return {
      content:
        rect(62, 132, 276, 122, 44, `fill="url(#body)" stroke="${look.paint.edge}" stroke-width="1.5"`) +
        rect(120, 140, 160, 106, 6, `fill="#05070d"`) + display(128, 148, 144, 90, 3, look) + glare(128, 148, 144, 90, 3) +
        controls(91, look.paint.base, "left") + controls(309, look.paint.base, "right"),
      width: 276,
      bottom: 254
    }
  }
  const [left, right] = joyCons(look)
  return {
    content:
      joyCon(56, left, "left") + joyCon(306, right, "right") +
      rect(94, 132, 212, 122, 6, `fill="#26282d" stroke="#121317" stroke-width="1"`) +
      display(104, 141, 192, 104, 3, look) + glare(104, 141, 192, 104, 3),
    width: 288,
    bottom: 254
  }
}

const handheldBack = (look: Look): Drawing => {
  const [left, right] = joyCons(look)
  const lite = /Lite/.test(look.family)
  return {
    content: lite
      ? rect(62, 132, 276, 122, 44, `fill="url(#body)" stroke="${look.paint.edge}" stroke-width="1.5"`) +
        [0, 1, 2, 3, 4].map((i) => rect(170 + i * 13, 146, 6, 22, 3, `fill="${look.paint.dark}"`)).join("")
      : `<path d="M94 132H56V254H94Z" fill="${right}"/><path d="M306 132H344V254H306Z" fill="${left}"/>` +
        rect(56, 132, 288, 122, 18, `fill="none" stroke="#121317" stroke-width="1"`) +
        rect(94, 132, 212, 122, 6, `fill="#2b2d33"`) +
        rect(150, 206, 100, 34, 6, `fill="#202227" stroke="#3b3e45" stroke-width="1"`) +
        [0, 1, 2, 3, 4, 5].map((i) => rect(140 + i * 21, 146, 12, 4, 2, `fill="#3b3e45"`)).join(""),
    width: 288,
    bottom: 254
  }
}

/** A controller lying in front of a home console, in the console's colour. */
const controller = (look: Look, x: number, y: number): string =>
  `<path d="M${x + 30} ${y}Q${x + 6} ${y} ${x + 2} ${y + 30}Q${x - 2} ${y + 58} ${x + 20} ${y + 60}Q${x + 34} ${y + 61} ${x + 42} ${y + 44}H${x + 98}Q${x + 106} ${y + 61} ${x + 120} ${y + 60}Q${x + 142} ${y + 58} ${x + 138} ${y + 30}Q${x + 134} ${y} ${x + 110} ${y}Z" fill="url(#body)" stroke="${look.paint.edge}" stroke-width="1.2"/>` +
  circle(x + 42, y + 30, 7, `fill="${darken(look.paint.base, 0.55)}"`) + circle(x + 98, y + 30, 7, `fill="${darken(look.paint.base, 0.55)}"`) +
  circle(x + 26, y + 18, 4, `fill="${look.paint.edge}"`) + circle(x + 114, y + 18, 4, `fill="${look.paint.edge}"`)

const towerFront = (look: Look): Drawing => {
  const sony = /PlayStation/.test(look.family)
  const body = sony
    ? rect(186, 46, 28, 270, 8, `fill="#15171c"`) +
      `<path d="M186 52Q150 40 140 70L150 300Q156 318 186 312Z" fill="url(#body)" stroke="${look.paint.edge}" stroke-width="1.2"/>` +
      `<path d="M214 52Q250 40 260 70L250 300Q244 318 214 312Z" fill="url(#body)" stroke="${look.paint.edge}" stroke-width="1.2"/>`
    : rect(146, 46, 108, 270, 10, `fill="url(#body)" stroke="${look.paint.edge}" stroke-width="1.2"`) +
      circle(168, 68, 5, `fill="${look.paint.light}" opacity=".8"`) + rect(158, 252, 46, 4, 2, `fill="${look.paint.edge}"`)
  return { content: body + controller(look, 232, 286), width: 230, bottom: 347 }
}

const boxFront = (look: Look): Drawing => {
  const seriesS = /Series S/.test(look.family)
  return {
    content:
      `<path d="M82 150L120 120H318L300 150Z" fill="${look.paint.light}" stroke="${look.paint.edge}" stroke-width="1.2"/>` +
      (seriesS ? `<ellipse cx="222" cy="135" rx="44" ry="11" fill="#15171c"/>` : "") +
      rect(82, 150, 218, 74, 8, `fill="url(#body)" stroke="${look.paint.edge}" stroke-width="1.2"`) +
      `<path d="M300 150L318 120V196L300 224Z" fill="${look.paint.dark}" stroke="${look.paint.edge}" stroke-width="1.2"/>` +
      rect(96, 184, 112, 3, 1.5, `fill="${look.paint.edge}" opacity=".6"`) +
      circle(276, 186, 4, `fill="${look.paint.light}"`) +
      controller(look, 110, 262),
    width: 250,
    bottom: 323
  }
}

/** Back panels: the ports and vents, the body in the colour. */
const ports = (x: number, y: number): string =>
  [0, 1, 2].map((i) => rect(x + i * 18, y, 12, 8, 2, `fill="#15171c"`)).join("") + rect(x + 58, y - 2, 20, 12, 3, `fill="#15171c"`)

const towerBack = (look: Look): Drawing => ({
  content:
    rect(146, 46, 108, 270, 12, `fill="url(#body)" stroke="${look.paint.edge}" stroke-width="1.2"`) +
    [0, 1, 2, 3, 4, 5, 6].map((i) => rect(160, 70 + i * 14, 80, 6, 3, `fill="${look.paint.dark}"`)).join("") +
    ports(161, 250),
  width: 108,
  bottom: 316
})

const boxBack = (look: Look): Drawing => ({
  content:
    `<path d="M100 150L82 120H280L300 150Z" fill="${look.paint.light}" stroke="${look.paint.edge}" stroke-width="1.2"/>` +
    rect(100, 150, 218, 74, 8, `fill="url(#body)" stroke="${look.paint.edge}" stroke-width="1.2"`) +
    `<path d="M100 150L82 120V196L100 224Z" fill="${look.paint.dark}" stroke="${look.paint.edge}" stroke-width="1.2"/>` +
    [0, 1, 2, 3, 4, 5, 6, 7].map((i) => rect(116 + i * 12, 162, 6, 26, 3, `fill="${look.paint.dark}"`)).join("") +
    ports(200, 200),
  width: 236,
  bottom: 224
})

export const consoleFront = (look: Look): Drawing => {
  switch (shapeOf(look.family)) {
    case "handheld": return handheldFront(look)
    case "tower": return towerFront(look)
    case "box": return boxFront(look)
  }
}

export const consoleBack = (look: Look): Drawing => {
  switch (shapeOf(look.family)) {
    case "handheld": return handheldBack(look)
    case "tower": return towerBack(look)
    case "box": return boxBack(look)
  }
}
