/**
 * The market's paths the shop's islands link to, written by the server (storefront/shopClientProps.ts)
 * from core's route table: the islands get these few strings rather than the route tables of all four
 * markets with their codecs in their first load (issue 15).
 */
export const shopPathKeys = ["shop", "cart", "cartExtra", "cartLogin", "cartFinalize", "login"] as const

export type ShopPathKey = (typeof shopPathKeys)[number]

/** The route keys' paths, and the trade-in funnel's start (issue 19: `back=` is added where it is opened). */
export type ShopPaths = { readonly [K in ShopPathKey]: string } & { readonly tradeIn: string }
