import path from "node:path"
import { describe, expect, it } from "vitest"
import { importsOf, repoRoot as repo, resolveImport, sourceFiles, workspacePackages as packages } from "../support/importGraph.ts"

/**
 * No module of the web shell (web/src, web/app) reaches itself through its imports, type imports included: a circle
 * (38 storefront modules once went round through views.ts) means no module of it can be read,
 * tested or split on its own, and a bundler's evaluation order inside it is an accident.
 */

const web = path.join(repo, "web")

type Graph = ReadonlyMap<string, ReadonlyArray<string>>

const graphOf = (files: ReadonlyArray<string>): Graph => {
  const inside = new Set(files)
  return new Map(files.map((file) => [
    file,
    importsOf(file)
      .map((specifier) => resolveImport(file, specifier, packages))
      .filter((target): target is string => target !== null && inside.has(target))
  ]))
}

/** One circle through each strongly connected part of the graph (Tarjan), as a readable chain. */
const cyclesOf = (graph: Graph): ReadonlyArray<ReadonlyArray<string>> => {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: Array<string> = []
  const onStack = new Set<string>()
  const parts: Array<ReadonlyArray<string>> = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!))
    }
    if (low.get(file) !== index.get(file)) return
    const part: Array<string> = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      part.push(member)
    } while (member !== file)
    if (part.length > 1 || (graph.get(file) ?? []).includes(file)) parts.push(part)
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return parts.map((part) => circleThrough(graph, new Set(part), part[0]!))
}

/** The shortest way from `start` back to itself inside one strongly connected part. */
const circleThrough = (graph: Graph, part: ReadonlySet<string>, start: string): ReadonlyArray<string> => {
  const queue: Array<ReadonlyArray<string>> = [[start]]
  const seen = new Set<string>()
  while (queue.length > 0) {
    const chain = queue.shift()!
    for (const target of graph.get(chain[chain.length - 1]!) ?? []) {
      if (target === start) return [...chain, start]
      if (part.has(target) && !seen.has(target)) {
        seen.add(target)
        queue.push([...chain, target])
      }
    }
  }
  return [start]
}

describe("the web shell's imports", () => {
  it("finds circles (the check itself)", () => {
    const graph: Graph = new Map([["a", ["b"]], ["b", ["c", "e"]], ["c", ["a"]], ["d", ["d"]], ["e", []]])
    const circles = cyclesOf(graph)
    expect(circles.map((circle) => circle.join(" ")).toSorted()).toEqual(["c a b c", "d d"])
    expect(cyclesOf(new Map([["a", ["b"]], ["b", []]]))).toEqual([])
  })

  // web/app with web/src: a route or page module is part of the shell too (the Pact provider states
  // once imported each other), and a circle may run through both folders.
  it("go round in no circle in web/src and web/app", () => {
    const files = [...sourceFiles(path.join(web, "src")), ...sourceFiles(path.join(web, "app"))]
    expect(files.length).toBeGreaterThan(250)
    const circles = cyclesOf(graphOf(files)).map((circle) => circle.map((file) => path.relative(repo, file)).join(" -> "))
    expect(circles).toEqual([])
  })
})
