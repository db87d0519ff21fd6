import { escapeXml, type Paint } from "./paint.ts"

/**
 * The frame every drawing shares: a 400-unit square (drawn at 800 px) with a soft studio backdrop
 * and a floor shadow, gradients named after what they paint, the device, and an optional badge.
 * No words but the badge's: the page says what the picture is, in the shopper's language.
 */

export const side = 400
export const drawnAt = 800

/**
 * The gradients a drawing's parts refer to (`url(#body)`, `url(#screen)`, `url(#glass)`), each only
 * when `content` uses it: a back has no display.
 */
export const gradients = (paint: Paint, wallpaper: Paint, content: string): string =>
  `<radialGradient id="bg" cx=".5" cy=".38" r=".75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9ecf1"/></radialGradient>` +
  `<linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${paint.light}"/><stop offset=".5" stop-color="${paint.base}"/><stop offset="1" stop-color="${paint.dark}"/></linearGradient>` +
  (content.includes("url(#screen)")
    ? `<linearGradient id="screen" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${wallpaper.light}"/><stop offset=".55" stop-color="${wallpaper.base}"/><stop offset="1" stop-color="${wallpaper.dark}"/></linearGradient>`
    : "") +
  (content.includes("url(#glass)")
    ? `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".28"/><stop offset=".45" stop-color="#ffffff" stop-opacity=".06"/><stop offset=".46" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`
    : "")

/** A shadow on the floor under a device `width` units wide whose lowest point is at `bottom`. */
export const floorShadow = (width: number, bottom: number): string =>
  `<ellipse cx="200" cy="${Math.round(bottom + 8)}" rx="${Math.round(width * 0.55)}" ry="9" fill="#1f2937" opacity=".14"/>` +
  `<ellipse cx="200" cy="${Math.round(bottom + 6)}" rx="${Math.round(width * 0.38)}" ry="5" fill="#1f2937" opacity=".18"/>`

export const svgDocument = (defs: string, content: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${drawnAt}" height="${drawnAt}">` +
  `<defs>${defs}</defs><rect width="${side}" height="${side}" fill="url(#bg)"/>${content}</svg>`

/** A text the drawing carries, escaped for XML. */
export const textOf = (text: string) => escapeXml(text)
