/** A star rating drawn with text stars; the label says it in words (the stars are hidden from readers). */
export function Stars(props: { readonly rating: number; readonly label: string }) {
  const full = Math.max(0, Math.min(5, Math.round(props.rating)))
  return (
    <span className="stars" role="img" aria-label={props.label} data-rating={full}>
      <span aria-hidden="true">{"★".repeat(full)}<span className="stars-empty">{"☆".repeat(5 - full)}</span></span>
    </span>
  )
}
