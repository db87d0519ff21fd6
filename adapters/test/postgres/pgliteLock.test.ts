import { describe, expect, it } from "@effect/vitest"
import { spawn } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { Effect, Exit, Layer } from "effect"
import { Database } from "../../src/postgres/Database.ts"
import { layerPgliteDataDir } from "../../src/postgres/layers.ts"

/**
 * Issue 14: two processes on one PGlite data folder each served their own copy and corrupted it. The
 * folder is locked while open; a second opener is refused with a message that names PostgreSQL.
 */
const folder = () => join(mkdtempSync(join(tmpdir(), "shop-pglite-lock-")), "pglite")

const open = (dir: string) => Effect.scoped(Effect.provide(Effect.asVoid(Database.use(() => Effect.void)), Layer.fresh(layerPgliteDataDir(dir))))

const fixture = fileURLToPath(new URL("./fixtures/holdPglite.ts", import.meta.url))
const tsx = fileURLToPath(new URL("../../../node_modules/.bin/tsx", import.meta.url))

/** Another process holding the folder open until `release()`. */
const holdInAnotherProcess = (dir: string) =>
  new Promise<{ readonly release: () => Promise<number | null> }>((resolve, reject) => {
    const child = spawn(tsx, [fixture, dir], { stdio: ["pipe", "pipe", "inherit"] })
    let output = ""
    child.stdout.on("data", (data) => {
      output += String(data)
      if (output.includes("open")) {
        resolve({
          release: () =>
            new Promise((done) => {
              child.once("exit", (code) => done(code))
              child.stdin.end()
            })
        })
      }
    })
    child.once("exit", (code) => reject(new Error(`the holder exited with ${code}: ${output}`)))
  })

describe("the embedded database's data folder serves one process", () => {
  it.live("while another process has the folder open, opening it is refused with the reason and the way out", () =>
    Effect.gen(function* () {
      const dir = folder()
      const holder = yield* Effect.promise(() => holdInAnotherProcess(dir))
      const refused = yield* Effect.exit(open(dir))
      expect(Exit.isFailure(refused)).toBe(true)
      const message = JSON.stringify(refused)
      expect(message).toContain("is in use by another process")
      expect(message).toContain("DATABASE_URL")
      expect(yield* Effect.promise(() => holder.release())).toBe(0)
      // Closed by its holder, the folder opens again (and its data is still there).
      expect(Exit.isSuccess(yield* Effect.exit(open(dir)))).toBe(true)
    }), 120_000)

  it.live("in one process too, a second open of a folder already open is refused until the first closes", () =>
    Effect.gen(function* () {
      const dir = folder()
      yield* Effect.scoped(Effect.gen(function* () {
        yield* Layer.build(Layer.fresh(layerPgliteDataDir(dir)))
        const second = yield* Effect.exit(open(dir))
        expect(JSON.stringify(second)).toContain("is in use by another process")
      }))
      expect(Exit.isSuccess(yield* Effect.exit(open(dir)))).toBe(true)
    }), 120_000)
})
