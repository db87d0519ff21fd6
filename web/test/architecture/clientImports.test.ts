import fs from "node:fs"
import path from "node:path"
import { reachableFrom, repoRoot as repo, sourceFiles, workspacePackages as packages } from "../support/importGraph.ts"
import { describe, expect, it } from "vitest"

const web = path.join(repo, "web")
const serverOnly = [
  path.join(repo, "core/src/backend") + path.sep,
  path.join(repo, "adapters/src/postgres") + path.sep,
  path.join(web, "src/server") + path.sep
]

const clientModules = [...sourceFiles(path.join(web, "src")), ...sourceFiles(path.join(web, "app"))]
  .filter((file) => /^\s*["']use client["']/.test(fs.readFileSync(file, "utf8")))

describe("what the browser loads", () => {
  it("finds the client modules", () => {
    expect(clientModules.length).toBeGreaterThan(20)
  })

  it("never reaches core's backend, the database adapters or web's server code", () => {
    const reached = reachableFrom(clientModules, packages)
    const leaks = [...reached.entries()]
      .filter(([file]) => serverOnly.some((dir) => file.startsWith(dir)))
      .map(([, chain]) => chain.map((file) => path.relative(repo, file)).join(" -> "))
    expect(leaks).toEqual([])
  })
})
