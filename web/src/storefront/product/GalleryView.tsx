"use client"
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react"
import type { PictureProps } from "../../ui/pictureProps.ts"

/** An <img>'s attributes as the server computed them (a type only: the computing stays on the server). */
export type PictureAttributes = PictureProps

export interface GallerySlide {
  readonly image: PictureAttributes
  /** Absent when it is the picture itself at 64 px (a drawing, which no optimizer resizes): thumbOf. */
  readonly thumb?: PictureAttributes
  /** The thumbnail's name: "Show picture 2 of 3". */
  readonly show: string
}

export interface GalleryViewProps {
  readonly id: string
  readonly label: string
  readonly previous: string
  readonly next: string
  readonly slides: ReadonlyArray<GallerySlide>
}

/** A drawing's thumbnail: the same file, drawn small. */
const thumbOf = (image: PictureAttributes): PictureAttributes =>
  ({ src: image.src, width: 64, height: 64, alt: "", loading: "lazy", decoding: "async" })

const keySteps: Readonly<Record<string, (index: number, last: number) => number>> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  Home: () => 0,
  End: (_, last) => last
}

/**
 * The gallery: the pictures side by side in a track that snaps to one picture at a time (swipe on a
 * phone; arrow keys when it has focus), thumbnails under it (links to each picture, so they work
 * before this code loads; then they scroll the track without touching the page's scroll or
 * address, arrow keys moving between them), and previous/next buttons once the code runs. The
 * picture in view is the thumbnails' current one, however it came into view.
 */
export function GalleryView(props: GalleryViewProps) {
  const { id, slides } = props
  const track = useRef<HTMLDivElement>(null)
  const thumbs = useRef<Array<HTMLAnchorElement | null>>([])
  const [current, setCurrent] = useState(0)
  const [enhanced, setEnhanced] = useState(false)
  const last = slides.length - 1

  const show = useCallback((wanted: number, focusThumb: boolean) => {
    const index = Math.max(0, Math.min(last, wanted))
    const element = track.current
    const slide = element?.children[index]
    if (element === null || !(slide instanceof HTMLElement)) return
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches
    element.scrollTo({ left: slide.offsetLeft, behavior: still ? "auto" : "smooth" })
    setCurrent(index)
    if (focusThumb) thumbs.current[index]?.focus()
  }, [last])

  useEffect(() => {
    setEnhanced(true)
    const element = track.current
    if (element === null) return
    let frame = 0
    const follow = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        if (element.clientWidth > 0) setCurrent(Math.max(0, Math.min(last, Math.round(element.scrollLeft / element.clientWidth))))
      })
    }
    element.addEventListener("scroll", follow, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      element.removeEventListener("scroll", follow)
    }
  }, [last])

  const onKey = (from: number, focusThumb: boolean) => (event: KeyboardEvent) => {
    const step = keySteps[event.key]
    if (step === undefined || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    show(step(from, last), focusThumb)
  }

  return (
    <div className="gallery" data-testid="product-gallery">
      <div className="gallery-stage">
        <div
          ref={track}
          id={id}
          className="gallery-track"
          role="region"
          aria-label={props.label}
          tabIndex={0}
          onKeyDown={onKey(current, false)}
        >
          {slides.map((slide, index) => (
            <figure className="gallery-slide" id={`${id}-${index + 1}`} key={index} data-testid="gallery-image">
              <img {...slide.image} />
            </figure>
          ))}
        </div>
        {enhanced && last > 0
          ? (
            <>
              <button type="button" className="gallery-step gallery-step-previous" aria-label={props.previous} aria-controls={id} aria-disabled={current === 0} onClick={() => show(current - 1, false)}>
                <span aria-hidden="true">‹</span>
              </button>
              <button type="button" className="gallery-step gallery-step-next" aria-label={props.next} aria-controls={id} aria-disabled={current === last} onClick={() => show(current + 1, false)}>
                <span aria-hidden="true">›</span>
              </button>
            </>
          )
          : null}
      </div>
      {last > 0
        ? (
          <ul className="gallery-thumbs">
            {slides.map((slide, index) => (
              <li key={index}>
                <a
                  ref={(element) => {
                    thumbs.current[index] = element
                  }}
                  href={`#${id}-${index + 1}`}
                  className="gallery-thumb"
                  aria-label={slide.show}
                  aria-current={index === current ? "true" : undefined}
                  data-testid="gallery-thumb"
                  onClick={(event) => {
                    event.preventDefault()
                    show(index, false)
                  }}
                  onKeyDown={onKey(index, true)}
                >
                  <img {...(slide.thumb ?? thumbOf(slide.image))} />
                </a>
              </li>
            ))}
          </ul>
        )
        : null}
    </div>
  )
}
