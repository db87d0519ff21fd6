import { defineMarketTable } from "./marketTable.ts"

// SPEC 2.2 gives login, account, shop, cart, thank-you, sell and help; every other slug is
// Greek in ELOT 743 Latin transliteration. Greece has no financing or instalment page.
const account = "/my-account/"
const shop = "/shop/"
const cart = `${shop}my-cart/` as const
const sell = "/poulise-to-kinito-sou/"
const help = "/ypostirixi/"
const reviews = "/kritikes/"

export const grTable = defineMarketTable()({
  market: "GR",
  routes: {
    index: "/",
    login: "/login/",
    register: "/eggrafi/",
    logout: "/logout/",
    forgot: "/forgot/",
    account,
    accountGenius: `${account}genius/`,
    myPurchases: `${account}oi-agores-mou/`,
    return: `${account}epistrofi/`,
    returnForm: `${account}forma-epistrofis/:orderId/`,
    settings: `${account}rythmiseis/`,
    myWarranties: `${account}oi-eggyiseis-mou/`,
    sendInWarranty: `${account}apostoli-se-eggyisi/`,
    mySales: `${account}oi-poliseis-mou/`,
    saleDetails: `${account}leptomereies-polisis/:saleId/`,
    returnAddress: "/return-address/",
    blog: "/blog/",
    blogPost: "/blog/:slug/",
    contact: `${help}#contact`,
    contactOld: "/epikoinonia/",
    faq: help,
    faqOld: "/sychnes-erotiseis/",
    aboutUs: "/schetika-me-emas/",
    sellerGuide: "/odigos-politi/",
    reviews,
    reviewsAdd: `${reviews}prosthiki/`,
    reviewsError: `${reviews}sfalma/`,
    reviewsThanks: `${reviews}efcharistoume/`,
    sellerReviews: `${reviews}polites/`,
    shop,
    category: `${shop}:category/`,
    shopBrand: `${shop}:brand/`,
    shopModel: `${shop}:brand/:model/`,
    product: `${shop}:category/:brand/:item/`,
    cart,
    cartExtra: `${cart}prosthetes-ypiresies/`,
    cartLogin: `${cart}syndesi/`,
    cartFinalize: `${cart}oloklirosi/`,
    thankYou: `${shop}thank-you/`,
    paymentProcessing: `${shop}epexergasia-pliromis/`,
    paymentFailed: `${shop}apotychia-pliromis/`,
    sellLanding: sell,
    // SPEC 2.1: the steps sit under the literal `/sell/` in every market; only the landing is localized.
    sellStep: "/sell/:step/"
  },
  categorySlugs: {
    smartphone: "kinita",
    tablet: "tablet",
    laptop: "laptop",
    smartwatch: "exypna-rologia",
    console: "konsoles"
  },
  filterSlugs: {
    kinito: "smartphone",
    tilefono: "smartphone",
    tablet: "tablet",
    laptop: "laptop",
    "exypno-rologi": "smartwatch",
    konsola: "console"
  },
  queryWords: {
    mobilePhone: "κινητό τηλέφωνο",
    phones: "κινητά",
    tablet: "τάμπλετ",
    smartwatch: "έξυπνο ρολόι",
    laptop: "λάπτοπ"
  }
})
