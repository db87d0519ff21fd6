import "server-only"
import type { UiLocale } from "../../i18n/catalogues.ts"
import { Option } from "effect"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { serverSettings } from "../../server/settings.ts"
import { type BlogPost, parseBlogPost, sortPosts } from "./blogPost.ts"

/**
 * The blog's files, read once per process: `content/blog/<locale>/<slug>.md` beside the web app
 * (`next start` runs in web/; tests run from the repository root). The CONTENT_DIR setting overrides it.
 */
const contentRoot = (): string =>
  Option.getOrElse(serverSettings().contentDir, () => {
    const candidates = [join(process.cwd(), "content"), join(process.cwd(), "web", "content")]
    return candidates.find((dir) => existsSync(join(dir, "blog"))) ?? candidates[0] ?? "content"
  })

/** The posts read so far, by folder. */
const loaded = new Map<string, ReadonlyArray<BlogPost>>()

const readPosts = (dir: string, locale: UiLocale): ReadonlyArray<BlogPost> => {
  if (!existsSync(dir)) return []
  const posts = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .flatMap((name) => {
      const post = parseBlogPost(name.slice(0, -".md".length), readFileSync(join(dir, name), "utf8"))
      // A file that does not parse is a content bug: leave it out rather than break the blog.
      if (Option.isNone(post)) console.error(`blog: ${locale}/${name} has no valid front matter`)
      return Option.toArray(post)
    })
  return sortPosts(posts)
}

/** The posts of a language, newest first. */
export const blogPosts = (locale: UiLocale): ReadonlyArray<BlogPost> => {
  const dir = join(contentRoot(), "blog", locale)
  const found = loaded.get(dir)
  if (found !== undefined) return found
  const posts = readPosts(dir, locale)
  loaded.set(dir, posts)
  return posts
}

export const blogPost = (locale: UiLocale, slug: string): Option.Option<BlogPost> =>
  Option.fromNullishOr(blogPosts(locale).find((post) => post.slug === slug))
