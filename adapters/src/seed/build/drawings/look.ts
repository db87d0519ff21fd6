import type { Paint } from "./paint.ts"

/** What a drawing knows of the device: its maker, its family's name, its colour (name and paint). */
export interface Look {
  /** Brand key (data/brands.ts): cameras and watch cases differ by maker. */
  readonly brand: string
  /** The family's name ("iPhone 13 Pro", "Switch OLED"): lens count, console shape. */
  readonly family: string
  /** The catalogue's colour name ("Neon Red/Blue" paints two Joy-Con). */
  readonly colour: string
  readonly paint: Paint
}

/** A device drawn in the 400-unit canvas: its parts, and how wide and how low it reaches (its shadow). */
export interface Drawing {
  readonly content: string
  readonly width: number
  readonly bottom: number
}

/** The two sides a gallery shows. */
export const Views = ["front", "back"] as const
export type View = (typeof Views)[number]

export type Draw = (look: Look) => Drawing
