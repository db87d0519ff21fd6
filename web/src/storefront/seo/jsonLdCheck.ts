/**
 * A run-time check of the shop's JSON-LD against what schema.org's types and Google's structured-data
 * rules require, beyond what the schema-dts types hold at compile time (issue 17): the properties a
 * type must have, absolute URLs, numbers that agree, enumerations named by their schema.org URL. It
 * answers the problems found, [] when none. The unit tests run it on every graph the builders make;
 * e2e/tests/seo.spec.ts runs it on what the served pages carry. No imports: e2e reads it as it is.
 */

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }
type Node = { readonly [key: string]: Json }

const isNode = (value: Json | undefined): value is Node => typeof value === "object" && value !== null && !Array.isArray(value)

const isAbsoluteUrl = (value: Json | undefined): boolean => {
  if (typeof value !== "string") return false
  try {
    const url = new URL(value)
    return url.protocol === "https:" || url.protocol === "http:"
  } catch {
    return false
  }
}

const text = (value: Json | undefined): value is string => typeof value === "string" && value.trim() !== ""

const numeric = (value: Json | undefined): number =>
  typeof value === "number" ? value : typeof value === "string" && /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN

const listOf = (value: Json | undefined): ReadonlyArray<Json> =>
  value === undefined ? [] : Array.isArray(value) ? (value as ReadonlyArray<Json>) : [value as Json]

const availabilities = new Set(["InStock", "OutOfStock", "SoldOut", "PreOrder", "BackOrder", "LimitedAvailability", "Discontinued"].map((a) => `https://schema.org/${a}`))
const conditions = new Set(["NewCondition", "RefurbishedCondition", "UsedCondition", "DamagedCondition"].map((c) => `https://schema.org/${c}`))

const checkOffer = (offer: Json, where: string): ReadonlyArray<string> => {
  if (!isNode(offer)) return [`${where}: not an object`]
  const problems: Array<string> = []
  if (offer["@type"] !== "Offer") problems.push(`${where}: @type is not Offer`)
  const price = numeric(offer["price"])
  if (!Number.isFinite(price) || price < 0) problems.push(`${where}: price is not a non-negative number`)
  if (typeof offer["priceCurrency"] !== "string" || !/^[A-Z]{3}$/.test(offer["priceCurrency"])) problems.push(`${where}: priceCurrency is not ISO 4217`)
  if (typeof offer["availability"] !== "string" || !availabilities.has(offer["availability"])) problems.push(`${where}: availability is not a schema.org ItemAvailability`)
  if (typeof offer["itemCondition"] !== "string" || !conditions.has(offer["itemCondition"])) problems.push(`${where}: itemCondition is not a schema.org OfferItemCondition`)
  if (!isAbsoluteUrl(offer["url"])) problems.push(`${where}: url is not absolute`)
  const seller = offer["seller"]
  if (!isNode(seller) || !text(seller["name"])) problems.push(`${where}: seller has no name`)
  return problems
}

const checkRating = (rating: Json, where: string): ReadonlyArray<string> => {
  if (!isNode(rating)) return [`${where}: not an object`]
  const value = numeric(rating["ratingValue"])
  const best = rating["bestRating"] === undefined ? 5 : numeric(rating["bestRating"])
  const worst = rating["worstRating"] === undefined ? 1 : numeric(rating["worstRating"])
  const count = numeric(rating["reviewCount"] ?? rating["ratingCount"])
  const problems: Array<string> = []
  if (rating["@type"] !== "AggregateRating") problems.push(`${where}: @type is not AggregateRating`)
  if (!(value >= worst && value <= best)) problems.push(`${where}: ratingValue ${String(value)} is outside ${worst}-${best}`)
  if (!(Number.isInteger(count) && count > 0)) problems.push(`${where}: reviewCount is not a positive whole number`)
  return problems
}

const checkProduct = (node: Node, where: string): ReadonlyArray<string> => {
  const problems: Array<string> = []
  if (!text(node["name"])) problems.push(`${where}: Product has no name`)
  const images = listOf(node["image"])
  if (images.length === 0 || !images.every(isAbsoluteUrl)) problems.push(`${where}: Product image missing or not absolute`)
  const offers = listOf(node["offers"])
  // Google: a Product needs offers, a review or an aggregateRating; the shop always sells it.
  if (offers.length === 0) problems.push(`${where}: Product has no offers`)
  offers.forEach((offer, i) => problems.push(...checkOffer(offer, `${where}.offers[${i}]`)))
  if (node["aggregateRating"] !== undefined) problems.push(...checkRating(node["aggregateRating"], `${where}.aggregateRating`))
  const brand = node["brand"]
  if (brand !== undefined && (!isNode(brand) || !text(brand["name"]))) problems.push(`${where}: brand has no name`)
  return problems
}

const checkBreadcrumbs = (node: Node, where: string): ReadonlyArray<string> => {
  const items = listOf(node["itemListElement"])
  if (items.length === 0) return [`${where}: BreadcrumbList has no items`]
  return items.flatMap((item, i) => {
    if (!isNode(item)) return [`${where}[${i}]: not an object`]
    const problems: Array<string> = []
    if (item["@type"] !== "ListItem") problems.push(`${where}[${i}]: @type is not ListItem`)
    if (item["position"] !== i + 1) problems.push(`${where}[${i}]: position is not ${i + 1}`)
    if (!text(item["name"])) problems.push(`${where}[${i}]: no name`)
    // Only the last crumb (the page itself) may leave its URL out.
    if (!(isAbsoluteUrl(item["item"]) || (i === items.length - 1 && item["item"] === undefined))) problems.push(`${where}[${i}]: item is not an absolute URL`)
    return problems
  })
}

const checkWebSite = (node: Node, where: string): ReadonlyArray<string> => {
  const problems: Array<string> = []
  if (!text(node["name"])) problems.push(`${where}: WebSite has no name`)
  if (!isAbsoluteUrl(node["url"])) problems.push(`${where}: WebSite url is not absolute`)
  for (const action of listOf(node["potentialAction"])) {
    if (!isNode(action) || action["@type"] !== "SearchAction") continue
    const target = action["target"]
    const template = isNode(target) ? target["urlTemplate"] : target
    const input = action["query-input"]
    const name = typeof input === "string" ? /name=([A-Za-z_]+)/.exec(input)?.[1] : undefined
    if (typeof template !== "string" || !isAbsoluteUrl(template.replace(/\{[^}]*\}/g, "x"))) problems.push(`${where}: SearchAction target is not an absolute URL template`)
    else if (name === undefined || !template.includes(`{${name}}`)) problems.push(`${where}: SearchAction query-input names no placeholder of its target`)
  }
  return problems
}

const checkOrganization = (node: Node, where: string): ReadonlyArray<string> => {
  const problems: Array<string> = []
  if (!text(node["name"])) problems.push(`${where}: Organization has no name`)
  if (!isAbsoluteUrl(node["url"])) problems.push(`${where}: Organization url is not absolute`)
  if (node["logo"] !== undefined && !isAbsoluteUrl(node["logo"])) problems.push(`${where}: Organization logo is not absolute`)
  return problems
}

const checkers: Readonly<Record<string, (node: Node, where: string) => ReadonlyArray<string>>> = {
  Product: checkProduct,
  BreadcrumbList: checkBreadcrumbs,
  WebSite: checkWebSite,
  Organization: checkOrganization
}

/** The problems of one JSON-LD document (an object, a `@graph` or an array of them); [] when none. */
export const jsonLdProblems = (document: unknown): ReadonlyArray<string> => {
  const root = document as Json
  const top = Array.isArray(root) ? (root as ReadonlyArray<Json>) : [root]
  return top.flatMap((entry, i): ReadonlyArray<string> => {
    if (!isNode(entry)) return [`[${i}]: not an object`]
    if (entry["@context"] !== "https://schema.org") return [`[${i}]: @context is not https://schema.org`]
    const nodes = entry["@graph"] === undefined ? [entry] : listOf(entry["@graph"])
    return nodes.flatMap((node, j) => {
      const where = `[${i}]${entry["@graph"] === undefined ? "" : `.@graph[${j}]`}`
      if (!isNode(node) || typeof node["@type"] !== "string") return [`${where}: no @type`]
      const check = checkers[node["@type"]]
      return check === undefined ? [`${where}: unexpected @type ${node["@type"]}`] : check(node, where)
    })
  })
}

/** The @types a document holds, in order (for tests that expect a page's graph). */
export const jsonLdTypes = (document: unknown): ReadonlyArray<string> => {
  const root = document as Json
  const top = Array.isArray(root) ? (root as ReadonlyArray<Json>) : [root]
  return top.flatMap((entry) => {
    if (!isNode(entry)) return []
    const nodes = entry["@graph"] === undefined ? [entry] : listOf(entry["@graph"])
    return nodes.flatMap((node) => (isNode(node) && typeof node["@type"] === "string" ? [node["@type"]] : []))
  })
}
