"use client"

/** A console page whose data failed (logged on the server): say so, and offer to try again. */
export default function StaffError(_props: { readonly error: Error & { readonly digest?: string }; readonly reset: () => void }) {
  return (
    <section className="staff-panel" data-testid="staff-error">
      <h1>This page could not be loaded</h1>
      <p>The database may be busy. Nothing was changed.</p>
      <button type="button" className="staff-button" onClick={() => window.location.reload()}>Try again</button>
    </section>
  )
}
