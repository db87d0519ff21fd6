import { pathOf } from "@shop/core/routes/index"
import { Option } from "effect"
import { notFound } from "next/navigation"
import { localeOfMarket } from "../../i18n/catalogues.ts"
import { Breadcrumbs } from "../../ui/Breadcrumbs.tsx"
import type { ViewProps } from "../views.ts"
import { formatPostDate } from "./blogPost.ts"
import { blogPost } from "./blogStore.ts"
import { postPath } from "./postPath.ts"

/** A blog post (route `blogPost`): the post of the market's language with that slug, or the shop's 404. */
export function BlogPostView(props: ViewProps<"blogPost">) {
  const { market, tr } = props
  const found = blogPost(localeOfMarket(market), props.route.params.slug)
  if (Option.isNone(found)) notFound()
  const post = found.value
  const crumbs = [
    { label: tr.t("nav-home"), href: pathOf(market, "index") },
    { label: tr.t("page-blog-title"), href: pathOf(market, "blog") },
    { label: post.title, href: postPath(market, post.slug) }
  ]
  return (
    <div className="container page-frame content-page" data-route-key="blogPost">
      <Breadcrumbs crumbs={crumbs} tr={tr} />
      <article className="blog-post" data-testid="blog-post">
        <h1>{post.title}</h1>
        <p className="blog-date">
          <time dateTime={post.date}>{tr.t("content-blog-published", { date: formatPostDate(market, post.publishedAt) })}</time>
        </p>
        <p className="lead">{post.summary}</p>
        {/* Our own markdown files, rendered by marked (blogPost.ts); no visitor input reaches them. */}
        <div className="blog-body" dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
      <aside className="content-section blog-cta" aria-labelledby="blog-cta-title">
        <h2 id="blog-cta-title">{tr.t("content-blog-cta-title")}</h2>
        <p className="content-actions">
          <a className="button" href={pathOf(market, "shop")}>{tr.t("content-about-cta-shop")}</a>
          <a className="button button-outline" href={pathOf(market, "sellLanding")}>{tr.t("content-about-cta-sell")}</a>
        </p>
      </aside>
      <p>
        <a href={pathOf(market, "blog")}>← {tr.t("content-blog-back")}</a>
      </p>
    </div>
  )
}
