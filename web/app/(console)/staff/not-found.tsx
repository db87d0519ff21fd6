import type { Metadata } from "next"
import { StaffNotFound } from "../../../src/staff/ui/StaffNotFound.tsx"

/** A console address that names nothing, or a record that is not there: the console's 404, in its document. */
export const metadata: Metadata = { title: "404", robots: { index: false } }

export default function NotFound() {
  return <StaffNotFound />
}
