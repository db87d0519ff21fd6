import { StaffNotFound, staffNotFoundMetadata } from "../../../src/staff/ui/StaffNotFound.tsx"

/** A console address that names nothing, or a record that is not there: the console's 404, in its document. */
export const metadata = staffNotFoundMetadata

export default function NotFound() {
  return <StaffNotFound />
}
