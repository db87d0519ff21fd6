import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

const root = fileURLToPath(new URL(".", import.meta.url))

/**
 * The contract tests, apart from the root run (vitest.workspace.ts): the consumer project writes
 * pacts/*.json, the provider project verifies them against the running web app, so they run one
 * after the other (package.json `test:consumer`, then `test:provider`), never together.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "consumer",
          root,
          include: ["consumer/**/*.pact.test.ts"],
          // Each file writes its own pact file; the mock servers are separate processes' ports.
          testTimeout: 30_000
        }
      },
      {
        test: {
          name: "provider",
          root,
          include: ["provider/**/*.verify.test.ts"],
          // Starting the app, seeding its in-memory database and verifying every interaction.
          testTimeout: 300_000,
          hookTimeout: 240_000
        }
      }
    ]
  }
})
