import path from "node:path"
import { describe, expect, it } from "vitest"
import { importsOf, resolveImport, sourceFiles } from "../support/importGraph.ts"

const src = path.resolve(import.meta.dirname, "../../../core/src")
const backend = path.join(src, "backend") + path.sep

describe("core's layers (DESIGN.md)", () => {
  it("imports nothing but effect and its own files", () => {
    expect(sourceFiles(src).length).toBeGreaterThan(100)
    const foreign = sourceFiles(src).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => !specifier.startsWith(".") && specifier !== "effect" && !specifier.startsWith("effect/"))
        .map((specifier) => `${path.relative(src, file)} imports ${specifier}`)
    )
    expect(foreign).toEqual([])
  })

  it("keeps the server-only backend out of what the browser may import", () => {
    // Cart, sell, orders, payments pages, catalog types...: shared by the browser and the server.
    // backend/: services over repository ports, run on the server only.
    const crossings = sourceFiles(src)
      .filter((file) => !file.startsWith(backend))
      .flatMap((file) =>
        importsOf(file)
          .map((specifier) => resolveImport(file, specifier, {}))
          .filter((target): target is string => target !== null && target.startsWith(backend))
          .map((target) => `${path.relative(src, file)} imports ${path.relative(src, target)}`)
      )
    expect(crossings).toEqual([])
  })
})
