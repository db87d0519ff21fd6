import { messagesFor } from "../i18n/islandMessages.ts"

/*
 * What the islands of each kind of page translate, instead of the market's whole catalogue (issue 15:
 * the cart, finalize and sell pages carried all of it, about half of their HTML). The product page
 * picks single keys (product/purchaseMessages.ts); the help and review forms, client/humanCheck/formMessages.ts.
 * test/storefront/pageMessages.test.ts reads each page's islands with all they import from web and
 * core: a key they name or build outside the selection fails it. Keys a server answer hands an island
 * (an order's refusal, a field's error) live in the common area, which every selection holds.
 * What the cart says after a change is not here: the cart notices load with the cart engine.
 */

/** The cart, its upsell and its sign-in step (CartPage, CartExtraPage, CartLoginPage). */
export const cartPageMessages = messagesFor({ areas: ["common", "cart", "tradeIn"] })

/** The checkout (FinalizeCheckout). Core's review and human-check errors sit in modules it imports. */
export const checkoutPageMessages = messagesFor({ areas: ["common", "checkout", "tradeIn"], prefixes: ["human-check-", "reviews-error-"] })

/** The sell landing's way into the funnel (SellStart). */
export const sellLandingMessages = messagesFor({ areas: ["common"], prefixes: ["sell-landing-", "sell-category-"] })

/** The sell funnel and its trade-in variant (SellFunnel): the offer step shows the sale's validity rules. */
export const sellFunnelMessages = messagesFor({
  areas: ["common", "sell", "tradeIn"],
  prefixes: ["human-check-", "mysale-offer-", "mysale-counter-rule-", "reviews-error-"]
})

/** Sign-in, registration, a forgotten password and signing out (AuthForm, LogoutNow). */
export const authPageMessages = messagesFor({ areas: ["common", "account"], prefixes: ["human-check-", "reviews-error-"] })
