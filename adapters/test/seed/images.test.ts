import { describe, expect, it } from "@effect/vitest"
import { Categories, type Category } from "@shop/core/catalog/category"
import { Shapes } from "@shop/core/catalog/product"
import { ImagePath, ProductImage } from "@shop/core/backend/index"
import { Locales, markets } from "@shop/core/markets/market"
import { Schema } from "effect"
import fc from "fast-check"
import sharp from "sharp"
import { colourHex, hasOwnPaint } from "../../src/seed/data/colours.ts"
import { gradeNames, viewCaptions } from "../../src/seed/build/imageWords.ts"
import { accessoryImageSvg, type DeviceDrawing, deviceSvg, SeedAccessoryTypes } from "../../src/seed/index.ts"
import { duplicates, seed } from "./fixture.ts"

const drawing = (overrides: Partial<DeviceDrawing> = {}): DeviceDrawing => ({
  category: "smartphone",
  brand: "samsung",
  family: "Galaxy A13",
  colour: "Black",
  hex: "#123abc",
  view: "front",
  badge: null,
  ...overrides
})

/** The pixel librsvg (through sharp) paints at (x, y) of the 400-unit canvas, rendered at 400 px. */
const pixelAt = async (svg: string, x: number, y: number): Promise<readonly [number, number, number]> => {
  const { data, info } = await sharp(Buffer.from(svg), { density: 36 }).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const scale = info.width / 400
  const at = (Math.round(y * scale) * info.width + Math.round(x * scale)) * info.channels
  return [data[at] ?? -1, data[at + 1] ?? -1, data[at + 2] ?? -1]
}

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))

describe("deviceSvg", () => {
  it("draws a standalone SVG with no words, painted in the colour", () => {
    const svg = deviceSvg(drawing())
    expect(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\"")).toBe(true)
    expect(svg.endsWith("</svg>")).toBe(true)
    expect(svg).toContain("stop-color=\"#123abc\"")
    expect(svg).not.toContain("<text")
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/)
  })

  it("is a function of its arguments alone", () => {
    for (const category of Categories) {
      const args = drawing({ category, badge: { shape: "good", name: "Bun" } })
      expect(deviceSvg(args)).toBe(deviceSvg({ ...args }))
    }
  })

  it("draws each category, each side and each maker's camera differently", () => {
    const pictures = Categories.flatMap((category) => (["front", "back"] as const).map((view) => deviceSvg(drawing({ category, view }))))
    expect(new Set(pictures).size).toBe(Categories.length * 2)
    const backs = ["apple", "samsung", "google", "oneplus", "sony", "xiaomi"].map((brand) => deviceSvg(drawing({ brand, view: "back" })))
    expect(new Set(backs).size).toBe(backs.length)
    const consoles = ["Switch", "Switch Lite", "PlayStation 5", "PlayStation 4 Slim"].map((family) => deviceSvg(drawing({ category: "console", family })))
    expect(new Set(consoles).size).toBe(consoles.length)
  })

  it("draws the grade's badge with its name, escaped", () => {
    const svg = deviceSvg(drawing({ badge: { shape: "fair", name: "<Μέτρια & \"x\">" } }))
    expect(svg).toContain("&lt;Μέτρια &amp; &quot;x&quot;&gt;</text>")
    expect(svg).not.toContain("<Μέτρια")
    expect(svg).toContain("fill=\"#475569\"")
  })

  it("paints two Joy-Con for Neon Red/Blue", () => {
    const svg = deviceSvg(drawing({ category: "console", family: "Switch", colour: "Neon Red/Blue", hex: colourHex("Neon Red/Blue") }))
    expect(svg).toContain("#0ab9e6")
    expect(svg).toContain("#ff3c28")
  })

  it("refuses a colour that is not #rrggbb", () => {
    for (const hex of ["", "#12345", "123456", "#12345g", "red"]) expect(() => deviceSvg(drawing({ hex })), hex).toThrow()
  })

  it("any #rrggbb gives a picture librsvg renders, its back painted in that colour", async () => {
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: 0, max: 0xffffff }).map((v) => `#${v.toString(16).padStart(6, "0")}`),
      fc.constantFrom<Category>(...Categories),
      async (hex, category) => {
        const svg = deviceSvg(drawing({ hex, category, view: "back", badge: { shape: "excellent", name: "Kiváló" } }))
        const meta = await sharp(Buffer.from(svg)).metadata()
        expect([meta.format, meta.width, meta.height]).toEqual(["svg", 800, 800])
        if (category === "smartphone") {
          // The middle of a phone's back (132..268 x 64..350) is the body's own colour: its gradient's middle stop.
          const painted = await pixelAt(svg, 200, 207)
          rgb(hex).forEach((channel, i) => expect(Math.abs((painted[i] ?? 0) - channel), `${hex} ${painted}`).toBeLessThanOrEqual(3))
        }
      }
    ), { numRuns: 40 })
  })
})

describe("accessory icons", () => {
  it("draws every accessory type, without words", () => {
    const icons = SeedAccessoryTypes.map((t) => accessoryImageSvg(t))
    expect(new Set(icons).size).toBe(SeedAccessoryTypes.length)
    for (const icon of icons) expect(icon).not.toContain("<text")
  })
})

describe("catalogue colours", () => {
  it("every colour the catalogue sells has its own paint", () => {
    const unnamed = [...new Set(seed.products.map((p) => p.spec.color))].filter((colour) => !hasOwnPaint(colour))
    expect(unnamed).toEqual([])
  })

  it("one model in different colours is drawn in different colours", () => {
    const colours = new Map<string, Set<string>>()
    for (const p of seed.products) colours.set(`${p.modelId}`, (colours.get(`${p.modelId}`) ?? new Set()).add(p.spec.color))
    for (const [model, names] of colours) {
      const paints = new Set([...names].map(colourHex))
      expect(paints.size, `model ${model}: ${[...names].join(", ")}`).toBe(names.size)
    }
  })
})

describe("seed images", () => {
  it("has one image per path, for every family picture, product, gallery row and accessory", () => {
    expect(duplicates(seed.images.map((i) => i.path))).toStrictEqual([])
    const paths = new Set(seed.images.map((i) => i.path))
    for (const f of seed.families) expect(paths.has(f.imagePath)).toBe(true)
    for (const m of seed.models) expect(paths.has(m.imagePath)).toBe(true)
    for (const a of seed.accessories) expect(paths.has(a.imagePath)).toBe(true)
    for (const p of seed.products) expect(paths.has(p.imagePath), p.imagePath).toBe(true)
    for (const g of seed.productImages) expect(paths.has(g.path), g.path).toBe(true)
    for (const i of seed.images) expect(Schema.is(ImagePath)(i.path), i.path).toBe(true)
  })

  it("gives every product a gallery: its grade's front in its storefront's language first, then the back", () => {
    const rows = new Map<string, Array<ProductImage>>()
    for (const row of seed.productImages) {
      expect(Schema.is(ProductImage)(row)).toBe(true)
      const key = `${row.modelId}|${row.colour}`
      rows.set(key, [...(rows.get(key) ?? []), row])
    }
    for (const p of seed.products) {
      const locale = markets[p.market].locale
      const mine = (rows.get(`${p.modelId}|${p.spec.color}`) ?? [])
        .filter((r) => (r.shape ?? p.spec.shape) === p.spec.shape && (r.language ?? locale) === locale)
        .sort((a, b) => a.position - b.position)
      expect(mine.map((r) => [r.position, r.alt[locale]]), p.legacySku).toEqual([[0, viewCaptions.front[locale]], [1, viewCaptions.back[locale]]])
      expect(mine[0]?.path).toBe(p.imagePath)
    }
  })

  it("draws each front's badge with the grade's name in the storefront's language", () => {
    const byPath = new Map(seed.images.map((i) => [i.path, i.svg]))
    for (const locale of Locales) {
      for (const shape of Shapes) {
        const front = seed.productImages.find((r) => r.shape === shape && r.language === locale)
        expect(front, `${shape} ${locale}`).toBeDefined()
        expect(byPath.get(front!.path)).toContain(`>${gradeNames[locale][shape]}</text>`)
      }
    }
  })

  it("references no external host anywhere in the seed", () => {
    const text = JSON.stringify(seed).replaceAll("http://www.w3.org/2000/svg", "")
    expect(text).not.toMatch(/https?:\/\//)
    expect(text).not.toMatch(/\/\/[a-z0-9.-]+\.[a-z]{2,}\//i)
  })
})
