import { describe, expect, it } from "@effect/vitest"
import { Categories } from "@shop/core/catalog/category"
import { accessoryImageSvg, deviceImageSvg, SeedAccessoryTypes } from "../../src/seed/index.ts"
import { duplicates, seed } from "./fixture.ts"

describe("deviceImageSvg", () => {
  it("draws a standalone SVG painted in the colour, with the label", () => {
    const svg = deviceImageSvg("smartphone", "#123abc", "Apple iPhone 13")
    expect(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\"")).toBe(true)
    expect(svg.endsWith("</svg>")).toBe(true)
    expect(svg).toContain("fill=\"#123abc\"")
    expect(svg).toContain(">Apple iPhone 13</text>")
  })

  it("reads catalogue colour names", () => {
    expect(deviceImageSvg("tablet", "Sierra Blue", "x")).toContain("fill=\"#9bb5ce\"")
    expect(deviceImageSvg("tablet", "Awesome Graphite", "x")).toContain("fill=\"#41424c\"")
  })

  it("escapes the label", () => {
    const svg = deviceImageSvg("console", "#000000", "<Tom & \"Jerry\">")
    expect(svg).toContain("&lt;Tom &amp; &quot;Jerry&quot;&gt;")
    expect(svg).not.toContain("<Tom")
  })

  it("draws a different silhouette per category", () => {
    const drawings = Categories.map((c) => deviceImageSvg(c, "#777777", "same"))
    expect(new Set(drawings).size).toBe(Categories.length)
  })

  it("draws every accessory type", () => {
    const icons = SeedAccessoryTypes.map((t) => accessoryImageSvg(t, "x"))
    expect(new Set(icons).size).toBe(SeedAccessoryTypes.length)
  })
})

describe("seed images", () => {
  it("has one image per path, for every family picture and accessory", () => {
    expect(duplicates(seed.images.map((i) => i.path))).toStrictEqual([])
    const paths = new Set(seed.images.map((i) => i.path))
    for (const f of seed.families) expect(paths.has(f.imagePath)).toBe(true)
    for (const m of seed.models) expect(paths.has(m.imagePath)).toBe(true)
    for (const a of seed.accessories) expect(paths.has(a.imagePath)).toBe(true)
    for (const i of seed.images) expect(i.path).toMatch(/^\/images\/(devices\/[a-z]+|accessories)\/[a-z0-9-]+\.svg$/)
  })

  it("references no external host anywhere in the seed", () => {
    const text = JSON.stringify(seed).replaceAll("http://www.w3.org/2000/svg", "")
    expect(text).not.toMatch(/https?:\/\//)
    expect(text).not.toMatch(/\/\/[a-z0-9.-]+\.[a-z]{2,}\//i)
  })
})
