import { describe, expect, it } from "@effect/vitest"
import { colourNames } from "@shop/adapters/seed/data/colourNames"
import { vi } from "vitest"
import * as Brands from "../../app/api/catalog/brands/route.ts"
import * as Models from "../../app/api/catalog/models/route.ts"
import * as Product from "../../app/api/catalog/product/route.ts"
import * as Products from "../../app/api/catalog/products/route.ts"
import { call, expectStatus, useAppDatabase } from "../support/app.ts"
import { detailById, listing } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

interface Brand { readonly id: number; readonly slug: string; readonly name: string; readonly productCount: number }
interface Model { readonly brandSlug: string; readonly category: string; readonly productCount: number }

describe("GET /api/catalog/brands/", () => {
  it("lists the market's brands with products in stock, per category on request", async () => {
    const all = expectStatus(await call<ReadonlyArray<Brand>>(Brands.GET, { path: "/api/catalog/brands/" }), 200)
    expect(all.length).toBeGreaterThanOrEqual(12)
    expect(all.every((b) => b.productCount > 0)).toBe(true)
    const consoles = expectStatus(await call<ReadonlyArray<Brand>>(Brands.GET, { path: "/api/catalog/brands/?category=console" }), 200)
    expect(consoles.length).toBeGreaterThan(0)
    expect(consoles.length).toBeLessThan(all.length)
  })

  it("takes the market from the host, or from countryCode", async () => {
    const bg = expectStatus(await call<ReadonlyArray<Brand>>(Brands.GET, { path: "/api/catalog/brands/", host: "bg.localhost:3000" }), 200)
    const explicit = expectStatus(await call<ReadonlyArray<Brand>>(Brands.GET, { path: "/api/catalog/brands/?countryCode=BG" }), 200)
    expect(explicit).toEqual(bg)
    expect((await call(Brands.GET, { path: "/api/catalog/brands/?countryCode=DE" })).status).toBe(400)
    expect((await call(Brands.GET, { path: "/api/catalog/brands/?category=fridge" })).status).toBe(400)
  })
})

describe("GET /api/catalog/models/", () => {
  it("lists a brand's models, and 404 for an unknown brand", async () => {
    const apple = expectStatus(await call<ReadonlyArray<Model>>(Models.GET, { path: "/api/catalog/models/?brand=apple&category=smartphone" }), 200)
    expect(apple.length).toBeGreaterThan(0)
    expect(apple.every((m) => m.brandSlug === "apple" && m.category === "smartphone" && m.productCount > 0)).toBe(true)
    expect((await call(Models.GET, { path: "/api/catalog/models/?brand=no-such-brand" })).status).toBe(404)
    expect((await call(Models.GET, { path: "/api/catalog/models/?brand=Not%20A%20Slug" })).status).toBe(400)
  })
})

describe("GET /api/catalog/products/", () => {
  it("pages through in-stock products with a stable total", async () => {
    const first = await listing("pageSize=10&sort=price-asc")
    const second = await listing("pageSize=10&sort=price-asc&page=2")
    expect(first.items).toHaveLength(10)
    expect(first.total).toBe(second.total)
    expect(first.pageCount).toBe(Math.ceil(first.total / 10))
    expect(first.items.every((p) => p.stock > 0)).toBe(true)
    const ids = new Set(first.items.map((p) => p.id))
    expect(second.items.some((p) => ids.has(p.id))).toBe(false)
    const prices = [...first.items, ...second.items].map((p) => p.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it("filters by price, storage, colour and shape", async () => {
    const all = await listing("category=smartphone&pageSize=60")
    const storage = all.facets.storage[0]!.value
    const colour = all.facets.colour[0]!.value
    const shape = all.facets.shape[0]!.value
    const byStorage = await listing(`category=smartphone&pageSize=60&storage=${encodeURIComponent(storage)}`)
    expect(byStorage.items.length).toBeGreaterThan(0)
    expect(byStorage.items.every((p) => p.spec.storage === storage)).toBe(true)
    const byColour = await listing(`category=smartphone&pageSize=60&colour=${encodeURIComponent(colour)}`)
    // The colour filter is by family (`?colour=blue`): every maker's name in that family matches.
    const familyOf = new Map(colourNames.map((c) => [c.name, c.family]))
    expect(byColour.items.length).toBeGreaterThan(0)
    expect(byColour.items.every((p) => familyOf.get(p.spec.color) === colour)).toBe(true)
    const byShape = await listing(`category=smartphone&pageSize=60&shape=${encodeURIComponent(shape)}`)
    expect(byShape.items.every((p) => p.spec.shape === shape)).toBe(true)
    const { min, max } = all.facets.price!
    const middle = Math.round((min + max) / 2)
    const cheap = await listing(`category=smartphone&pageSize=60&priceMax=${middle}`)
    expect(cheap.items.every((p) => p.price <= middle)).toBe(true)
    expect(cheap.total).toBeLessThan(all.total)
  })

  it("answers 400 for malformed filters and paging", async () => {
    for (const query of ["pageSize=61", "page=0", "priceMin=abc", "sort=cheapest", "category=fridge", "priceMin=10&priceMax=5", "colour=x&nonsense=1"]) {
      const answer = await call(Products.GET, { path: `/api/catalog/products/?${query}` })
      expect(answer.status, query).toBe(400)
    }
  })
})

describe("GET /api/catalog/product/", () => {
  it("finds a product by the parts of its URL, and by id", async () => {
    const [item] = (await listing("category=tablet&pageSize=1")).items
    const url = new URL(item!.productUrl!, "http://ro.localhost")
    const [, category, brand, part] = url.pathname.split("/").filter(Boolean)
    const query = new URLSearchParams({ category: category!, brand: brand!, item: part!, shape: url.searchParams.get("shape") ?? "" })
    const byUrl = expectStatus(await call<{ product: { id: number } }>(Product.GET, { path: `/api/catalog/product/?${query}` }), 200)
    expect(byUrl.product.id).toBe(item!.id)
    expect((await detailById(item!.id)).product.id).toBe(item!.id)
  })

  it("answers 404 for unknown products and another market's ids, 400 for malformed parts", async () => {
    const [item] = (await listing("pageSize=1")).items
    expect((await call(Product.GET, { path: `/api/catalog/product/?id=${item!.id}`, host: "gr.localhost" })).status).toBe(404)
    expect((await call(Product.GET, { path: "/api/catalog/product/?id=999999999" })).status).toBe(404)
    expect((await call(Product.GET, { path: "/api/catalog/product/?category=telefoane&brand=apple&item=nothing--here--1" })).status).toBe(404)
    expect((await call(Product.GET, { path: "/api/catalog/product/?category=telefoane&brand=Apple&item=x" })).status).toBe(400)
    expect((await call(Product.GET, { path: "/api/catalog/product/" })).status).toBe(400)
  })
})
