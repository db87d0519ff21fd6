import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { reachableFrom, repoRoot as repo, sourceFiles, workspacePackages as packages } from "../support/importGraph.ts"

/**
 * Issue 15: the storefront and the staff console are two root layouts (app/(shop)/layout.tsx and
 * app/(console)/layout.tsx, the console's pages under app/(console)/staff/). What a layout or page module imports goes into its chunks, so a console
 * module reached from a storefront layout or page is in every shopper's first load (the console's nav,
 * next/link and its English catalogue were, ~3 KiB gzip, when one root layout rendered both), and the
 * storefront's styles and islands reached from the console load with every console page.
 */

const app = path.join(repo, "web/app")
const consoleApp = path.join(app, "(console)") + path.sep
const apiApp = path.join(app, "api") + path.sep
const staffSrc = path.join(repo, "web/src/staff") + path.sep

/** Next's files that render (route handlers, sitemaps and robots answer without a document). */
const rendering = /^(layout|page|template|loading|error|global-error|not-found|global-not-found|default)\.tsx$/

const relative = (chain: ReadonlyArray<string>): string => chain.map((file) => path.relative(repo, file)).join(" -> ")

const storefrontEntries = sourceFiles(app)
  .filter((file) => rendering.test(path.basename(file)) && !file.startsWith(consoleApp) && !file.startsWith(apiApp))
const consoleEntries = sourceFiles(consoleApp).filter((file) => rendering.test(path.basename(file)))

const isClientModule = (file: string): boolean =>
  /\.(ts|tsx)$/.test(file) && /^\s*["']use client["']/.test(fs.readFileSync(file, "utf8"))

describe("the storefront's and the console's root layouts", () => {
  it("finds the storefront's layout and pages, and the console's", () => {
    expect(storefrontEntries.some((file) => path.basename(file) === "layout.tsx")).toBe(true)
    expect(storefrontEntries.length).toBeGreaterThan(4)
    expect(consoleEntries.some((file) => path.basename(file) === "layout.tsx")).toBe(true)
  })

  it("no storefront layout or page reaches a module of the staff console", () => {
    const leaks = [...reachableFrom(storefrontEntries, packages).entries()]
      .filter(([file]) => file.startsWith(staffSrc) || file.startsWith(consoleApp))
      .map(([, chain]) => relative(chain))
    expect(leaks).toEqual([])
  })

  it("no console layout or page reaches the storefront's styles or its client components", () => {
    const leaks = [...reachableFrom(consoleEntries, packages).entries()]
      .filter(([file]) =>
        (file.endsWith(".css") && file !== path.join(app, "globals.css") && !file.startsWith(staffSrc)) ||
        (isClientModule(file) && !file.startsWith(staffSrc) && !file.startsWith(consoleApp)))
      .map(([, chain]) => relative(chain))
    expect(leaks).toEqual([])
  })
})
