import type { Metadata, Viewport } from "next"
import type { ReactNode } from "react"
import { StaffDocument, staffMetadata } from "../../src/staff/StaffDocument.tsx"
import "../globals.css"

/**
 * The staff console's root layout (issue 15): a root layout of its own beside the storefront's
 * (app/(shop)/layout.tsx), so the console's nav, catalogue and styles never load with a shop page, and
 * the shop's header, islands and styles never with a console page. The console's document is
 * StaffDocument (the member's language, whatever the market host); the shop's base styles
 * (globals.css: colours, type, skip link) stay under the console's own (src/staff/staff.css).
 */
export const metadata: Metadata = staffMetadata

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0d5c46" }

export default function StaffLayout({ children }: { readonly children: ReactNode }) {
  return <StaffDocument>{children}</StaffDocument>
}
