import { defineConfig, devices } from "@playwright/test"
import { chromiumArgs, chromiumPath, e2ePort } from "./tests/support/browser.ts"
import { consentAccepted } from "./tests/support/consent.ts"
import { firebaseEnabled, firebasePort, firebaseServerEnv } from "./tests/support/firebase.ts"
import { failingCheckPort } from "./tests/support/forms.ts"

/** The embedded servers never see the emulators test-all exports for the Firebase-mode server. */
const withoutEmulators = { FIRESTORE_EMULATOR_HOST: "", FIREBASE_AUTH_EMULATOR_HOST: "" }

/**
 * The storefront end to end, in Debian's headless Chromium (no browser download: STACK.md). One
 * production server with its own freshly seeded database serves the four markets on their
 * `<market>.localhost` hosts. Two workers: the machine has two cores and the server needs one.
 */
export default defineConfig({
  testDir: "./tests",
  outputDir: "../.reports/e2e/results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: "../.reports/e2e.json" }],
    ["html", { outputFolder: "../.reports/e2e/html", open: "never" }]
  ],
  use: {
    ...devices["Desktop Chrome"],
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Cookies accepted, so the consent banner covers nothing; content-consent.spec.ts starts without.
    storageState: consentAccepted,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    actionTimeout: 15_000,
    navigationTimeout: 30_000
  },
  webServer: [
    {
      command: "bash scripts/serve.sh",
      // Node resolves no *.localhost names (Chromium does): plain localhost is the RO storefront.
      url: `http://localhost:${e2ePort}/`,
      timeout: 240_000,
      reuseExistingServer: process.env["CI"] === undefined && process.env["E2E_FRESH"] === undefined,
      stdout: "ignore",
      stderr: "pipe",
      env: { ...withoutEmulators, E2E_PORT: String(e2ePort) }
    },
    // A second server whose human check refuses everything (HUMAN_VERIFICATION=always-fail), for the
    // specs that show a blocked form (help-human-check.spec.ts). Same build, its own database.
    {
      command: "bash scripts/serve.sh",
      url: `http://localhost:${failingCheckPort}/`,
      timeout: 240_000,
      reuseExistingServer: process.env["CI"] === undefined && process.env["E2E_FRESH"] === undefined,
      stdout: "ignore",
      stderr: "pipe",
      env: { ...withoutEmulators, E2E_PORT: String(failingCheckPort), HUMAN_VERIFICATION: "always-fail" }
    },
    // A third server on the Firebase adapters (Auth and Firestore emulators, project demo-shop) for the
    // Firebase-mode specs (account-*-firebase.spec.ts). Only when the emulators' hosts are given;
    // E2E_FIREBASE=required (test-all) makes their absence an error (tests/support/firebase.ts).
    ...(firebaseEnabled()
      ? [{
        command: "bash scripts/serve.sh",
        url: `http://localhost:${firebasePort}/`,
        timeout: 240_000,
        reuseExistingServer: process.env["CI"] === undefined && process.env["E2E_FRESH"] === undefined,
        stdout: "ignore" as const,
        stderr: "pipe" as const,
        env: firebaseServerEnv()
      }]
      : [])
  ]
})
