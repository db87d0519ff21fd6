import { defineConfig } from "drizzle-kit"

// `npx drizzle-kit generate` (run in adapters/) writes SQL migrations for the one schema into
// ./migrations; the `migrate` program applies them on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/postgres/schema/index.ts",
  out: "./migrations",
  strict: true,
  verbose: true
})
