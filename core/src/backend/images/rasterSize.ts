import type { RasterContentType } from "./imageTypes.ts"

/**
 * The pixel size a PNG, JPEG or WebP file declares in its header, read from the bytes: an upload's
 * width and height are the file's, never the uploader's word (the page sets them on every <img>, so
 * a wrong pair would stretch the photo). Null when the bytes are not a file of that type, or are cut
 * off before the size.
 */

export interface PixelSize {
  readonly width: number
  readonly height: number
}

const startsWith = (bytes: Uint8Array, at: number, expected: ReadonlyArray<number>): boolean =>
  expected.every((byte, i) => bytes[at + i] === byte)

const ascii = (text: string): ReadonlyArray<number> => [...text].map((c) => c.charCodeAt(0))

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0)
const u32be = (b: Uint8Array, at: number) => (((b[at] ?? 0) << 24) >>> 0) + (((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0))
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8)
const u24le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8) | ((b[at + 2] ?? 0) << 16)

const sized = (bytes: Uint8Array, needed: number, size: () => PixelSize): PixelSize | null =>
  bytes.length >= needed ? size() : null

/** PNG: the signature, then the IHDR chunk (always first) with width and height, big-endian. */
const pngSize = (bytes: Uint8Array): PixelSize | null =>
  startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && startsWith(bytes, 12, ascii("IHDR"))
    ? sized(bytes, 24, () => ({ width: u32be(bytes, 16), height: u32be(bytes, 20) }))
    : null

/** Start-of-frame markers (SOF0-SOF15 but DHT, JPG and DAC), whose segment holds the size. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
/** Markers that stand alone, without a length: TEM, RST0-7, SOI, EOI. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)

/** JPEG: walk the marker segments from SOI to the first start-of-frame (height, then width). */
const jpegSize = (bytes: Uint8Array): PixelSize | null => {
  if (!startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return null
  let at = 2
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1] ?? 0
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    if (standsAlone(marker)) {
      at += 2
      continue
    }
    if (isStartOfFrame(marker)) return sized(bytes, at + 9, () => ({ width: u16be(bytes, at + 7), height: u16be(bytes, at + 5) }))
    const length = u16be(bytes, at + 2)
    if (length < 2) return null
    at += 2 + length
  }
  return null
}

/** WebP: RIFF, then the first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X). */
const webpSize = (bytes: Uint8Array): PixelSize | null => {
  if (!startsWith(bytes, 0, ascii("RIFF")) || !startsWith(bytes, 8, ascii("WEBP"))) return null
  if (startsWith(bytes, 12, ascii("VP8 ")) && startsWith(bytes, 23, [0x9d, 0x01, 0x2a])) {
    // 14 bits each, little-endian; the top two bits are the scale, not the size.
    return sized(bytes, 30, () => ({ width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff }))
  }
  if (startsWith(bytes, 12, ascii("VP8L")) && bytes[20] === 0x2f) {
    return sized(bytes, 25, () => {
      const bits = ((bytes[21] ?? 0) | ((bytes[22] ?? 0) << 8) | ((bytes[23] ?? 0) << 16) | ((bytes[24] ?? 0) << 24)) >>> 0
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
    })
  }
  if (startsWith(bytes, 12, ascii("VP8X"))) {
    return sized(bytes, 30, () => ({ width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 }))
  }
  return null
}

const readers: { readonly [T in RasterContentType]: (bytes: Uint8Array) => PixelSize | null } = {
  "image/png": pngSize,
  "image/jpeg": jpegSize,
  "image/webp": webpSize
}

export const rasterSize = (contentType: RasterContentType, bytes: Uint8Array): PixelSize | null => {
  const size = readers[contentType](bytes)
  return size !== null && size.width > 0 && size.height > 0 ? size : null
}
