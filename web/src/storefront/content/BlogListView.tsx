import { localeOfMarket } from "../../i18n/catalogues.ts"
import { PageFrame } from "../PageFrame.tsx"
import type { ViewProps } from "../views.ts"
import { formatPostDate } from "./blogPost.ts"
import { blogPosts } from "./blogStore.ts"
import { postPath } from "./postPath.ts"

/** The blog (route `blog`): the market language's posts, newest first, each linking to its page. */
export function BlogListView(props: ViewProps<"blog">) {
  const { market, tr } = props
  const posts = blogPosts(localeOfMarket(market))
  return (
    <PageFrame market={market} route={props.route} tr={tr} names={props.names} className="content-page" lead={false}>
      <p className="content-intro">{tr.t("content-blog-intro")}</p>
      {posts.length === 0 ? <p>{tr.t("content-blog-empty")}</p> : (
        <ul className="blog-list">
          {posts.map((post) => {
            const href = postPath(market, post.slug)
            return (
              <li key={post.slug} className="blog-card" data-testid="blog-card">
                <h2>
                  <a href={href}>{post.title}</a>
                </h2>
                <p className="blog-date">
                  <time dateTime={post.date}>{tr.t("content-blog-published", { date: formatPostDate(market, post.publishedAt) })}</time>
                </p>
                <p>{post.summary}</p>
                <a className="blog-more" href={href} aria-label={tr.t("content-blog-read-more-label", { title: post.title })}>
                  {tr.t("content-blog-read-more")}
                </a>
              </li>
            )
          })}
        </ul>
      )}
    </PageFrame>
  )
}
