"use client"
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react"

export interface CategoryBarTexts {
  readonly back: string
  readonly more: string
}

interface Edges {
  /** Something is hidden before the first visible link. */
  readonly before: boolean
  /** Something is hidden after the last visible link. */
  readonly after: boolean
}

/** Half a pixel of slack: zoomed pages scroll by fractions. */
const hiddenEdges = (list: HTMLElement): Edges => ({
  before: list.scrollLeft > 0.5,
  after: list.scrollLeft + list.clientWidth < list.scrollWidth - 0.5
})

const Chevron = (props: { readonly back?: boolean }) => (
  <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
    <path d={props.back === true ? "m15 5-7 7 7 7" : "m9 5 7 7-7 7"} />
  </svg>
)

/**
 * The header's category links, which scroll sideways on a phone (issue 17: nothing said so). The edge
 * where more links hide fades out and carries an arrow button that scrolls by most of a screen; both go
 * once that edge is reached. Before the page is interactive (or without JavaScript) the right edge
 * fades on narrow screens, where the links overflow. Keyboard users tab through the links (the browser
 * scrolls each into view, clear of the fade) or use the arrows, which are real buttons with a name.
 */
export function CategoryBar(props: { readonly texts: CategoryBarTexts; readonly children: ReactNode }) {
  const list = useRef<HTMLUListElement>(null)
  const backButton = useRef<HTMLButtonElement>(null)
  const moreButton = useRef<HTMLButtonElement>(null)
  const [edges, setEdges] = useState<Edges | null>(null)

  const measure = useCallback(() => {
    const element = list.current
    if (element === null) return
    const next = hiddenEdges(element)
    // An arrow about to disappear must not take the keyboard focus with it: it moves to the other one.
    if (!next.after && document.activeElement === moreButton.current) backButton.current?.focus()
    if (!next.before && document.activeElement === backButton.current) moreButton.current?.focus()
    setEdges((current) => (current !== null && current.before === next.before && current.after === next.after ? current : next))
  }, [])

  useEffect(() => {
    const element = list.current
    if (element === null) return
    measure()
    element.addEventListener("scroll", measure, { passive: true })
    const resized = new ResizeObserver(measure)
    resized.observe(element)
    return () => {
      element.removeEventListener("scroll", measure)
      resized.disconnect()
    }
  }, [measure])

  const scroll = (direction: 1 | -1) => {
    const element = list.current
    if (element === null) return
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches
    element.scrollBy({ left: direction * Math.max(120, element.clientWidth * 0.7), behavior: smooth ? "smooth" : "auto" })
  }

  return (
    <div
      className="container category-scroller"
      data-measured={edges !== null}
      data-hidden-before={edges?.before === true}
      data-hidden-after={edges?.after === true}
    >
      <button
        ref={backButton}
        type="button"
        className="category-scroll category-scroll-back"
        aria-label={props.texts.back}
        aria-controls="category-links"
        hidden={edges?.before !== true}
        onClick={() => scroll(-1)}
      >
        <Chevron back />
      </button>
      <ul ref={list} id="category-links">{props.children}</ul>
      <button
        ref={moreButton}
        type="button"
        className="category-scroll category-scroll-more"
        aria-label={props.texts.more}
        aria-controls="category-links"
        hidden={edges?.after !== true}
        onClick={() => scroll(1)}
      >
        <Chevron />
      </button>
    </div>
  )
}
