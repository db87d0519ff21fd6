"use client"
import dynamic from "next/dynamic"

/**
 * The client islands of the storefront, each in a chunk of its own. Every page is served by the one
 * catch-all route, so a client component imported statically by any view would ship with every
 * page (the home page would download the checkout form). Through these lazy wrappers a page loads the
 * JavaScript of the islands it renders, and nothing else. They still render on the server.
 */
export const ShopClient = dynamic(() => import("./ShopClient.tsx").then((m) => m.ShopClient))
export const PurchasePanel = dynamic(() => import("../storefront/product/PurchasePanel.tsx").then((m) => m.PurchasePanel))
export const CartPage = dynamic(() => import("../storefront/cart/CartPage.tsx").then((m) => m.CartPage))
export const CartExtraPage = dynamic(() => import("../storefront/cart/CartExtraPage.tsx").then((m) => m.CartExtraPage))
export const CartLoginPage = dynamic(() => import("../storefront/cart/CartLoginPage.tsx").then((m) => m.CartLoginPage))
export const FinalizeCheckout = dynamic(() => import("../storefront/checkout/FinalizeCheckout.tsx").then((m) => m.FinalizeCheckout))
export const PaymentPoller = dynamic(() => import("../storefront/checkout/PaymentPoller.tsx").then((m) => m.PaymentPoller))
export const RetryPayment = dynamic(() => import("../storefront/checkout/RetryPayment.tsx").then((m) => m.RetryPayment))
export const SellStart = dynamic(() => import("../storefront/sell/SellStart.tsx").then((m) => m.SellStart))
export const SellFunnel = dynamic(() => import("../storefront/sell/SellFunnel.tsx").then((m) => m.SellFunnel))
export const ConsentBanner = dynamic(() => import("./consent/StoredConsentBanner.tsx").then((m) => m.StoredConsentBanner))
export const ContactFormIsland = dynamic(() => import("../storefront/help/ContactForm.tsx").then((m) => m.ContactFormIsland))
export const ReviewFormIsland = dynamic(() => import("../storefront/reviews/ReviewForm.tsx").then((m) => m.ReviewFormIsland))
export const AuthForm = dynamic(() => import("../storefront/auth/AuthForm.tsx").then((m) => m.AuthForm))
export const LogoutNow = dynamic(() => import("../storefront/auth/LogoutNow.tsx").then((m) => m.LogoutNow))
// The account forms' answers (useActionState): their parts go where the server-rendered forms put them.
export const ActionResults = dynamic(() => import("../storefront/account/ActionResults.tsx").then((m) => m.ActionResults))
export const ActionForm = dynamic(() => import("../storefront/account/ActionResults.tsx").then((m) => m.ActionForm))
export const WhenRefused = dynamic(() => import("../storefront/account/ActionResults.tsx").then((m) => m.WhenRefused))
export const WhenSaved = dynamic(() => import("../storefront/account/ActionResults.tsx").then((m) => m.WhenSaved))
export const RefusalText = dynamic(() => import("../storefront/account/ActionResults.tsx").then((m) => m.RefusalText))
export const SavedText = dynamic(() => import("../storefront/account/ActionResults.tsx").then((m) => m.SavedText))
export const ResultInput = dynamic(() => import("../storefront/account/ActionResults.tsx").then((m) => m.ResultInput))
