import "server-only"
import { localeOfMarket } from "../../i18n/catalogues.ts"
import type { ContentTwins } from "@shop/core/routes/index"
import { Option } from "effect"
import { blogPost, blogPosts } from "../content/blogStore.ts"

/** Which post of another market tells the same story: the one with the same translationKey (blogPost.ts). */
export const blogTwins: ContentTwins = {
  postSlug: (from, slug, to) =>
    Option.flatMap(blogPost(localeOfMarket(from), slug), (post) =>
      post.translationKey === null
        ? Option.none()
        : Option.fromNullishOr(blogPosts(localeOfMarket(to)).find((other) => other.translationKey === post.translationKey)?.slug))
}
