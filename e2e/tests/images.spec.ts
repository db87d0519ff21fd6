import { expect, type Page, type Response, test } from "@playwright/test"
import type { MarketCode } from "@shop/core/markets/market"
import { buildPath } from "@shop/core/routes/router"
import { Result } from "effect"
import sharp from "sharp"
import { e2ePort } from "./support/browser.ts"
import { originOf } from "./support/markets.ts"
import { expectNoSideScroll, screenshotWidths } from "./support/screenshots.ts"

/**
 * Issue 17 "Trusted at a glance: images": the product page's gallery (pictures in the product's
 * colour, captioned in the market's language, the first one eager, thumbnails that work by pointer
 * and keyboard), listing cards that show a model's colours, and the photo path through the image
 * optimizer (AVIF, WebP, sizes, refusals). scripts/serve.sh stores one photo in the iPhone 13's pink
 * gallery (cli.ts add-image), as staff would upload one.
 */

const modelPage = (market: MarketCode, brand: string, model: string) =>
  `${originOf(market)}${Result.getOrThrow(buildPath(market, "shopModel", { brand, model }))}`

const photoPath = "/images/photos/iphone-13-pink-test-photo.jpg"

/** What the pages say a front and a back are (adapters/src/seed/build/imageWords.ts). */
const captions = {
  RO: { front: "față", back: "spate", photo: "în mână", show: /^Arată imaginea 2 din \d$/ },
  GR: { front: "μπροστινή όψη", back: "πίσω όψη", photo: "στο χέρι", show: /^Εμφάνιση εικόνας 2 από \d$/ }
} as const

/** The iPhone 13's colours as the pages name them (the catalogue's words, migration 0011); the trademark stays whole. */
const colours = {
  RO: { pink: "Roz", green: "Verde", red: "(PRODUCT)RED" },
  GR: { pink: "Ροζ", green: "Πράσινο", red: "(PRODUCT)RED" }
} as const

/** Opens the first product card of a model's page whose title names `colour` (any card without). */
const openProduct = async (page: Page, market: MarketCode, brand: string, model: string, colour?: string) => {
  await page.goto(modelPage(market, brand, model))
  const cards = page.getByTestId("product-card")
  const card = colour === undefined ? cards.first() : cards.filter({ hasText: colour }).first()
  await card.getByRole("link").click()
  await expect(page.getByTestId("product-gallery")).toBeVisible()
}

/** A same-origin file's text, fetched by the page (Node does not resolve `*.localhost`). */
const textOf = (page: Page, path: string): Promise<string> => page.evaluate((url) => fetch(url).then((answer) => answer.text()), path)

/** The colour a drawing's body is painted in: its `body` gradient's middle stop. */
const bodyPaint = (svg: string): string | undefined =>
  /<linearGradient id="body"[^>]*>(?:<stop[^>]*>){1}<stop offset="\.5" stop-color="(#[0-9a-f]{6})"/.exec(svg)?.[1]

for (const market of ["RO", "GR"] as const) {
  test(`${market}: a product page shows its gallery, captioned in the market's language`, async ({ page }) => {
    await openProduct(page, market, "samsung", "galaxy-a13")
    const images = page.getByTestId("gallery-image").locator("img")
    await expect(images).toHaveCount(2)
    const [front, back] = [images.nth(0), images.nth(1)]
    await expect(front).toHaveAttribute("alt", new RegExp(`^Samsung Galaxy A13, [^,]+, ${captions[market].front}$`))
    await expect(back).toHaveAttribute("alt", new RegExp(`^Samsung Galaxy A13, [^,]+, ${captions[market].back}$`))
    // The first picture is the page's largest paint: loaded at once, first; the others when near.
    await expect(front).toHaveAttribute("loading", "eager")
    await expect(front).toHaveAttribute("fetchpriority", "high")
    await expect(back).toHaveAttribute("loading", "lazy")
    for (const image of [front, back]) {
      await expect(image).toHaveAttribute("width", "800")
      await expect(image).toHaveAttribute("height", "800")
    }
    // The front is drawn with the grade's badge in the market's language.
    const svg = await textOf(page, (await front.getAttribute("src")) ?? "")
    const grade = (await page.locator(".pdp-badge-grade").textContent()) ?? ""
    expect(grade.length).toBeGreaterThan(0)
    expect(grade).toContain(/>([^<]+)<\/text>/.exec(svg)?.[1] ?? "no badge")

    // Thumbnails: named in the market's language, by pointer and by keyboard.
    const thumbs = page.getByTestId("gallery-thumb")
    await expect(thumbs).toHaveCount(2)
    await expect(thumbs.nth(1)).toHaveAttribute("aria-label", captions[market].show)
    await expect(thumbs.nth(0)).toHaveAttribute("aria-current", "true")
    await thumbs.nth(1).click()
    await expect(thumbs.nth(1)).toHaveAttribute("aria-current", "true")
    await expect(page).not.toHaveURL(/#/)
    await thumbs.nth(1).focus()
    await page.keyboard.press("ArrowLeft")
    await expect(thumbs.nth(0)).toBeFocused()
    await expect(thumbs.nth(0)).toHaveAttribute("aria-current", "true")
    await page.keyboard.press("End")
    await expect(thumbs.nth(1)).toBeFocused()
    // The track itself takes the arrow keys too, and shows where it has focus.
    const track = page.locator(".gallery-track")
    await track.focus()
    await expect(track).toHaveCSS("outline-style", "solid")
    await page.keyboard.press("Home")
    await expect(thumbs.nth(0)).toHaveAttribute("aria-current", "true")
    await page.keyboard.press("ArrowRight")
    await expect(thumbs.nth(1)).toHaveAttribute("aria-current", "true")
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100)
  })
}

test("listing cards of one model in different colours show different colours", async ({ page }) => {
  await page.goto(modelPage("RO", "apple", "iphone-13"))
  const cards = page.getByTestId("product-card")
  await expect(cards.first()).toBeVisible()
  const seen = new Map<string, Set<string>>()
  for (const card of await cards.all()) {
    const title = (await card.locator(".product-name").textContent()) ?? ""
    const colour = [colours.RO.red, colours.RO.pink, colours.RO.green].find((c) => title.includes(c))
    const image = card.locator("img").first()
    const src = (await image.getAttribute("src")) ?? ""
    expect(await image.getAttribute("alt")).toBe(`Apple iPhone 13, ${colour}`)
    await expect(image).toHaveAttribute("loading", "lazy")
    const paint = bodyPaint(await textOf(page, src))
    expect(colour, title).toBeDefined()
    expect(paint, src).toBeDefined()
    seen.set(colour!, (seen.get(colour!) ?? new Set()).add(paint!))
  }
  expect(seen.size).toBe(3)
  for (const paints of seen.values()) expect(paints.size).toBe(1)
  const distinct = new Set([...seen.values()].flatMap((paints) => [...paints]))
  expect(distinct.size).toBe(3)
})

test("a photo reaches the page through the optimizer, as AVIF or WebP in the width asked", async ({ page, request }) => {
  const violations: Array<string> = []
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  // The main picture's requests (thumbnails ask for 64 or 128 px), from the page's start: a lazy
  // picture two widths along the track may be fetched before any click.
  const optimized: Array<Response> = []
  page.on("response", (response) => {
    if (response.url().includes("/_next/image") && response.url().includes("test-photo") && Number(/[?&]w=(\d+)/.exec(response.url())?.[1]) >= 256) optimized.push(response)
  })
  await openProduct(page, "RO", "apple", "iphone-13", colours.RO.pink)
  const images = page.getByTestId("gallery-image").locator("img")
  await expect(images).toHaveCount(3)
  const photo = images.nth(2)
  await expect(photo).toHaveAttribute("alt", `Apple iPhone 13, ${colours.RO.pink}, ${captions.RO.photo}`)
  await expect(photo).toHaveAttribute("srcset", /\/_next\/image\/\?url=%2Fimages%2Fphotos%2Fiphone-13-pink-test-photo\.jpg&w=\d+&q=75 \d+w/)
  await expect(photo).toHaveAttribute("width", "1600")
  await page.getByTestId("gallery-thumb").nth(2).click()
  await expect.poll(() => optimized.length).toBeGreaterThan(0)
  const answer = optimized[0]!
  expect(answer.status()).toBe(200)
  expect(answer.headers()["content-type"]).toBe("image/avif")
  expect(violations).toEqual([])

  // Node does not resolve ro.localhost: plain localhost is the RO storefront (web/src/market/hosts.ts).
  const origin = `http://localhost:${e2ePort}`
  const at = (query: string, accept: string) => request.get(`${origin}/_next/image/?${query}`, { headers: { accept } })
  const url = encodeURIComponent(photoPath)
  for (const [accept, format] of [["image/avif,image/webp,*/*", "heif"], ["image/webp,*/*", "webp"], ["image/jpeg", "jpeg"]] as const) {
    for (const width of [640, 1080]) {
      const response = await at(`url=${url}&w=${width}&q=75`, accept)
      expect(response.status(), `${accept} ${width}`).toBe(200)
      const body = await response.body()
      const meta = await sharp(body).metadata()
      expect([meta.format, meta.width], `${accept} ${width}`).toEqual([format, width])
      expect(Number(/max-age=(\d+)/.exec(response.headers()["cache-control"] ?? "")?.[1])).toBeGreaterThanOrEqual(31_536_000)
      if (format !== "jpeg") expect(body.length, `${format} ${width}`).toBeLessThan(53_169)
    }
  }
  // Refused: a width or quality the shop does not make, a path outside /images/, a query on the
  // picture's path, a drawing (never optimized), a picture that does not exist.
  for (const [query, status] of [
    [`url=${url}&w=123&q=75`, 400],
    [`url=${url}&w=640&q=50`, 400],
    [`url=${url}&w=640`, 400],
    [`w=640&q=75`, 400],
    [`url=${encodeURIComponent("/api/health/")}&w=640&q=75`, 400],
    [`url=${encodeURIComponent(`${photoPath}?v=2`)}&w=640&q=75`, 400],
    [`url=${encodeURIComponent("https://example.com/x.jpg")}&w=640&q=75`, 400],
    [`url=${encodeURIComponent("/images/accessories/case-icon.svg")}&w=640&q=75`, 400],
    [`url=${encodeURIComponent("/images/photos/nothing-here.jpg")}&w=640&q=75`, 404]
  ] as const) {
    expect((await at(query, "image/avif")).status(), query).toBe(status)
  }
  // The picture's own path: as stored, long cached; unknown is 404, a query 400.
  const stored = await request.get(`${origin}${photoPath}`)
  expect([stored.status(), stored.headers()["content-type"], stored.headers()["cache-control"]]).toEqual([200, "image/jpeg", "public, max-age=31536000, immutable"])
  expect((await request.get(`${origin}/images/photos/nothing-here.jpg`)).status()).toBe(404)
  expect((await request.get(`${origin}${photoPath}?w=640`)).status()).toBe(400)
})

/** Waits until every picture in the first screen has arrived (lazy ones too), so a screenshot shows them. */
const picturesShown = (page: Page) =>
  expect
    .poll(() =>
      page.locator("img").evaluateAll((images) =>
        images
          .filter((image) => {
            const box = image.getBoundingClientRect()
            return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
          })
          .every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)
      )
    )
    .toBe(true)

for (const width of screenshotWidths) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 }, isMobile: width < 768, hasTouch: width < 768 })

    for (const market of ["RO", "GR"] as const) {
      test(`${market} listing and product pictures at ${width} px`, async ({ page }) => {
        const name = market === "GR" ? "el" : "ro"
        await page.goto(modelPage(market, "apple", "iphone-13"))
        await expectNoSideScroll(page)
        await picturesShown(page)
        await page.screenshot({ path: `../.reports/screenshots/images-${name}-listing-${width}.png` })
        await openProduct(page, market, "apple", "iphone-13", colours[market].pink)
        await expectNoSideScroll(page)
        await picturesShown(page)
        await page.screenshot({ path: `../.reports/screenshots/images-${name}-product-${width}.png` })
        if (width < 768) {
          // A finger swipes the track to the left, most of its width, a frame per touch point as a
          // finger does (half a width sent at once relied on a fling, which a loaded machine lost):
          // it moves on by one picture, and snaps there.
          const track = page.locator(".gallery-track")
          const box = (await track.boundingBox())!
          const cdp = await page.context().newCDPSession(page)
          const y = box.y + box.height / 2
          for (const [type, share] of [["touchStart", 0.75], ["touchMove", 0.6], ["touchMove", 0.4], ["touchMove", 0.2], ["touchMove", 0.05], ["touchEnd", 0.05]] as const) {
            await cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x: box.x + box.width * share, y }] })
            await page.waitForTimeout(16)
          }
          await expect.poll(() => track.evaluate((element) => element.scrollLeft / element.clientWidth)).toBeCloseTo(1, 1)
          await expect(page.getByTestId("gallery-thumb").nth(1)).toHaveAttribute("aria-current", "true")
        }
      })
    }
  })
}
