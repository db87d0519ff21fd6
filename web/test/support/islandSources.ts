import { readFileSync } from "node:fs"
import path from "node:path"
import { reachableFrom, repoRoot, workspacePackages } from "./importGraph.ts"

const web = path.resolve(import.meta.dirname, "../..")

/**
 * The sources a page's islands reach: their files and every module they import, statically or lazily
 * (the catalogues themselves left out). With `{ web: "only" }` the web package's own; otherwise core's
 * and the adapters' too, because core's rules hand the islands message keys (a cart limit's toast, a
 * checkout field's error): the safe reading for a page that carries whole areas.
 */
export const sourcesFrom = (entries: ReadonlyArray<string>, options: { readonly web?: "only" } = {}): ReadonlyArray<string> =>
  [...reachableFrom(entries.map((entry) => path.resolve(web, entry)), options.web === "only" ? {} : workspacePackages).keys()]
    .filter((file) => /\.tsx?$/.test(file) && !path.relative(web, file).startsWith("messages") && !file.includes(`${path.sep}src${path.sep}i18n${path.sep}`))

/** Text in a file of the repository, starting with `prefix`, that is not a message key here (literal or template). */
export interface NotAMessage {
  readonly file: string
  readonly prefix: string
}

/**
 * Core writes keys with dots (`sell.not-accepted.model`) and the islands read them with dashes
 * (storefront/sell/sellText.ts sellKey): a literal or a prefix counts in both spellings.
 */
const asKey = (text: string): string => text.replaceAll(".", "-")

/** Every string literal in those sources that is a key of `catalogue` (dotted or not), but those `notMessages` names. */
export const keysNamedIn = (
  files: ReadonlyArray<string>,
  catalogue: Readonly<Record<string, string>>,
  notMessages: ReadonlyArray<NotAMessage> = []
): ReadonlyArray<string> =>
  [...new Set(files.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/["'`]([a-z0-9][a-zA-Z0-9.-]*)["'`]/g)]
      .map((m) => m[1] ?? "")
      .filter((text) => !notMessages.some((known) => text.startsWith(known.prefix) && path.relative(repoRoot, file) === known.file))
      .map(asKey)
      .filter((key) => key in catalogue)
  ))].sort()

/**
 * The keys of `catalogue` a template literal in those sources can build: every key that starts with
 * the text before its first `${` (`sell-category-${id}`, `sell.steps.${step}.title`).
 */
export const keysBuiltIn = (
  files: ReadonlyArray<string>,
  catalogue: Readonly<Record<string, string>>,
  notMessages: ReadonlyArray<NotAMessage> = []
): ReadonlyArray<string> => {
  const prefixes = [...new Set(files.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/`([a-z0-9][a-zA-Z0-9.-]*[-.])\$\{/g)]
      .map((m) => m[1] ?? "")
      .filter((prefix) => !notMessages.some((known) => known.prefix === prefix && path.relative(repoRoot, file) === known.file))
      .map(asKey)
  ))]
  return Object.keys(catalogue).filter((key) => prefixes.some((prefix) => key.startsWith(prefix))).sort()
}
