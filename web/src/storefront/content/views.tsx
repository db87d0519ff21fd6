import type { RouteViews } from "../views.ts"
import { AboutView } from "./AboutView.tsx"
import { BlogListView } from "./BlogListView.tsx"
import { BlogPostView } from "./BlogPostView.tsx"
import { ContactOldRedirect, FaqOldRedirect } from "./redirects.ts"
import { RefundPolicyView } from "./RefundPolicyView.tsx"
import { ReturnAddressView } from "./ReturnAddressView.tsx"
import { SellerGuideView } from "./SellerGuideView.tsx"

/** The content pages by route key: about, seller guide, blog, the HU refund policy, the return address and the old addresses. */
export const contentViews: RouteViews = {
  aboutUs: AboutView,
  sellerGuide: SellerGuideView,
  blog: BlogListView,
  blogPost: BlogPostView,
  refundPolicy: RefundPolicyView,
  returnAddress: ReturnAddressView,
  faqOld: FaqOldRedirect,
  contactOld: ContactOldRedirect
}
