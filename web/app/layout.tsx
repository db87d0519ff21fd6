import type { Metadata } from "next"
import type { ReactNode } from "react"

export const metadata: Metadata = {
  title: "Refurbished devices shop",
  description: "Refurbished phones, tablets, laptops, smartwatches and consoles in RO, BG, HU and GR."
}

/** The root layout. The storefront issue gives it the market's language, fonts and providers. */
export default function RootLayout({ children }: { readonly children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
