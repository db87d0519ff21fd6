import { Markets } from "@shop/core"

/**
 * Placeholder home page: the storefront pages arrive with their own issue. Today the app serves the
 * backend calls under /api/; this page says so and lists them, and claims nothing more.
 */
export default function Home() {
  return (
    <main>
      <h1>The storefront is coming</h1>
      <p>
        The shop pages are not built yet. The backend calls are served under <code>/api/</code> for the markets{" "}
        {Markets.MarketCodes.join(", ")}.
      </p>
    </main>
  )
}
