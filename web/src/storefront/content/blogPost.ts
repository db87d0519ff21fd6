import { markets, type Locale, type MarketCode } from "@shop/core/markets/index"
import { isSlug } from "@shop/core/routes/slug"
import { Option, Schema } from "effect"
import { Marked } from "marked"
import { parse as parseYaml } from "yaml"

/**
 * A blog post: a markdown file `content/blog/<locale>/<slug>.md` with YAML front matter (title, date,
 * summary, and optionally translationKey). The files are ours (no visitor writes them), so their
 * markdown is rendered to HTML as is. Posts that tell one story in several languages share a
 * `translationKey` (a slug): that is how a post's page names its translations to search engines
 * (hreflang, docs/decisions-seo.md), since each language has slugs of its own.
 */
export interface BlogPost {
  readonly slug: string
  readonly title: string
  readonly summary: string
  /** ISO date-time with its offset, as written in the file. */
  readonly date: string
  readonly publishedAt: number
  /** The story this post tells in every language that has it; null for a post of one language. */
  readonly translationKey: string | null
  readonly html: string
}

const Text = Schema.String.check(Schema.isNonEmpty())

/** A date-time with an explicit offset, so the moment is the same wherever the shop runs. */
const IsoDateTime = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:\d{2})$/)
)

const TranslationKey = Schema.String.check(Schema.isPattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/))

export const FrontMatter = Schema.Struct({
  title: Text,
  date: IsoDateTime,
  summary: Text,
  translationKey: Schema.optionalKey(TranslationKey)
})

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/

const markdown = new Marked({ gfm: true, async: false })

/** One file's text as a post; none when the slug, the front matter or the date does not hold. */
export const parseBlogPost = (slug: string, text: string): Option.Option<BlogPost> => {
  if (!isSlug(slug)) return Option.none()
  const match = frontMatterPattern.exec(text)
  if (match === null) return Option.none()
  let data: unknown
  try {
    data = parseYaml(match[1] ?? "")
  } catch {
    return Option.none()
  }
  return Option.flatMap(Schema.decodeUnknownOption(FrontMatter)(data), (front) => {
    const publishedAt = Date.parse(front.date)
    if (Number.isNaN(publishedAt)) return Option.none()
    const html = markdown.parse(match[2] ?? "", { async: false })
    const translationKey = front.translationKey ?? null
    return Option.some({ slug, title: front.title, summary: front.summary, date: front.date, publishedAt, translationKey, html })
  })
}

/** Newest first; equal dates by slug, so the order never depends on the file system. */
export const sortPosts = (posts: ReadonlyArray<BlogPost>): ReadonlyArray<BlogPost> =>
  [...posts].sort((a, b) => b.publishedAt - a.publishedAt || a.slug.localeCompare(b.slug))

const dateFormats = new Map<MarketCode, Intl.DateTimeFormat>()

/** The publication date as the market reads it: its language and its time zone (SPEC 9). */
export const formatPostDate = (market: MarketCode, epochMs: number): string => {
  let format = dateFormats.get(market)
  if (format === undefined) {
    format = new Intl.DateTimeFormat(markets[market].locale satisfies Locale, { dateStyle: "long", timeZone: markets[market].timeZone })
    dateFormats.set(market, format)
  }
  return format.format(new Date(epochMs))
}
