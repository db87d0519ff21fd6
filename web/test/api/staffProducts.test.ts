import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import { AuditLog, type AuditEntry } from "@shop/core/backend/staff/audit"
import { CatalogRepository } from "@shop/core/backend/ports/CatalogRepository"
import type { StaffProductDetail, StaffProductList } from "@shop/core/backend/staff/products"
import { Effect, Exit, Option } from "effect"
import * as StaffProducts from "../../app/api/staff/products/route.ts"
import * as StaffProduct from "../../app/api/staff/products/[productId]/route.ts"
import { loadForPage } from "../../src/server/page.ts"
import { runExit } from "../../src/server/runtime.ts"
import { call, databaseDigest, expectStatus, useAppDatabase } from "../support/app.ts"
import { signedInStaff } from "../support/staffSession.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

const list = (query: string, cookie?: string) =>
  call<StaffProductList>(StaffProducts.GET, { path: `/api/staff/products/${query}`, headers: cookie === undefined ? {} : { cookie } })
const detail = (id: string | number, cookie?: string) =>
  call<StaffProductDetail>(StaffProduct.GET, { path: `/api/staff/products/${id}/`, params: { productId: String(id) }, headers: cookie === undefined ? {} : { cookie } })
const patch = (id: string | number, body: unknown, cookie?: string) =>
  call<StaffProductDetail>(StaffProduct.PATCH, {
    method: "PATCH",
    path: `/api/staff/products/${id}/`,
    params: { productId: String(id) },
    body,
    headers: cookie === undefined ? {} : { cookie }
  })

const auditEntries = async (): Promise<ReadonlyArray<AuditEntry>> => {
  const exit = await runExit(Effect.flatMap(Effect.service(AuditLog), (log) => log.list(0, 200)))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return exit.value.entries
}

/** The product as the storefront's pages read it: through the catalog read cache. */
const pageProduct = (id: number) =>
  loadForPage(Effect.flatMap(Effect.service(CatalogRepository), (catalog) => catalog.productById("RO", id)))

/** A seeded RO product in stock showing no reduction: its price has held for the last 30 days. */
const steadyProduct = async (cookie: string) => {
  const page = expectStatus(await list("?market=RO&page=2", cookie), 200)
  const product = page.items.find((p) => p.previousPrice === null && p.stock > 0 && p.price > 100)
  if (product === undefined) throw new Error("no seeded RO product without a previous price on page 2")
  return product
}

describe("GET /api/staff/products/", () => {
  it("pages 25 products by id, of one market or all, found by id, title, model, brand or SKU; any staff role reads", async () => {
    const support = await signedInStaff("support")
    const all = expectStatus(await list("", support.cookie), 200)
    expect(all.items).toHaveLength(25)
    expect(all.pageSize).toBe(25)
    expect(all.total).toBeGreaterThan(1000)
    expect(all.items.map((p) => p.id)).toEqual([...all.items.map((p) => p.id)].sort((a, b) => a - b))
    const hu = expectStatus(await list("?market=HU&page=3", support.cookie), 200)
    expect(hu.page).toBe(3)
    expect(new Set(hu.items.map((p) => p.market))).toEqual(new Set(["HU"]))
    const one = hu.items[0]!
    expect(expectStatus(await list(`?q=${one.id}`, support.cookie), 200).items.map((p) => p.id)).toContain(one.id)
    const bySku = expectStatus(await list(`?q=${encodeURIComponent(one.sku.toLowerCase())}`, support.cookie), 200)
    expect(bySku.items.map((p) => p.id)).toEqual([one.id])
    const byBrand = expectStatus(await list(`?market=GR&q=${encodeURIComponent(one.brandName.toUpperCase())}`, support.cookie), 200)
    expect(byBrand.total).toBeGreaterThan(0)
    expect(byBrand.items.every((p) => p.market === "GR" && (p.brandName === one.brandName || p.title.toLowerCase().includes(one.brandName.toLowerCase())))).toBe(true)
    expect(expectStatus(await list("?q=no-such-device-anywhere", support.cookie), 200)).toMatchObject({ items: [], total: 0 })
  })

  it("signed out 401; malformed market, page or q 400", async () => {
    expect((await list("")).status).toBe(401)
    const catalog = await signedInStaff("catalog")
    for (const query of ["?market=DE", "?market=ro", "?page=0", "?page=-1", "?page=1.5", "?page=abc", `?q=${"x".repeat(101)}`, "?q=%00"]) {
      expect((await list(query, catalog.cookie)).status, query).toBe(400)
    }
  })
})

describe("GET /api/staff/products/{id}/", () => {
  it("answers the product with its price history; 401 signed out, 404 unknown", async () => {
    const warehouse = await signedInStaff("warehouse")
    const product = await steadyProduct(warehouse.cookie)
    const answer = expectStatus(await detail(product.id, warehouse.cookie), 200)
    expect(answer).toMatchObject({ id: product.id, price: product.price, previousPrice: null, allowedPreviousPrice: null, lowestPrice30Days: product.price })
    expect(answer.history).toHaveLength(1)
    expect(answer.history[0]).toMatchObject({ price: product.price, until: null })
    expect((await detail(product.id)).status).toBe(401)
    expect((await detail(999_999_999, warehouse.cookie)).status).toBe(404)
    expect((await detail("abc", warehouse.cookie)).status).toBe(404)
  })
})

describe("PATCH /api/staff/products/{id}/", () => {
  it("a catalog member's price cut is kept in the history, announced against the 30-day lowest price, audited, and on the product page within seconds", async () => {
    const catalog = await signedInStaff("catalog")
    const product = await steadyProduct(catalog.cookie)
    // The page has read (and the cache kept) the product before the change.
    expect(Option.map(await pageProduct(product.id), (p) => p.price)).toEqual(Option.some(product.price))
    const cut = Math.round(product.price * 0.85)
    const answer = expectStatus(await patch(product.id, { price: cut, stock: 7 }, catalog.cookie), 200)
    expect(answer).toMatchObject({ price: cut, previousPrice: product.price, stock: 7, allowedPreviousPrice: product.price })
    expect(answer.discountPercent).toBeGreaterThanOrEqual(14)
    expect(answer.history.map((s) => s.price)).toEqual([cut, product.price])
    expect(answer.history[1]?.until).toBe(answer.history[0]?.from)

    const started = Date.now()
    let seen = await pageProduct(product.id)
    while (Option.getOrThrow(seen).price !== cut && Date.now() - started < 3_000) {
      await new Promise((resolve) => setTimeout(resolve, 25))
      seen = await pageProduct(product.id)
    }
    expect(Option.map(seen, (p) => [p.price, p.previousPrice, p.stock])).toEqual(Option.some([cut, product.price, 7]))

    const entry = (await auditEntries()).find((e) => e.subject === `product:${product.id}`)
    expect(entry).toMatchObject({
      action: "product.update",
      actorId: catalog.staff.id,
      actorEmail: catalog.staff.email,
      before: { market: "RO", price: product.price, previousPrice: null, stock: product.stock },
      after: { market: "RO", price: cut, previousPrice: product.price, stock: 7 }
    })
  })

  it("a rise then a cut back shows no reduction; an admin may edit too", async () => {
    const admin = await signedInStaff("admin")
    const product = (await steadyProduct(admin.cookie))
    const up = expectStatus(await patch(product.id, { price: product.price + 50 }, admin.cookie), 200)
    expect(up).toMatchObject({ previousPrice: null, discountPercent: null })
    const back = expectStatus(await patch(product.id, { price: product.price }, admin.cookie), 200)
    expect(back).toMatchObject({ price: product.price, previousPrice: null, discountPercent: null })
    expect(back.history.map((s) => s.price)).toEqual([product.price, product.price + 50, product.price])
  })

  it("refuses a previous price the Omnibus rule does not give (422), malformed figures (400), other roles (403), signed out (401), an unknown id (404): nothing written", async () => {
    const catalog = await signedInStaff("catalog")
    const support = await signedInStaff("support")
    const warehouse = await signedInStaff("warehouse")
    const product = (await list("?market=BG", catalog.cookie)).json.items.find((p) => p.previousPrice === null)!
    const before = await databaseDigest()
    const refused = await patch(product.id, { price: product.price - 10, previousPrice: product.price + 500 }, catalog.cookie)
    expect(refused.status).toBe(422)
    expect(refused.json).toMatchObject({ error: "validation-failed", fields: { previousPrice: "staff-previous-price-omnibus" } })
    expect((await patch(product.id, { previousPrice: product.price + 1 }, catalog.cookie)).status).toBe(422)
    for (const body of [{}, { price: 0 }, { price: -1 }, { price: 10.005 }, { price: "100" }, { stock: -1 }, { stock: 2.5 }, { previousPrice: 0 }, "{oops", [1]]) {
      expect((await patch(product.id, body, catalog.cookie)).status, JSON.stringify(body)).toBe(400)
    }
    expect((await patch(product.id, { stock: 1 }, support.cookie)).status).toBe(403)
    expect((await patch(product.id, { stock: 1 }, warehouse.cookie)).json).toMatchObject({ error: "forbidden" })
    expect((await patch(product.id, { stock: 1 })).status).toBe(401)
    expect((await patch(999_999_999, { stock: 1 }, catalog.cookie)).status).toBe(404)
    expect(await databaseDigest()).toBe(before)
    expect((await auditEntries()).filter((e) => e.subject === `product:${product.id}`)).toEqual([])
  })

  it("withholds the announcement on asking, and takes back only the rule's reference", async () => {
    const catalog = await signedInStaff("catalog")
    const product = (await list("?market=GR&page=2", catalog.cookie)).json.items.find((p) => p.previousPrice === null && p.price > 50)!
    const quiet = expectStatus(await patch(product.id, { price: product.price - 20, previousPrice: null }, catalog.cookie), 200)
    expect(quiet).toMatchObject({ previousPrice: null, allowedPreviousPrice: product.price })
    expect(expectStatus(await patch(product.id, { previousPrice: product.price }, catalog.cookie), 200)).toMatchObject({ previousPrice: product.price })
    expect(expectStatus(await patch(product.id, { stock: 0 }, catalog.cookie), 200)).toMatchObject({ previousPrice: product.price, stock: 0 })
  })
})
