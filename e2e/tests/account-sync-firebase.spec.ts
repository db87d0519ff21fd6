import { expect, test } from "@playwright/test"
import { accountSteps, cartFollowsTheAccount, guestCartMergedAtLogin, wrongPasswordIsLocalized } from "./support/accounts.ts"
import { e2ePort } from "./support/browser.ts"
import { firebaseEnabled, firebasePort, firebaseSkipReason, firestoreProbe, loadFirestoreRules } from "./support/firebase.ts"

/**
 * The cart-sync scenarios of account-sync.spec.ts with the app on the Firebase adapters against the
 * emulators (playwright.config.ts's third server): Firebase Auth signs the page in with the auth
 * cookie's custom token, the cart lives in Firestore `carts/{uid}` under the repository's rules, and
 * each scenario reads the document in the emulator to prove the cart went there.
 */
const steps = accountSteps(firebasePort)
/** adapters/src/firebase/publicConfig.ts FIREBASE_PUBLIC_CONFIG_ELEMENT_ID (e2e depends on core only). */
const configElement = "#shop-firebase-config"

test.describe("Firebase mode", () => {
  test.skip(!firebaseEnabled(), firebaseSkipReason)
  test.beforeAll(loadFirestoreRules)

  test("the page carries the public Firebase settings only in Firebase mode", async ({ page }) => {
    await page.goto(steps.urlOf("RO", "index"))
    const config = JSON.parse(await page.locator(configElement).textContent() ?? "{}") as Record<string, unknown>
    expect(Object.keys(config).sort()).toEqual(["apiKey", "authEmulatorHost", "firestoreEmulatorHost", "projectId"])
    expect(config["projectId"]).toBe("demo-shop")
    await page.goto(accountSteps(e2ePort).urlOf("RO", "index"))
    await expect(page.locator(configElement)).toHaveCount(0)
  })

  test("RO: the signed-in cart goes to Firestore, is found again in another browser, and changes there appear live", async ({ browser }) => {
    await cartFollowsTheAccount(browser, steps, "RO", firestoreProbe, async (page) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.screenshot({ path: `../.reports/e2e/firebase-cart-synced-${width}.png`, fullPage: true })
      }
    })
  })

  test("RO: a guest cart is merged with the account's Firestore cart at login", async ({ browser }) => {
    await guestCartMergedAtLogin(browser, steps, "RO", firestoreProbe)
  })

  test("GR: a wrong password (Firebase Auth) shows the localized message", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 })
    await wrongPasswordIsLocalized(page, steps, "GR")
    await page.screenshot({ path: "../.reports/e2e/firebase-login-GR-390.png", fullPage: true })
  })
})
