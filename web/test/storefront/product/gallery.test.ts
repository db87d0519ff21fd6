import { gradeNames, viewCaptions } from "@shop/adapters/seed/build/imageWords"
import { Shapes } from "@shop/core/catalog/product"
import { Locales } from "@shop/core/markets/market"
import { describe, expect, it, vi } from "vitest"
import { catalogues } from "../../../src/i18n/catalogues.ts"
import { translatorFor } from "../../../src/i18n/translator.ts"
import { altOf, thumbnailOf } from "../../../src/storefront/product/Gallery.tsx"
import { gradeKey } from "../../../src/ui/categoryNames.ts"
import { pictureProps } from "../../../src/ui/pictureProps.ts"

vi.mock("server-only", () => ({}))

describe("the pictures' words", () => {
  it("the badges drawn on the fronts name the grades as the storefront does", () => {
    for (const locale of Locales) {
      for (const shape of Shapes) expect(gradeNames[locale][shape], `${locale} ${shape}`).toBe(catalogues[locale][gradeKey[shape]])
    }
  })

  it("alt texts say the product, its colour and what the picture shows, in the market's language", () => {
    const ro = translatorFor("ro")
    const el = translatorFor("el")
    const front = { path: "/images/a.svg", width: 800, height: 800, caption: viewCaptions.front.ro }
    expect(altOf(ro, "Samsung Galaxy A13", "negru", front)).toBe("Samsung Galaxy A13, negru, față")
    expect(altOf(el, "Samsung Galaxy A13", "μαύρο", { ...front, caption: viewCaptions.back.el })).toBe("Samsung Galaxy A13, μαύρο, πίσω όψη")
    expect(altOf(ro, "Samsung Galaxy A13", "negru", { ...front, caption: null })).toBe("Samsung Galaxy A13, negru")
  })
})

describe("pictureProps", () => {
  it("sends a drawing as it is, with its size, the page's first picture at once and with priority", () => {
    const first = pictureProps({ path: "/images/devices/x-front.svg", alt: "x", width: 800, height: 800, sizes: "92vw", first: true })
    expect(first).toMatchObject({ src: "/images/devices/x-front.svg", width: 800, height: 800, loading: "eager", fetchPriority: "high" })
    const later = pictureProps({ path: "/images/devices/x-back.svg", alt: "x", width: 800, height: 800, sizes: "92vw", first: false })
    expect(later).toMatchObject({ loading: "lazy" })
    // What a picture does not have is left out (the props go into the page's payload), not undefined.
    expect(["srcSet", "sizes"].filter((key) => key in first)).toEqual([])
    expect(["srcSet", "sizes", "fetchPriority"].filter((key) => key in later)).toEqual([])
  })

  it("sends a photo through the optimizer, in the widths the page's sizes need", () => {
    const photo = pictureProps({ path: "/images/photos/box.jpg", alt: "x", width: 1600, height: 1200, sizes: "(min-width: 1024px) 480px, 92vw", first: false })
    expect(photo.src).toMatch(/^\/_next\/image\/?\?url=%2Fimages%2Fphotos%2Fbox\.jpg&w=\d+&q=75$/)
    const widths = (photo.srcSet ?? "").split(", ").map((candidate) => candidate.split(" ")[1])
    expect(widths.length).toBeGreaterThan(2)
    expect(widths.every((w) => /^\d+w$/.test(w ?? ""))).toBe(true)
    expect(photo.sizes).toBe("(min-width: 1024px) 480px, 92vw")
    expect([photo.width, photo.height]).toEqual([1600, 1200])
  })
})

describe("thumbnails", () => {
  it("a drawing's is the drawing itself (not sent again), a photo's is its own 64 px srcset", () => {
    expect(thumbnailOf("/images/devices/x-front.svg")).toEqual({})
    const photo = thumbnailOf("/images/photos/x.jpg").thumb
    expect(photo?.src).not.toBe("/images/photos/x.jpg")
    expect(photo).toMatchObject({ width: 64, height: 64, alt: "", loading: "lazy" })
    expect(photo?.srcSet).toContain("/_next/image")
  })
})
