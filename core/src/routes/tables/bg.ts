import { defineMarketTable } from "./marketTable.ts"

// SPEC 2.2 gives every BG page except the genius page, the legacy pages and seller reviews;
// account, cart and review sub-pages keep the English slugs the spec shows.
const account = "/account/"
const shop = "/magazin/"
const cart = `${shop}moyata-kolichka/` as const
const sell = "/prodai/"
const help = "/pomosht/"
const reviews = "/revyuta/"

export const bgTable = defineMarketTable<"instalmentThankYou">()({
  market: "BG",
  routes: {
    index: "/",
    login: "/vlez-v-akaunt/",
    register: "/registratsia/",
    logout: "/logout/",
    forgot: "/forgot/",
    account,
    accountGenius: `${account}genius/`,
    myPurchases: `${account}my-purchases/`,
    return: `${account}return/`,
    returnForm: `${account}return-form/:orderId/`,
    settings: `${account}settings/`,
    myWarranties: `${account}my-warranties/`,
    sendInWarranty: `${account}send-in-warranty/`,
    mySales: `${account}my-sales/`,
    saleDetails: `${account}sale-details/:saleId/`,
    returnAddress: "/return-address/",
    blog: "/blog/",
    blogPost: "/blog/:slug/",
    contact: `${help}#contact`,
    contactOld: "/kontakti/",
    faq: help,
    faqOld: "/chesto-zadavani-vaprosi/",
    aboutUs: "/za-nas/",
    sellerGuide: "/rakovodstvo-na-prodavacha/",
    reviews,
    reviewsAdd: `${reviews}add/`,
    reviewsError: `${reviews}error/`,
    reviewsThanks: `${reviews}thanks/`,
    sellerReviews: `${reviews}prodavachi/`,
    shop,
    category: `${shop}:category/`,
    shopBrand: `${shop}:brand/`,
    shopModel: `${shop}:brand/:model/`,
    product: `${shop}:category/:brand/:item/`,
    cart,
    cartExtra: `${cart}extra/`,
    cartLogin: `${cart}login/`,
    cartFinalize: `${cart}finalize/`,
    thankYou: `${shop}blagodarim-ti/`,
    instalmentThankYou: `${shop}tbi-blagodarim-ti/`,
    paymentProcessing: `${shop}obrabotka-na-plashtane/`,
    paymentFailed: `${shop}neuspeshno-plashtane/`,
    sellLanding: sell,
    // SPEC 2.1: the steps sit under the literal `/sell/` in every market; only the landing is localized.
    sellStep: "/sell/:step/"
  },
  categorySlugs: {
    smartphone: "telefoni",
    tablet: "tableti",
    laptop: "laptopi",
    smartwatch: "smart-chasovnitsi",
    console: "konzoli"
  },
  filterSlugs: {
    telefon: "smartphone",
    "mobilni-telefoni": "smartphone",
    tablet: "tablet",
    laptop: "laptop",
    "smart-chasovnik": "smartwatch",
    konzola: "console"
  },
  queryWords: {
    mobilePhone: "мобилен телефон",
    phones: "телефони",
    tablet: "таблет",
    smartwatch: "смарт часовник",
    laptop: "лаптоп"
  }
})
