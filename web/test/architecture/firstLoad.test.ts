import path from "node:path"
import { describe, expect, it } from "vitest"
import { loadedFrom, repoRoot as repo, workspacePackages as packages } from "../support/importGraph.ts"

/**
 * Issue 15: the islands a page renders at once load with the page, so what they import is every
 * visitor's first-load JavaScript. `effect` (~80 KiB gzip with its Schema), react-intl (~14 KiB) and
 * the route tables of all four markets (~9 KiB with their codecs) stay out of it: the cart engine,
 * the checkout form and the filled cart pages load on first use (web/src/client/cart/CartProvider.tsx,
 * docs/decisions-rendering.md). A page's server view passes the paths and offers its islands need.
 */

const web = path.join(repo, "web/src")

/** The islands a page renders at once: the header's, and those of product, cart, finalize and sell landing. */
const firstLoadIslands = [
  "client/islands.tsx",
  "ui/CartBadge.tsx",
  "ui/AccountLink.tsx",
  "client/consent/StoredConsentBanner.tsx",
  "client/ShopClient.tsx",
  "storefront/product/PurchasePanel.tsx",
  "storefront/cart/CartPage.tsx",
  "storefront/cart/CartExtraPage.tsx",
  "storefront/cart/CartLoginPage.tsx",
  "storefront/checkout/FinalizeCheckout.tsx",
  "storefront/sell/SellStart.tsx"
].map((file) => path.join(web, file))

const kept = [
  { what: "effect", is: (file: string) => file === "effect" },
  { what: "react-intl", is: (file: string) => file === "react-intl" },
  { what: "the route tables", is: (file: string) => file.startsWith(path.join(repo, "core/src/routes") + path.sep) }
]

describe("the first load of a page", () => {
  it("finds the islands", () => {
    expect(loadedFrom(firstLoadIslands, packages).size).toBeGreaterThan(firstLoadIslands.length)
  })

  for (const { what, is } of kept) {
    it(`never loads ${what} with the page (only on first use)`, () => {
      const reached = [...loadedFrom(firstLoadIslands, packages).entries()]
        .filter(([file]) => is(file))
        .map(([, chain]) => chain.map((file) => (path.isAbsolute(file) ? path.relative(repo, file) : file)).join(" -> "))
      expect(reached).toEqual([])
    })
  }
})
