import { describe, expect, it } from "@effect/vitest"
import { InvalidRequest, NotFound, RepositoryError } from "@shop/core/errors"
import { CatalogReadCache } from "@shop/adapters/postgres/CatalogReadCache"
import { CatalogRepository, type CatalogRepositoryShape } from "@shop/core/backend/ports/CatalogRepository"
import { Effect } from "effect"
import { vi } from "vitest"
import { loadForPage } from "../../src/server/page.ts"

/** The pages' catalog: the read cache's repository (a stand-in object; only its identity is checked). */
const cachedCatalog = {} as CatalogRepositoryShape

vi.mock("server-only", () => ({}))
vi.mock("../../src/server/runtime.ts", () => ({
  runExit: (effect: Effect.Effect<unknown, unknown, CatalogReadCache>) =>
    Effect.runPromiseExit(Effect.provideService(effect, CatalogReadCache, CatalogReadCache.of({ repository: cachedCatalog, version: () => 0 })))
}))
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND")
  }
}))

describe("loadForPage", () => {
  it("answers the data", async () => {
    expect(await loadForPage(Effect.succeed(42))).toBe(42)
  })

  it("reads the catalog through the read cache (issue 15), not the database's repository", async () => {
    expect(await loadForPage(Effect.map(Effect.service(CatalogRepository), (repository) => repository === cachedCatalog))).toBe(true)
  })

  it("renders the not-found page for an unknown thing or a URL that does not decode", async () => {
    await expect(loadForPage(Effect.fail(new NotFound({ entity: "product", id: "1", message: "x" })))).rejects.toThrow("NEXT_NOT_FOUND")
    await expect(loadForPage(Effect.fail(new InvalidRequest({ message: "storage must not contain control characters" })))).rejects.toThrow("NEXT_NOT_FOUND")
  })

  it("throws for Next's error page on anything else, without the cause's text", async () => {
    const failed = loadForPage(Effect.fail(new RepositoryError({ operation: "list", message: "Failed query: select" })))
    await expect(failed).rejects.toThrow("The page data could not be loaded")
  })
})
