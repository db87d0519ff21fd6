import { notFound } from "next/navigation"
import { staffNotFoundMetadata } from "../../../../src/staff/ui/StaffNotFound.tsx"

/**
 * Any /staff/ address no console page has (status 404): without it the storefront's catch-all would
 * take it and answer with the shop's 404 page in the shop's document. Here it is the console's
 * (app/(console)/staff/not-found.tsx), as before the console had a root layout of its own.
 */

/** The page's own title, as the storefront's catch-all gives its unknown paths: the browser keeps it after hydration. */
export const metadata = staffNotFoundMetadata

export default function UnknownStaffPage(): never {
  notFound()
}
