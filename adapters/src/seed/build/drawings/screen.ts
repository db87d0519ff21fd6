import type { Look } from "./look.ts"
import { circle, rect } from "./paint.ts"

/**
 * A lit display with a wallpaper in the device's colour (makers match them), so the front shows the
 * colour, not only a thin frame; a glass reflection over it.
 */
export const display = (dx: number, dy: number, dw: number, dh: number, dr: number, look: Look): string => {
  const cx = dx + dw / 2
  const cy = dy + dh / 2
  const scale = Math.min(dw, dh) / 118
  const shape = rect(dx, dy, dw, dh, dr, `fill="url(#screen)"`)
  return `<clipPath id="display">${shape}</clipPath><g clip-path="url(#display)">${shape}` +
    circle(cx - 20 * scale, cy + 36 * scale, 56 * scale, `fill="${look.paint.light}" opacity=".5"`) +
    circle(cx + 28 * scale, cy - 32 * scale, 44 * scale, `fill="${look.paint.dark}" opacity=".4"`) +
    `</g>`
}

export const glare = (dx: number, dy: number, dw: number, dh: number, dr: number): string =>
  rect(dx, dy, dw, dh, dr, `fill="url(#glass)"`)
