import { rmSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { PactV4 } from "@pact-foundation/pact"

/** Where the consumer tests write the pacts and the provider verification reads them (committed). */
export const pactDir = fileURLToPath(new URL("../pacts/", import.meta.url))

/** The web app's backend: its route handlers under web/app/api. */
export const provider = "shop-backend"

/**
 * The consumers: the shell's http adapters, one pact each (adapters/src/http): the fetch adapters of
 * the shop's calls (shop, checkout, sell, the public forms, the sign-in pages), and the embedded
 * identity and remote cart store (issue 6).
 */
export const consumers = {
  shopApi: "shop-shell-shop-api",
  checkoutApi: "shop-shell-checkout-api",
  sellApi: "shop-shell-sell-api",
  formsApi: "shop-shell-forms-api",
  shopAuthApi: "shop-shell-shop-auth-api",
  identity: "shop-shell-identity",
  remoteCart: "shop-shell-remote-cart"
} as const

export const pactFileOf = (consumer: string): string => `${pactDir}${consumer}-${provider}.json`

/**
 * A PactV4 for one consumer. Its pact file is removed first: pact files are merged with what is on
 * disk, and an interaction a test no longer declares must leave the contract.
 */
export const consumerPact = (consumer: string): PactV4 => {
  rmSync(pactFileOf(consumer), { force: true })
  return new PactV4({ consumer, provider, dir: pactDir, logLevel: "warn" })
}
