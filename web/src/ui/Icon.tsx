/** The line icons app/styles/icons.css draws. */
export type IconName = "cart" | "person" | "search" | "warranty" | "returns" | "delivery" | "payment"

/**
 * A decorative icon beside a word that says the same (hidden from assistive technology). An empty
 * span the stylesheet paints: a few bytes in the HTML and the page's payload instead of an inline SVG.
 */
export function Icon(props: { readonly name: IconName }) {
  return <span className={`icon icon-${props.name}`} aria-hidden="true" />
}

/** The same icon inside a mark of its own (`className` gives its box and colours): one element, not two. */
export function IconBadge(props: { readonly name: IconName; readonly className: string }) {
  return <span className={`${props.className} icon-badge icon-${props.name}`} aria-hidden="true" />
}
