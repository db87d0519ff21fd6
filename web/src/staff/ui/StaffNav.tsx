"use client"
import Link from "next/link"
import { usePathname } from "next/navigation"

/** The console's sections the member's role may open; the current one is marked for assistive technology too. */
export function StaffNav(props: { readonly label: string; readonly links: ReadonlyArray<{ readonly href: string; readonly text: string }> }) {
  const path = usePathname()
  const current = (href: string) => (href === "/staff/" ? path === "/staff" || path === "/staff/" : path.startsWith(href.replace(/\/$/, "")))
  return (
    <nav aria-label={props.label} className="staff-nav">
      <ul>
        {props.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} aria-current={current(link.href) ? "page" : undefined} data-testid="staff-nav-link">{link.text}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
