import fs from "node:fs"
import path from "node:path"

/**
 * The static imports of a TypeScript tree, resolved to files, for the architecture tests: which
 * module may import which is a rule of DESIGN.md, and a rule nobody checks drifts.
 */

/** The repository's root, and the folders the workspace's package names stand for. */
export const repoRoot = path.resolve(import.meta.dirname, "../../..")
export const workspacePackages: Readonly<Record<string, string>> = {
  "@shop/core/test-support/": path.join(repoRoot, "core/test/support/"),
  "@shop/core/": path.join(repoRoot, "core/src/"),
  "@shop/adapters/": path.join(repoRoot, "adapters/src/")
}

const specifiers = /(?:^|\n)\s*(?:import|export)\s[^;"']*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|(?:^|\n)\s*import\s*["']([^"']+)["']/g
const extensions = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"]

export const sourceFiles = (dir: string): ReadonlyArray<string> =>
  fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`))

export const importsOf = (file: string): ReadonlyArray<string> =>
  [...fs.readFileSync(file, "utf8").matchAll(specifiers)].map((m) => m[1] ?? m[2] ?? m[3] ?? "")

/** Resolves a specifier to a file of the repository, or null for a package outside it. */
export const resolveImport = (
  from: string,
  specifier: string,
  packages: Readonly<Record<string, string>>
): string | null => {
  let base: string | null = null
  if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier)
  else {
    const prefix = Object.keys(packages).sort((a, b) => b.length - a.length).find((p) => specifier.startsWith(p))
    if (prefix !== undefined) base = path.resolve(packages[prefix] ?? "", specifier.slice(prefix.length))
  }
  if (base === null) return null
  for (const extension of extensions) {
    const candidate = base + extension
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

/** Every node reached from `roots` by `next`, breadth first, each with the chain that reached it. */
const walk = (
  roots: ReadonlyArray<string>,
  next: (node: string) => ReadonlyArray<string>
): ReadonlyMap<string, ReadonlyArray<string>> => {
  const seen = new Map<string, ReadonlyArray<string>>()
  const queue: Array<[string, ReadonlyArray<string>]> = roots.map((root) => [root, [root]])
  while (queue.length > 0) {
    const [node, chain] = queue.shift()!
    if (seen.has(node)) continue
    seen.set(node, chain)
    for (const target of next(node)) if (!seen.has(target)) queue.push([target, [...chain, target]])
  }
  return seen
}

/**
 * Every file reachable from `roots` through static and dynamic imports, each with the chain that
 * reached it (for a failure message a person can follow).
 */
export const reachableFrom = (
  roots: ReadonlyArray<string>,
  packages: Readonly<Record<string, string>>
): ReadonlyMap<string, ReadonlyArray<string>> =>
  walk(roots, (file) => importsOf(file).flatMap((specifier) => resolveImport(file, specifier, packages) ?? []))

const statements = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;"']*?)\s*from\s*["']([^"']+)["']|(?:^|\n)\s*import\s*["']([^"']+)["']/g

/**
 * The imports a module evaluates when it loads: static imports and re-exports, without `import type`
 * and `export type` (erased) and without `import()` (loaded later, in a chunk of its own). An import
 * of type specifiers only (`import { type A } from`) counts: under verbatimModuleSyntax it stays.
 */
export const loadedImportsOf = (file: string): ReadonlyArray<string> =>
  [...fs.readFileSync(file, "utf8").matchAll(statements)]
    .filter((m) => m[5] !== undefined || m[2] === undefined)
    .map((m) => m[5] ?? m[4] ?? "")

/**
 * What loading `roots` evaluates, each file with the chain that reached it; packages outside the
 * repository appear by their name (`effect`, `react-intl`).
 */
export const loadedFrom = (
  roots: ReadonlyArray<string>,
  packages: Readonly<Record<string, string>>
): ReadonlyMap<string, ReadonlyArray<string>> =>
  walk(roots, (file) =>
    !path.isAbsolute(file)
      ? []
      : loadedImportsOf(file).flatMap((specifier) => {
        const target = resolveImport(file, specifier, packages)
        const name = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0] ?? specifier
        if (target !== null) return [target]
        return (specifier.startsWith(".") || Object.keys(packages).some((p) => specifier.startsWith(p)) ? [] : [name])
      }))
