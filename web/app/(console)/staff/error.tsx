"use client"
import { useStaffErrorWords } from "../../../src/staff/ui/StaffErrorTexts.tsx"

/** A console page whose data failed (logged on the server): say so in the member's language, and offer to try again. */
export default function StaffError(_props: { readonly error: Error & { readonly digest?: string }; readonly reset: () => void }) {
  const words = useStaffErrorWords()
  return (
    <section className="staff-panel" data-testid="staff-error">
      <h1>{words.title}</h1>
      <p>{words.body}</p>
      <button type="button" className="staff-button" onClick={() => window.location.reload()}>{words.retry}</button>
    </section>
  )
}
