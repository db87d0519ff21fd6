import { getImageProps } from "next/image"

/**
 * The <img> attributes of a catalogue picture, from next/image (no client code: the props are
 * computed on the server). A photo (PNG, JPEG, WebP upload) gets a srcset of the shop's own
 * /_next/image answers, AVIF or WebP in the widths `sizes` asks for; a drawing (SVG) is served as
 * it is (resolution-independent and a few KB; Next never optimizes SVG). Width and height are
 * always set, so nothing moves when the picture arrives; only the page's first picture loads at
 * once, with high priority (its largest paint), every other one when it comes near the screen.
 */
export interface PictureProps {
  readonly src: string
  readonly srcSet?: string
  readonly sizes?: string
  readonly width: number
  readonly height: number
  readonly alt: string
  readonly loading: "eager" | "lazy"
  readonly fetchPriority?: "high"
  readonly decoding: "async"
}

export const pictureProps = (input: {
  readonly path: string
  readonly alt: string
  readonly width: number
  readonly height: number
  readonly sizes: string
  /** The page's largest picture, in the first screen: eager, high priority. */
  readonly first: boolean
}): PictureProps => {
  const { props } = getImageProps({
    src: input.path,
    alt: input.alt,
    width: input.width,
    height: input.height,
    sizes: input.sizes,
    unoptimized: input.path.endsWith(".svg")
  })
  // Attributes a picture does not have are left out, not set to undefined: a gallery's pictures are
  // an island's props, written into the page's payload key by key.
  return {
    src: props.src,
    ...(props.srcSet === undefined ? {} : { srcSet: props.srcSet, ...(props.sizes === undefined ? {} : { sizes: props.sizes }) }),
    width: Number(props.width),
    height: Number(props.height),
    alt: input.alt,
    loading: input.first ? "eager" : "lazy",
    ...(input.first ? { fetchPriority: "high" as const } : {}),
    decoding: "async"
  }
}
