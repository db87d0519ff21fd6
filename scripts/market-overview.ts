// What `npm start` shows until the web shell lands: each storefront's settings and route table,
// read from the core (the same tables the web shell will serve).
import { Result } from "effect"
import { Categories } from "../core/src/catalog/category.ts"
import { MarketCodes, markets } from "../core/src/markets/market.ts"
import { categorySlug, productUrl, routeTable } from "../core/src/routes/index.ts"

for (const code of MarketCodes) {
  const m = markets[code]
  console.log(`\n${code}  locale=${m.locale}  currency=${m.currencyLabel}  time zone=${m.timeZone}`)
  console.log(`  categories: ${Categories.map((c) => `${c}=${categorySlug(code, c)}`).join(", ")}`)
  const sample = productUrl(code, {
    brand: "Apple", category: "smartphone", model: "iPhone 13", storage: "128 GB", colour: "Midnight",
    legacyModelId: 4711, shape: "excellent"
  })
  console.log(`  product URL example: ${Result.isSuccess(sample) ? sample.success : "(unavailable)"}`)
  for (const [key, path] of Object.entries(routeTable(code))) console.log(`  ${key.padEnd(20)} ${path}`)
}
console.log("\nThe web shell (storefront pages) arrives with the storefront issue; this overview is what the core serves today.")
