import { expect } from "@playwright/test"
import type { Browser, BrowserContext, Page } from "@playwright/test"
import type { MarketCode } from "@shop/core/markets/market"
import { pathOf } from "@shop/core/routes/router"
import { findProducts, storedCart } from "./cart.ts"
import { e2ePort } from "./browser.ts"
import { consentAccepted } from "./consent.ts"
import { formReady, passHumanCheck } from "./forms.ts"
import { hostOf } from "./markets.ts"
import { message } from "./messages.ts"
import { addToCart } from "./shop.ts"

/**
 * The sign-in and cart-sync steps and scenarios of SPEC 4, against one server: the embedded default
 * (account-sync.spec.ts, account-auth.spec.ts) and the Firebase adapters on the emulators
 * (account-*-firebase.spec.ts) run the very same scenarios, each on its own port.
 */
export const password = "secret-42"

export const uniqueEmail = (what: string) => `e2e.${what}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

/** The sign-in form is interactive (hydrated): what is typed before that is reset by React. */
export const authFormReady = async (page: Page) => formReady(page.locator('form[data-testid^="auth-form-"]'))

export const fillAndSubmit = async (page: Page, values: Readonly<Record<string, string>>) => {
  await authFormReady(page)
  for (const [name, value] of Object.entries(values)) await page.locator(`input[name="${name}"]`).fill(value)
  await page.getByTestId("submit").click()
}

/** A call made by the page itself (Node cannot resolve `ro.localhost`; Chromium can), with its cookies: GET, or POST of a JSON body. */
export const fetchInPage = (page: Page, path: string, body?: unknown) =>
  page.evaluate(async ({ path, body }) => {
    const response = await fetch(path, body === undefined
      ? { credentials: "same-origin" }
      : { method: "POST", credentials: "same-origin", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
    return { status: response.status, text: await response.text() }
  }, { path, body })

export const newContext = (browser: Browser): Promise<BrowserContext> => browser.newContext({ storageState: consentAccepted })

export const cookieNames = async (page: Page) => (await page.context().cookies()).map((c) => c.name)

/** The signed-in uid, as the server's session names it (GET /api/auth/session/ from the page). */
export const sessionUid = async (page: Page): Promise<string> => {
  const answer = await page.evaluate(() => fetch("/api/auth/session/").then((r) => r.json())) as { user: { uid: string } | null }
  if (answer.user === null) throw new Error("nobody is signed in on this page")
  return answer.user.uid
}

/** The product ids of the page's stored cart's devices, sorted. */
export const cartProducts = async (page: Page) => ((await storedCart(page))?.phoneCart.map((line) => line.productId) ?? []).sort()

/** The steps of one server (its port): every URL and check of a scenario goes through them. */
export const accountSteps = (port: number) => {
  const originOf = (market: MarketCode) => `http://${hostOf(market)}:${port}`
  const urlOf = (market: MarketCode, key: Parameters<typeof pathOf>[1]) => `${originOf(market)}${pathOf(market, key)}`

  /** Two phones with stock, and their product pages. */
  const twoPhones = async (page: Page, market: MarketCode) => {
    await page.goto(urlOf(market, "index"))
    const [first, second] = (await findProducts(page, "category=smartphone&pageSize=20&sort=price-desc")).filter((p) => p.stock >= 3)
    if (first === undefined || second === undefined) throw new Error("the seed has phones with stock")
    return [first, second] as const
  }

  const register = async (page: Page, market: MarketCode, email: string, name = "Ana Popescu") => {
    await page.goto(urlOf(market, "register"))
    await passHumanCheck(page)
    await fillAndSubmit(page, { name, email, password })
    await expect(page).toHaveURL((url) => url.pathname === pathOf(market, "account"))
  }

  const login = async (page: Page, market: MarketCode, email: string) => {
    await page.goto(urlOf(market, "login"))
    await fillAndSubmit(page, { email, password })
    await expect(page).toHaveURL((url) => url.pathname === pathOf(market, "account"))
  }

  const logout = async (page: Page, market: MarketCode) => {
    await page.goto(urlOf(market, "logout"))
    await expect(page.getByTestId("logout-state")).toHaveAttribute("data-state", "done")
  }

  /** Opens a product page and waits until the page has settled the session. */
  const openProduct = async (page: Page, market: MarketCode, productUrl: string, state: "signed-in" | "guest") => {
    await page.goto(`${originOf(market)}${productUrl}`)
    await expect(page.locator("html")).toHaveAttribute("data-cart-sync", state)
  }

  /** Opens the cart and waits until the page has settled the session (SPEC 4 sync started). */
  const openCart = async (page: Page, market: MarketCode, state: "signed-in" | "guest") => {
    await page.goto(urlOf(market, "cart"))
    await expect(page.locator("html")).toHaveAttribute("data-cart-sync", state)
  }

  return { originOf, urlOf, twoPhones, register, login, logout, openProduct, openCart }
}

export type AccountSteps = ReturnType<typeof accountSteps>

/** Where the scenarios can look at the account's remote cart itself (Firestore in Firebase mode). */
export interface RemoteCartProbe {
  /** The product ids of the devices of the account's remote cart document, sorted. */
  readonly phoneProducts: (uid: string) => Promise<ReadonlyArray<number>>
}

/**
 * Register -> add to cart -> log out -> log in on a second browser context -> the same cart; then,
 * both signed in, a device added in one appears in the other's open cart without a reload.
 */
export const cartFollowsTheAccount = async (
  browser: Browser,
  steps: AccountSteps,
  market: MarketCode,
  remote?: RemoteCartProbe,
  /** Called with the second browser's cart page once it shows the live change (screenshots). */
  afterSync?: (page: Page) => Promise<void>
) => {
  const first = await newContext(browser)
  const second = await newContext(browser)
  try {
    const a = await first.newPage()
    const [phone1, phone2] = await steps.twoPhones(a, market)
    const email = uniqueEmail("two")
    await steps.register(a, market, email)
    await steps.openProduct(a, market, phone1.productUrl, "signed-in")
    const uid = await sessionUid(a)
    await addToCart(a)
    if (remote !== undefined) await expect.poll(() => remote.phoneProducts(uid)).toEqual([phone1.id])
    await steps.logout(a, market)

    const b = await second.newPage()
    await steps.login(b, market, email)
    await steps.openCart(b, market, "signed-in")
    await expect(b.getByTestId("cart-line")).toHaveCount(1)
    expect(await cartProducts(b)).toEqual([phone1.id])

    // Both signed in again: a device added in one browser shows in the other's open cart, no reload.
    await steps.login(a, market, email)
    await steps.openProduct(a, market, phone2.productUrl, "signed-in")
    await expect.poll(() => cartProducts(a)).toEqual([phone1.id])
    await addToCart(a)
    await expect(b.getByTestId("cart-line")).toHaveCount(2)
    expect(await cartProducts(b)).toEqual([phone1.id, phone2.id].sort())
    if (remote !== undefined) await expect.poll(() => remote.phoneProducts(uid)).toEqual([phone1.id, phone2.id].sort())
    if (afterSync !== undefined) await afterSync(b)
  } finally {
    await first.close()
    await second.close()
  }
}

/** A guest cart is merged with the account's cart at login, and the merged cart goes to the account. */
export const guestCartMergedAtLogin = async (browser: Browser, steps: AccountSteps, market: MarketCode, remote?: RemoteCartProbe) => {
  const owner = await newContext(browser)
  const guest = await newContext(browser)
  try {
    const a = await owner.newPage()
    const [phone1, phone2] = await steps.twoPhones(a, market)
    const email = uniqueEmail("merge")
    await steps.register(a, market, email)
    await steps.openProduct(a, market, phone1.productUrl, "signed-in")
    await addToCart(a)

    const g = await guest.newPage()
    await steps.openProduct(g, market, phone2.productUrl, "guest")
    await addToCart(g)
    await steps.login(g, market, email)
    await steps.openCart(g, market, "signed-in")
    await expect(g.getByTestId("cart-line")).toHaveCount(2)
    expect(await cartProducts(g)).toEqual([phone1.id, phone2.id].sort())
    if (remote !== undefined) await expect.poll(async () => remote.phoneProducts(await sessionUid(g))).toEqual([phone1.id, phone2.id].sort())

    // The merged cart went to the account: the first browser's open cart shows it too.
    await steps.openCart(a, market, "signed-in")
    await expect(a.getByTestId("cart-line")).toHaveCount(2)
  } finally {
    await owner.close()
    await guest.close()
  }
}

/** A wrong password shows the market's localized message. */
export const wrongPasswordIsLocalized = async (page: Page, steps: AccountSteps, market: MarketCode) => {
  const email = uniqueEmail("wrong")
  await steps.register(page, market, email, "Maria Papadopoulou")
  await page.context().clearCookies()
  await page.goto(steps.urlOf(market, "login"))
  await fillAndSubmit(page, { email, password: "not-the-password" })
  await expect(page.getByTestId("auth-error")).toHaveText(message(market, "auth-invalid-credential"))
}

/** Register, sign out, wrong password (localized), sign in again with the email in capitals. */
export const registerSignOutSignIn = async (page: Page, steps: AccountSteps, market: MarketCode) => {
  const email = uniqueEmail(`auth.${market.toLowerCase()}`)
  await steps.register(page, market, email)
  expect(await cookieNames(page)).toEqual(expect.arrayContaining(["shop_session", "shop_auth"]))
  const session = (await page.context().cookies()).find((c) => c.name === "shop_session")
  expect(session?.httpOnly).toBe(true)

  const copied = (await page.context().cookies()).filter((c) => c.name === "shop_session" || c.name === "shop_auth")
  await steps.logout(page, market)
  expect(await cookieNames(page)).not.toContain("shop_session")
  // Issue 14: the session ended on the server; a copy of the cookies taken before signs nobody in.
  await page.context().addCookies(copied)
  const answer = await page.evaluate(() => fetch("/api/auth/session/").then((r) => r.json())) as { user: unknown }
  expect(answer.user).toBeNull()
  await page.context().clearCookies({ name: "shop_session" })
  await page.context().clearCookies({ name: "shop_auth" })

  await page.goto(steps.urlOf(market, "login"))
  await fillAndSubmit(page, { email, password: "not-the-password" })
  await expect(page.getByTestId("auth-error")).toHaveText(message(market, "auth-invalid-credential"))
  await expect(page).toHaveURL((url) => url.pathname === pathOf(market, "login"))

  await fillAndSubmit(page, { email: email.toUpperCase(), password })
  await expect(page).toHaveURL((url) => url.pathname === pathOf(market, "account"))
  expect(await cookieNames(page)).toContain("shop_session")
}

/** A new account registered on the default server's register page (human check included); the page keeps its session. Answers the email. */
export const signUpOnPage = async (page: Page, market: MarketCode, what: string): Promise<string> => {
  const email = uniqueEmail(what)
  await accountSteps(e2ePort).register(page, market, email, "Ana Pop")
  return email
}
