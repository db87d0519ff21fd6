import { expect, test, type APIRequestContext, type Page } from "@playwright/test"
import type { MarketCode } from "@shop/core/markets/market"
import { hreflangOf } from "@shop/core/routes/alternates"
import { pathOf } from "@shop/core/routes/router"
import { jsonLdProblems, jsonLdTypes } from "../../web/src/storefront/seo/jsonLdCheck.ts"
import { markets, originOf, urlOf } from "./support/markets.ts"
import { phonesPath } from "./support/shop.ts"

/**
 * Issue 17 "Found by search engines", as a crawler meets the four storefronts: robots.txt and the
 * sitemap index per host, and on home and product pages the absolute canonical URL at the page's own
 * host, the hreflang alternates of the four markets with x-default, Open Graph and Twitter cards and
 * JSON-LD that passes the shop's schema.org check, in Chromium under the shop's CSP (a data block
 * needs no nonce: no violation may be reported).
 */

interface Head {
  readonly canonical: string | null
  readonly alternates: Readonly<Record<string, string>>
  readonly meta: Readonly<Record<string, string>>
  readonly jsonLd: ReadonlyArray<string>
  readonly crumbs: ReadonlyArray<string>
}

const headOf = (page: Page): Promise<Head> =>
  page.evaluate(() => {
    const meta: Record<string, string> = {}
    for (const el of document.querySelectorAll("meta[property], meta[name]")) {
      const key = el.getAttribute("property") ?? el.getAttribute("name") ?? ""
      meta[key] = el.getAttribute("content") ?? ""
    }
    const alternates: Record<string, string> = {}
    for (const el of document.querySelectorAll("link[rel=alternate][hreflang]")) alternates[el.getAttribute("hreflang") ?? ""] = el.getAttribute("href") ?? ""
    return {
      canonical: document.querySelector("link[rel=canonical]")?.getAttribute("href") ?? null,
      alternates,
      meta,
      jsonLd: [...document.querySelectorAll("script[type='application/ld+json']")].map((el) => el.textContent ?? ""),
      crumbs: [...document.querySelectorAll("nav.breadcrumbs li")].map((el) => (el.textContent ?? "").trim())
    }
  })

/** CSP violations reported by the page (security-headers.spec.ts watches the same way). */
const watchPolicy = async (page: Page): Promise<() => Promise<ReadonlyArray<string>>> => {
  const seen: Array<string> = []
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text())
  })
  await page.addInitScript(() => {
    const found: Array<string> = []
    Object.defineProperty(window, "__cspViolations", { value: found })
    document.addEventListener("securitypolicyviolation", (event) => found.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  return async () => [...seen, ...await page.evaluate(() => (window as unknown as { __cspViolations?: Array<string> }).__cspViolations ?? [])]
}

const expectCards = (head: Head, market: MarketCode, url: string) => {
  expect(head.meta["og:url"]).toBe(url)
  expect(head.meta["og:site_name"]).toBeTruthy()
  expect(head.meta["og:title"]).toBeTruthy()
  expect(head.meta["og:description"]).toBeTruthy()
  expect(head.meta["og:locale"]).toBe(`${hreflangOf[market].replace("-", "_")}`)
  expect(head.meta["twitter:card"]).toMatch(/^summary/)
  expect(head.meta["description"]).toBeTruthy()
  expect(head.meta["robots"]).toBeUndefined()
}

const parsedJsonLd = (head: Head): ReadonlyArray<unknown> => head.jsonLd.map((text) => JSON.parse(text) as unknown)

/** A well-formed XML document, as Chromium's parser reads it; its <loc>s. */
const locsOf = async (page: Page, xml: string): Promise<ReadonlyArray<string>> =>
  page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml")
    if (doc.getElementsByTagName("parsererror").length > 0) throw new Error("not well-formed XML")
    return [...doc.getElementsByTagName("loc")].map((el) => el.textContent ?? "")
  }, xml)

/** Node resolves no `*.localhost` name (Chromium does): ask the loopback address with the market's Host header. */
const okText = async (request: APIRequestContext, url: string): Promise<{ readonly body: string; readonly type: string }> => {
  const { host } = new URL(url)
  const answer = await request.get(url.replace(/\/\/[a-z]+\.localhost/, "//127.0.0.1"), { maxRedirects: 0, headers: { host } })
  expect(answer.status(), url).toBe(200)
  return { body: await answer.text(), type: answer.headers()["content-type"] ?? "" }
}

for (const market of markets) {
  test(`${market}: home carries its canonical, the four markets' alternates with x-default, Open Graph and valid JSON-LD`, async ({ page }) => {
    const violations = await watchPolicy(page)
    await page.goto(urlOf(market, "index"))
    const head = await headOf(page)
    const own = `${originOf(market)}/`
    expect(head.canonical).toBe(own)
    expect(head.alternates).toEqual({
      ...Object.fromEntries(markets.map((m) => [hreflangOf[m], `${originOf(m)}/`])),
      "x-default": `${originOf("RO")}/`
    })
    expectCards(head, market, own)
    const documents = parsedJsonLd(head)
    expect(documents.flatMap(jsonLdTypes)).toEqual(["Organization", "WebSite"])
    expect(documents.flatMap(jsonLdProblems)).toEqual([])
    expect(JSON.stringify(documents)).toContain(`${originOf(market)}${pathOf(market, "shop")}?q={search_term_string}`)
    expect(await violations()).toEqual([])
  })

  test(`${market}: a product page carries its variant's canonical, its equivalents in the other markets, its picture and Product JSON-LD`, async ({ page, request }) => {
    const violations = await watchPolicy(page)
    await page.goto(`${originOf(market)}${phonesPath(market)}`)
    await page.getByTestId("product-card").first().getByRole("link").first().click()
    await expect(page.getByTestId("add-to-cart")).toBeVisible()
    const head = await headOf(page)
    const canonical = new URL(head.canonical ?? "")
    expect(canonical.origin).toBe(originOf(market))
    expect(canonical.searchParams.get("shape")).toBeTruthy()
    expect(page.url()).toBe(canonical.href)
    expect(head.alternates[hreflangOf[market]]).toBe(canonical.href)
    // Every market sells the seed's variants: all four, and RO's is the x-default.
    expect(Object.keys(head.alternates).sort()).toEqual([...markets.map((m) => hreflangOf[m]), "x-default"].sort())
    expect(head.alternates["x-default"]).toBe(head.alternates["ro-RO"])
    expectCards(head, market, canonical.href)
    expect(head.meta["og:image"]).toMatch(new RegExp(`^${originOf(market)}/images/`))
    expect(head.meta["twitter:card"]).toBe("summary_large_image")
    expect(head.meta["description"]).toContain(await page.locator("h1").innerText())

    const documents = parsedJsonLd(head)
    expect(documents.flatMap(jsonLdTypes)).toEqual(["Product", "BreadcrumbList"])
    expect(documents.flatMap(jsonLdProblems)).toEqual([])
    const graph = (documents[0] as { "@graph": ReadonlyArray<Record<string, unknown>> })["@graph"]
    expect(graph[0]?.["offers"]).toMatchObject({ itemCondition: "https://schema.org/RefurbishedCondition", url: canonical.href })
    const crumbs = (graph[1] as { itemListElement: ReadonlyArray<{ name: string }> }).itemListElement.map((item) => item.name)
    expect(crumbs).toEqual(head.crumbs)
    expect(await violations()).toEqual([])

    // The alternates are real pages: each answers, and names itself canonical at its own host.
    for (const other of markets.filter((m) => m !== market)) {
      const url = head.alternates[hreflangOf[other]] ?? ""
      expect(new URL(url).origin).toBe(originOf(other))
      const { body } = await okText(request, url)
      expect(body).toContain(`<link rel="canonical" href="${url.replace(/&/g, "&amp;")}"/>`)
    }
  })

  test(`${market}: robots.txt and the sitemap index answer for the market's host`, async ({ page, request }) => {
    const robots = await okText(request, `${originOf(market)}/robots.txt`)
    expect(robots.body).toContain(`Sitemap: ${originOf(market)}/sitemap.xml`)
    for (const path of [pathOf(market, "cart"), pathOf(market, "account"), pathOf(market, "login"), "/sell/", "/api/"]) {
      expect(robots.body).toContain(`Disallow: ${path}\n`)
    }
    const index = await okText(request, `${originOf(market)}/sitemap.xml`)
    expect(index.type).toMatch(/xml/)
    expect(index.body).toContain("<sitemapindex")
    const children = await locsOf(page, index.body)
    expect(children.map((loc) => loc.replace(originOf(market), ""))).toEqual([
      "/sitemaps/categories.xml",
      "/sitemaps/brands.xml",
      "/sitemaps/models.xml",
      "/sitemaps/products-1.xml",
      "/sitemaps/content.xml"
    ])
    const products = await okText(request, children[3] ?? "")
    const urls = await locsOf(page, products.body)
    expect(urls.length).toBeGreaterThan(1000)
    expect(urls.every((url) => url.startsWith(`${originOf(market)}${pathOf(market, "shop")}`))).toBe(true)
    expect(products.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/)
    // A sample of what it lists answers 200 as listed (no redirect).
    for (const url of [urls[0], urls[Math.floor(urls.length / 2)], urls.at(-1)]) await okText(request, url ?? "")
    const content = await locsOf(page, (await okText(request, children[4] ?? "")).body)
    expect(content).toContain(`${originOf(market)}${pathOf(market, "blog")}`)
    expect(content.filter((url) => new URL(url).pathname.startsWith(`${pathOf(market, "blog")}`)).length).toBeGreaterThan(1)
  })

  test(`${market}: the cart, sign-in and account pages ask not to be indexed and name no alternates`, async ({ page }) => {
    for (const key of ["cart", "login", "account"] as const) {
      await page.goto(urlOf(market, key))
      const head = await headOf(page)
      expect(head.meta["robots"], key).toMatch(/noindex/)
      expect(head.canonical, key).toBeNull()
      expect(head.alternates, key).toEqual({})
    }
  })
}
