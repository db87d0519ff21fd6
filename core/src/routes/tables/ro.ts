import { defineMarketTable } from "./marketTable.ts"

// SPEC 2.2 gives login, account, shop, cart, thank-you, sell, help and my insurances;
// every other slug is Romanian without diacritics.
const account = "/cont/"
const shop = "/magazin/"
const cart = `${shop}cosul-meu/` as const
const thankYou = `${shop}multumim/` as const
const sell = "/vinde/"
const help = "/suport/"
const reviews = "/recenzii/"

export const roTable = defineMarketTable<"instalmentThankYou" | "myInsurances">()({
  market: "RO",
  routes: {
    index: "/",
    login: "/autentifica-te/",
    register: "/inregistrare/",
    logout: "/logout/",
    forgot: "/forgot/",
    account,
    accountGenius: `${account}genius/`,
    myPurchases: `${account}comenzile-mele/`,
    return: `${account}retur/`,
    returnForm: `${account}formular-retur/:orderId/`,
    settings: `${account}setari/`,
    myWarranties: `${account}garantiile-mele/`,
    sendInWarranty: `${account}trimite-in-garantie/`,
    mySales: `${account}vanzarile-mele/`,
    saleDetails: `${account}detalii-vanzare/:saleId/`,
    myInsurances: `${account}asigurarile-mele/`,
    returnAddress: "/return-address/",
    blog: "/blog/",
    blogPost: "/blog/:slug/",
    contact: `${help}#contact`,
    contactOld: "/contact/",
    faq: help,
    faqOld: "/intrebari-frecvente/",
    aboutUs: "/despre-noi/",
    sellerGuide: "/ghidul-vanzatorului/",
    reviews,
    reviewsAdd: `${reviews}adauga/`,
    reviewsError: `${reviews}eroare/`,
    reviewsThanks: `${reviews}multumim/`,
    sellerReviews: `${reviews}vanzatori/`,
    shop,
    category: `${shop}:category/`,
    shopBrand: `${shop}:brand/`,
    shopModel: `${shop}:brand/:model/`,
    product: `${shop}:category/:brand/:item/`,
    cart,
    cartExtra: `${cart}servicii-extra/`,
    cartLogin: `${cart}autentificare/`,
    cartFinalize: `${cart}finalizare/`,
    thankYou,
    instalmentThankYou: `${thankYou}rate/`,
    paymentProcessing: `${shop}procesare-plata/`,
    paymentFailed: `${shop}plata-esuata/`,
    sellLanding: sell,
    // SPEC 2.1: the steps sit under the literal `/sell/` in every market; only the landing is localized.
    sellStep: "/sell/:step/"
  },
  categorySlugs: {
    smartphone: "telefoane",
    tablet: "tablete",
    laptop: "laptopuri",
    smartwatch: "ceasuri-inteligente",
    console: "console"
  },
  filterSlugs: {
    telefon: "smartphone",
    "telefoane-mobile": "smartphone",
    tableta: "tablet",
    laptop: "laptop",
    "ceas-inteligent": "smartwatch",
    smartwatch: "smartwatch",
    consola: "console"
  },
  queryWords: {
    mobilePhone: "telefon mobil",
    phones: "telefoane",
    tablet: "tabletă",
    smartwatch: "ceas inteligent",
    laptop: "laptop"
  }
})
