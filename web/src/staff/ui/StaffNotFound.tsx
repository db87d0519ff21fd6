import Link from "next/link"

/** A console address that names nothing (before or after sign-in: English, the console's default). */
export function StaffNotFound() {
  return (
    <section className="staff-panel" data-testid="staff-not-found">
      <h1>404</h1>
      <p>Nothing here: the record does not exist or the address is wrong.</p>
      <p><Link href="/staff/">Back to the dashboard</Link></p>
    </section>
  )
}
