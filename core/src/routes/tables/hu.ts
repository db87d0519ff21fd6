import { defineMarketTable } from "./marketTable.ts"

// SPEC 2.2 gives login, account, shop, cart, thank-you, financing thank-you, sell, help and
// the refund policy (its `termtk` spelling is the live URL, kept as is); every other slug
// is Hungarian without accents.
const account = "/fiokom/"
const shop = "/shop/"
const cart = `${shop}kosar/` as const
const thankYou = `${shop}koszonjuk/` as const
const sell = "/eladas/"
const help = "/segitseg/"
const reviews = "/velemenyek/"

export const huTable = defineMarketTable<"financingThankYou" | "refundPolicy">()({
  market: "HU",
  routes: {
    index: "/",
    login: "/login/",
    register: "/regisztracio/",
    logout: "/logout/",
    forgot: "/forgot/",
    account,
    accountGenius: `${account}genius/`,
    myPurchases: `${account}vasarlasaim/`,
    return: `${account}visszakuldes/`,
    returnForm: `${account}visszakuldesi-urlap/:orderId/`,
    settings: `${account}beallitasok/`,
    myWarranties: `${account}garanciaim/`,
    sendInWarranty: `${account}garancialis-bekuldes/`,
    mySales: `${account}eladasaim/`,
    saleDetails: `${account}eladas-reszletei/:saleId/`,
    returnAddress: "/return-address/",
    blog: "/blog/",
    blogPost: "/blog/:slug/",
    contact: `${help}#contact`,
    contactOld: "/kapcsolat/",
    faq: help,
    faqOld: "/gyik/",
    aboutUs: "/rolunk/",
    sellerGuide: "/eladoi-utmutato/",
    reviews,
    reviewsAdd: `${reviews}uj-velemeny/`,
    reviewsError: `${reviews}hiba/`,
    reviewsThanks: `${reviews}koszonjuk/`,
    sellerReviews: `${reviews}eladok/`,
    refundPolicy: "/termtk-visszakuldese-es-visszaterites/",
    shop,
    category: `${shop}:category/`,
    shopBrand: `${shop}:brand/`,
    shopModel: `${shop}:brand/:model/`,
    product: `${shop}:category/:brand/:item/`,
    cart,
    cartExtra: `${cart}extra-szolgaltatasok/`,
    cartLogin: `${cart}bejelentkezes/`,
    cartFinalize: `${cart}veglegesites/`,
    thankYou,
    // `/shop/koszonjuk-cofidis/`: the provider's slug follows the thank-you slug.
    financingThankYou: `${shop}koszonjuk-:provider/`,
    paymentProcessing: `${shop}fizetes-feldolgozasa/`,
    paymentFailed: `${shop}sikertelen-fizetes/`,
    sellLanding: sell,
    // SPEC 2.1: the steps sit under the literal `/sell/` in every market; only the landing is localized.
    sellStep: "/sell/:step/"
  },
  categorySlugs: {
    smartphone: "telefonok",
    tablet: "tabletek",
    laptop: "laptopok",
    smartwatch: "okosorak",
    console: "konzolok"
  },
  filterSlugs: {
    telefon: "smartphone",
    mobiltelefon: "smartphone",
    tablet: "tablet",
    laptop: "laptop",
    okosora: "smartwatch",
    konzol: "console"
  },
  queryWords: {
    mobilePhone: "mobiltelefon",
    phones: "telefonok",
    tablet: "tablet",
    smartwatch: "okosóra",
    laptop: "laptop"
  }
})
