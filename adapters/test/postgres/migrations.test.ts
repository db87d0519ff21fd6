/// <reference types="node" />
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "@effect/vitest"
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api"
import { findMigrationsFolder } from "../../src/postgres/migrate.ts"
import * as schema from "../../src/postgres/schema/index.ts"

/**
 * The committed migrations must describe the schema in code: a column added to a table without
 * `npx drizzle-kit generate` (in adapters/) would otherwise only show up as a failing query.
 */
describe("adapters/migrations", () => {
  it("are up to date with the Drizzle schema", async () => {
    const folder = findMigrationsFolder()
    expect(folder).toBeDefined()
    const journal = JSON.parse(readFileSync(join(folder ?? "", "meta", "_journal.json"), "utf8")) as {
      entries: ReadonlyArray<{ idx: number; tag: string }>
    }
    const last = journal.entries.at(-1)
    expect(last).toBeDefined()
    const snapshotFile = join(folder ?? "", "meta", `${String(last?.idx).padStart(4, "0")}_snapshot.json`)
    const previous = JSON.parse(readFileSync(snapshotFile, "utf8")) as Parameters<typeof generateMigration>[0]
    const current = generateDrizzleJson(schema as Record<string, unknown>, (previous as { id: string }).id)
    expect(await generateMigration(previous, current)).toEqual([])
  })

  it("are dated in their order: drizzle's migrator skips one dated before the last it applied", () => {
    const folder = findMigrationsFolder() ?? ""
    const journal = JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8")) as {
      entries: ReadonlyArray<{ idx: number; when: number; tag: string }>
    }
    journal.entries.forEach((entry, index) => {
      expect(entry.idx, entry.tag).toBe(index)
      if (index > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[index - 1]!.when)
    })
  })
})
