import { test } from "@playwright/test"
import { accountSteps, registerSignOutSignIn } from "./support/accounts.ts"
import { firebaseEnabled, firebasePort, firebaseSkipReason } from "./support/firebase.ts"
import { markets } from "./support/markets.ts"

/** account-auth.spec.ts's sign-in scenario in every market, with the app on Firebase Auth (the emulator). */
const steps = accountSteps(firebasePort)

test.describe("Firebase mode", () => {
  test.skip(!firebaseEnabled(), firebaseSkipReason)

  for (const market of markets) {
    test(`${market}: register, sign out, wrong password, sign in (Firebase Auth)`, async ({ page }) => {
      await registerSignOutSignIn(page, steps, market)
    })
  }
})
