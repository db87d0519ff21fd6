import type { Category } from "../../../src/catalog/category.ts"
import { nameIn, type LocalizedNames } from "../../../src/catalog/catalogueNames.ts"
import type { Product } from "../../../src/catalog/product.ts"
import { markets, type MarketCode } from "../../../src/markets/market.ts"
import type { BackendDataset, DatasetColour, DatasetProduct } from "../../../src/backend/dataset.ts"
import { defaultMarketSettings } from "../../../src/backend/dataset.ts"

/**
 * The small dataset every backend contract suite seeds its adapter with. The suites assert on these
 * exact rows, so change them only together with the suites. Facts worth knowing:
 * - RO has 7 products (103 is out of stock), BG one (201), GR one (301); HU none and no settings row.
 * - RO limits: at most 3 devices, at most 2 of "iPhone 13 Pro" 128 GB.
 * - Accessory 506 and service 703 are inactive; 505 is the wrapping tax; 503 the battery.
 * - Place names with diacritics ("Călărași", "Câmpia Turzii", "Érd", "Ήπειρος") sort differently by
 *   locale than by code point: the locations suite checks the market's order with them.
 * - Images: the iPhone 13 Pro drawings (a front per grade and language, the back), a photo of it
 *   (PNG bytes), a Galaxy S21 front, and the case icon. The iPhone 13 Pro's gallery in Sierra Blue:
 *   fronts kept for excellent + ro, good + ro and excellent + bg at place 0, the back (every grade and
 *   language) at 1, the photo at 2 (caption in English and Hungarian only); one Graphite and one
 *   Galaxy S21 picture beside it, which its gallery must not show.
 * - The catalogue's words: colour families black, white, grey, blue in that order (grey has no ro
 *   name: RO reads its English one); Sierra Blue, Graphite, Phantom Gray, Space Gray, Midnight,
 *   White, Black are named (not in every language); "Cosmic Grey" and "Red" are not. iPad Air and
 *   Apple Watch Series 7 have ro names. Products carry their market's labels. RO and GR have a
 *   return address, BG and HU none.
 */

interface ProductRow {
  readonly id: number
  readonly model: readonly [id: number, brand: string, name: string, category: Category]
  readonly storage: string | null
  readonly color: string
  readonly shape: string
  readonly stock: number
  readonly price: number
  readonly previousPrice: number | null
}

const iphone13Pro = [1043, "Apple", "iPhone 13 Pro", "smartphone"] as const
const galaxyS21 = [2001, "Samsung", "Galaxy S21", "smartphone"] as const
const ipadAir = [3001, "Apple", "iPad Air", "tablet"] as const
const watchS7 = [5001, "Apple", "Apple Watch Series 7", "smartwatch"] as const
const switchOled = [4001, "Nintendo", "Switch OLED", "console"] as const

const colours: ReadonlyArray<DatasetColour> = [
  { name: "Sierra Blue", familyId: "blue", names: { ro: "Albastru Sierra", bg: "Син Sierra" } },
  { name: "Graphite", familyId: "grey", names: { ro: "Grafit", bg: "Графит" } },
  { name: "Phantom Gray", familyId: "grey", names: { ro: "Gri Phantom", el: "Γκρι Phantom" } },
  { name: "Space Gray", familyId: "grey", names: { ro: "Gri cosmic" } },
  { name: "Midnight", familyId: "black", names: { ro: "Miezul nopții", hu: "Éjfekete" } },
  { name: "White", familyId: "white", names: { ro: "Alb", bg: "Бял", hu: "Fehér", el: "Λευκό" } },
  { name: "Black", familyId: "black", names: { ro: "Negru", bg: "Черен" } }
]

const ipadAirNames: LocalizedNames = { ro: "iPad Air (generația a 4-a)" }
const watchS7Names: LocalizedNames = { ro: "Apple Watch Seria 7" }
const modelNames: Readonly<Record<number, LocalizedNames>> = { 3001: ipadAirNames, 5001: watchS7Names }

const product = (market: MarketCode, row: ProductRow): DatasetProduct => {
  const [modelId, brandName, modelName, category] = row.model
  const { locale } = markets[market]
  const config = [row.storage, row.color].filter((part): part is string => part !== null).join(", ")
  const p: Product = {
    id: row.id,
    legacyModelId: modelId,
    legacySellId: row.id + 9000,
    legacySku: `SKU-${row.id}`,
    legacyShapeId: ["excellent", "very-good", "good", "fair"].indexOf(row.shape) + 1,
    stock: row.stock,
    price: row.price,
    previousPrice: row.previousPrice,
    retailPrice: row.previousPrice === null ? null : row.previousPrice + 500,
    brandName,
    modelName,
    category,
    imagePath: `/images/products/${modelId}.svg`,
    naming: {
      title: `${modelName} ${config}`,
      modelDisplayName: modelName,
      shortTitle: modelName,
      configSummary: config
    },
    spec: { shape: row.shape, color: row.color, storage: row.storage, connectivity: null, material: null, size: null },
    labels: {
      model: nameIn(modelNames[modelId], locale, modelName),
      color: nameIn(colours.find((c) => c.name === row.color)?.names, locale, row.color),
      connectivity: null,
      material: null
    }
  }
  return { market, product: p }
}

const row = (
  id: number,
  model: ProductRow["model"],
  storage: string | null,
  color: string,
  shape: string,
  stock: number,
  price: number,
  previousPrice: number | null
): ProductRow => ({ id, model, storage, color, shape, stock, price, previousPrice })

const accessory = (id: number, name: string, type: string, price: number, isActive = true) => ({
  id,
  name,
  type,
  price,
  isActive,
  isWrappingTax: type === "WRAPPING_TAX",
  imagePath: `/images/accessories/${id}.svg`
})

const service = (id: number, type: string, key: string, price: number, isActive = true) => ({
  id,
  type,
  key,
  price,
  isActive
})

/** A tiny picture with its label, as the seed's generated ones (non-ASCII kept, to test the round trip). */
const svg = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#ddd"/><text y="20">${label} ✓</text></svg>`

/** A 1 x 1 PNG (a real file: signature, IHDR, IDAT, IEND), as staff would upload a photo. */
export const onePixelPng = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
  0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41,
  0x54, 0x78, 0xda, 0x63, 0xb0, 0xcd, 0xdf, 0xfa, 0x1f, 0x00, 0x04, 0xaf, 0x02, 0x61, 0xa2, 0xb5, 0xac, 0xae, 0x00, 0x00,
  0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82
])

const phone = "/images/devices/smartphone/iphone-13-pro-sierra-blue"
const front = (label: string) => ({ contentType: "image/svg+xml" as const, body: svg(label) })
const drawn = { width: 800, height: 800 }

/** The RO return address (diacritics and a region, to test the round trip). */
export const roReturnAddress = {
  recipient: "Refurbo România SRL – Depozit retururi",
  street: "Str. Industriilor nr. 12, Hala 3",
  postalCode: "077040",
  city: "Chiajna",
  region: "Ilfov",
  country: "România",
  phone: "+40 21 300 45 67"
}

const roDefaults = defaultMarketSettings("RO")
const bgDefaults = defaultMarketSettings("BG")
const grDefaults = defaultMarketSettings("GR")

export const suiteDataset: BackendDataset = {
  brands: [
    { id: 3, slug: "apple", name: "Apple" },
    { id: 1, slug: "samsung", name: "Samsung" },
    { id: 9, slug: "nintendo", name: "Nintendo" },
    { id: 15, slug: "garmin", name: "Garmin" }
  ],
  models: [
    { id: 1043, slug: "iphone-13-pro", name: "iPhone 13 Pro", brandId: 3, category: "smartphone", imagePath: "/images/models/1043.svg" },
    { id: 2001, slug: "galaxy-s21", name: "Galaxy S21", brandId: 1, category: "smartphone", imagePath: "/images/models/2001.svg" },
    { id: 3001, slug: "ipad-air", name: "iPad Air", brandId: 3, category: "tablet", imagePath: "/images/models/3001.svg", names: ipadAirNames },
    { id: 4001, slug: "switch-oled", name: "Switch OLED", brandId: 9, category: "console", imagePath: "/images/models/4001.svg" },
    { id: 5001, slug: "apple-watch-series-7", name: "Apple Watch Series 7", brandId: 3, category: "smartwatch", imagePath: "/images/models/5001.svg", names: watchS7Names }
  ],
  products: [
    product("RO", row(101, iphone13Pro, "128 GB", "Sierra Blue", "excellent", 3, 3000, 3500)),
    product("RO", row(102, iphone13Pro, "128 GB", "Sierra Blue", "good", 1, 2600, null)),
    product("RO", row(103, iphone13Pro, "256 GB", "Graphite", "very-good", 0, 3300, 3400)),
    product("RO", row(104, galaxyS21, "128 GB", "Phantom Gray", "excellent", 5, 1800, 2400)),
    product("RO", row(105, ipadAir, "64 GB", "Space Gray", "good", 2, 1500, null)),
    product("RO", row(106, watchS7, null, "Midnight", "very-good", 1, 900, 1000)),
    product("RO", row(107, switchOled, "64 GB", "White", "excellent", 4, 1200, 1250)),
    product("BG", row(201, iphone13Pro, "128 GB", "Sierra Blue", "excellent", 2, 1200, 1400)),
    product("GR", row(301, galaxyS21, "128 GB", "Phantom Gray", "very-good", 2, 350, null))
  ],
  accessories: [
    { market: "RO", accessory: accessory(501, "iPhone 13 Pro case", "CASE", 99), productIds: [101, 102, 103] },
    { market: "RO", accessory: accessory(502, "20W charger", "CHARGER", 79), productIds: [101, 102, 103, 104] },
    { market: "RO", accessory: accessory(503, "New battery", "BATTERY", 249), productIds: [101, 102, 103] },
    { market: "RO", accessory: accessory(504, "Professional installation", "PROFESSIONAL_INSTALLATION", 49), productIds: [101, 102] },
    { market: "RO", accessory: accessory(505, "Gift wrapping", "WRAPPING_TAX", 9), productIds: [101, 104] },
    { market: "RO", accessory: accessory(506, "Old screen protector", "SCREEN_PROTECTOR", 29, false), productIds: [101] },
    { market: "BG", accessory: accessory(601, "iPhone 13 Pro case", "CASE", 39), productIds: [201] }
  ],
  extraServices: [
    { market: "RO", service: service(701, "WARRANTY", "warranty-extension-1y", 199), productIds: [101, 102, 103, 104, 105, 106, 107] },
    { market: "RO", service: service(702, "INSURANCE", "insurance-theft-damage", 149), productIds: [101, 104] },
    { market: "RO", service: service(703, "WARRANTY", "warranty-extension-old", 99, false), productIds: [101] },
    { market: "BG", service: service(801, "WARRANTY", "warranty-extension-1y", 79), productIds: [201] }
  ],
  settings: [
    {
      ...roDefaults,
      cartLimitations: {
        isActive: true,
        maxCartItems: 3,
        limitedItems: [{ modelName: "iPhone 13 Pro", storage: "128 GB" }],
        maxCartLimitedItems: 2
      },
      warrantySettings: { ...roDefaults.warrantySettings, geniusMinOrderValue: 500 },
      shipping: { courier: 20, locker: 15, cashOnDeliveryFee: 10, freeShippingFrom: 3000 },
      returnAddress: roReturnAddress
    },
    { ...bgDefaults, shipping: { courier: 8, locker: 6, cashOnDeliveryFee: 3, freeShippingFrom: null } },
    {
      ...grDefaults,
      shipping: { courier: 5, locker: 4, cashOnDeliveryFee: 2, freeShippingFrom: 500 },
      returnAddress: {
        recipient: "Αποθήκη επιστροφών",
        street: "Λεωφόρος ΝΑΤΟ 48",
        postalCode: "193 00",
        city: "Ασπρόπυργος",
        region: null,
        country: "Ελλάδα",
        phone: "+30 210 555 0148"
      }
    }
  ],
  sellModels: [
    { id: 12, name: "iPhone 12", brandId: 3, category: 1, imagePath: "/images/sell/12.svg" },
    { id: 13, name: "Galaxy S20", brandId: 1, category: 1, imagePath: "/images/sell/13.svg" },
    { id: 14, name: "Nintendo Switch", brandId: 9, category: 5, imagePath: "/images/sell/14.svg" },
    { id: 15, name: "iPhone 8", brandId: 3, category: 1, imagePath: "/images/sell/15.svg" }
  ],
  sellPrices: [
    { market: "RO", modelId: 12, storage: 1, base: 1500, previous: 1600 },
    { market: "RO", modelId: 12, storage: 2, base: 1800, previous: null },
    { market: "RO", modelId: 13, storage: 1, base: 700, previous: null },
    { market: "RO", modelId: 14, storage: null, base: 400, previous: 450 },
    { market: "BG", modelId: 12, storage: 1, base: 600, previous: null }
  ],
  // Out of id order on purpose: adapters answer them by id. Storages 1 and 2 are the priced ones.
  sellOptions: [
    { id: 102, modelId: 12, attribute: "colour", label: "White" },
    { id: 1, modelId: 12, attribute: "storage", label: "64 GB" },
    { id: 101, modelId: 12, attribute: "colour", label: "Black" },
    { id: 2, modelId: 12, attribute: "storage", label: "128 GB" },
    { id: 103, modelId: 13, attribute: "colour", label: "Cosmic Grey" },
    { id: 105, modelId: 13, attribute: "material", label: "Stainless Steel" },
    { id: 104, modelId: 15, attribute: "colour", label: "Red" }
  ],
  sellProviders: [
    { id: 531, markets: ["RO", "BG", "HU", "GR"], name: "Locked to a carrier", locked: true },
    { id: 530, markets: ["RO", "BG", "HU", "GR"], name: "Unlocked", locked: false },
    { id: 533, markets: ["BG"], name: "A1 BG", locked: false },
    { id: 532, markets: ["RO"], name: "Orange RO", locked: false }
  ],
  deductions: [
    { market: "RO", deduction: { choiceId: 7, kind: "percent", amount: 10 } },
    { market: "RO", deduction: { choiceId: 8, kind: "percent", amount: 25 } },
    { market: "RO", deduction: { choiceId: 9, kind: "percent", amount: 50 } },
    { market: "RO", deduction: { choiceId: 11, kind: "percent", amount: 5 } },
    { market: "RO", deduction: { choiceId: 12, kind: "percent", amount: 15 } },
    { market: "RO", deduction: { choiceId: 13, kind: "percent", amount: 40 } },
    { market: "RO", deduction: { choiceId: 15, kind: "fixed", amount: 100 } },
    { market: "RO", deduction: { choiceId: 16, kind: "fixed", amount: 200 } },
    { market: "RO", deduction: { choiceId: 17, kind: "fixed", amount: 300 } },
    { market: "RO", deduction: { choiceId: 23, kind: "fixed", amount: 150 } },
    { market: "RO", deduction: { choiceId: 26, kind: "fixed", amount: 80 } },
    { market: "BG", deduction: { choiceId: 7, kind: "percent", amount: 12 } }
  ],
  lockers: [
    {
      market: "RO",
      locker: { id: "RO-LCK-2", name: "easybox Mega Image Dorobanti", address: "Calea Dorobantilor 10", county: "Bucuresti", locality: "Sector 1", postalCode: "010573", latitude: 44.45, longitude: 26.09 }
    },
    {
      market: "RO",
      locker: { id: "RO-LCK-1", name: "easybox Cluj Centru", address: "Strada Memorandumului 5", county: "Cluj", locality: "Cluj-Napoca", postalCode: "400114", latitude: 46.77, longitude: 23.59 }
    },
    {
      market: "RO",
      locker: { id: "RO-LCK-3", name: "easybox Kaufland Iasi", address: "Bulevardul Independentei 1", county: "Iasi", locality: "Iasi", postalCode: null, latitude: 47.16, longitude: 27.58 }
    },
    {
      market: "RO",
      locker: { id: "RO-LCK-4", name: "easybox Călărași Centru", address: "Strada Progresului 2", county: "Călărași", locality: "Călărași", postalCode: "910001", latitude: 44.2, longitude: 27.33 }
    },
    {
      market: "BG",
      locker: { id: "BG-LCK-1", name: "Box Sofia Center", address: "bul. Vitosha 1", county: "Sofia-grad", locality: "Sofia", postalCode: "1000", latitude: 42.69, longitude: 23.32 }
    }
  ],
  counties: [
    { market: "RO", county: { id: "cj", name: "Cluj" } },
    { market: "RO", county: { id: "b", name: "Bucuresti" } },
    { market: "RO", county: { id: "cl", name: "Călărași" } },
    { market: "GR", county: { id: "attiki", name: "Αττική" } },
    { market: "GR", county: { id: "ipeiros", name: "Ήπειρος" } },
    { market: "HU", county: { id: "komarom", name: "Komárom-Esztergom" } },
    { market: "HU", county: { id: "pest", name: "Pest" } },
    { market: "BG", county: { id: "sofia-grad", name: "Sofia-grad" } }
  ],
  localities: [
    { market: "RO", locality: { id: "cluj-napoca", countyId: "cj", name: "Cluj-Napoca", postalCode: "400001" } },
    { market: "RO", locality: { id: "dej", countyId: "cj", name: "Dej", postalCode: null } },
    { market: "RO", locality: { id: "campia-turzii", countyId: "cj", name: "Câmpia Turzii", postalCode: "405100" } },
    { market: "HU", locality: { id: "erd", countyId: "pest", name: "Érd", postalCode: "2030" } },
    { market: "HU", locality: { id: "ecser", countyId: "pest", name: "Ecser", postalCode: "2233" } },
    { market: "HU", locality: { id: "fot", countyId: "pest", name: "Fót", postalCode: "2151" } },
    { market: "RO", locality: { id: "sector-1", countyId: "b", name: "Sector 1", postalCode: "010011" } },
    { market: "BG", locality: { id: "sofia", countyId: "sofia-grad", name: "Sofia", postalCode: "1000" } }
  ],
  images: [
    { path: "/images/devices/smartphone/iphone-13-pro-sierra-blue.svg", image: { contentType: "image/svg+xml", body: svg("iPhone 13 Pro") } },
    { path: "/images/accessories/case.svg", image: { contentType: "image/svg+xml", body: svg("Case") } },
    { path: `${phone}-front-excellent-ro.svg`, image: front("Excelent") },
    { path: `${phone}-front-good-ro.svg`, image: front("Bun") },
    { path: `${phone}-front-excellent-bg.svg`, image: front("Отлично") },
    { path: `${phone}-back.svg`, image: front("back") },
    { path: "/images/photos/iphone-13-pro-sierra-blue-side.png", image: { contentType: "image/png", bytes: onePixelPng } },
    { path: "/images/devices/smartphone/galaxy-s21-phantom-gray-front.svg", image: front("S21") }
  ],
  productImages: [
    { modelId: 1043, colour: "Sierra Blue", shape: null, language: null, position: 1, path: `${phone}-back.svg`, ...drawn, alt: { en: "back", ro: "spate", bg: "отзад", hu: "hátulnézet", el: "πίσω όψη" } },
    { modelId: 1043, colour: "Sierra Blue", shape: "excellent", language: "ro", position: 0, path: `${phone}-front-excellent-ro.svg`, ...drawn, alt: { en: "front", ro: "față" } },
    { modelId: 1043, colour: "Sierra Blue", shape: "good", language: "ro", position: 0, path: `${phone}-front-good-ro.svg`, ...drawn, alt: { en: "front", ro: "față" } },
    { modelId: 1043, colour: "Sierra Blue", shape: "excellent", language: "bg", position: 0, path: `${phone}-front-excellent-bg.svg`, ...drawn, alt: { en: "front", bg: "отпред" } },
    { modelId: 1043, colour: "Sierra Blue", shape: null, language: null, position: 2, path: "/images/photos/iphone-13-pro-sierra-blue-side.png", width: 1, height: 1, alt: { en: "side, in daylight", hu: "oldalnézet, napfényben" } },
    { modelId: 1043, colour: "Graphite", shape: null, language: null, position: 0, path: "/images/devices/smartphone/iphone-13-pro-sierra-blue.svg", ...drawn, alt: { en: "front" } },
    { modelId: 2001, colour: "Phantom Gray", shape: null, language: null, position: 0, path: "/images/devices/smartphone/galaxy-s21-phantom-gray-front.svg", ...drawn, alt: { en: "front", ro: "față" } }
  ],
  colourFamilies: [
    { id: "black", hex: "#1e1e20", names: { en: "Black", ro: "Negru", bg: "Черен", hu: "Fekete", el: "Μαύρο" } },
    { id: "white", hex: "#f5f5f3", names: { en: "White", ro: "Alb", bg: "Бял", hu: "Fehér", el: "Λευκό" } },
    { id: "grey", hex: "#8a8d91", names: { en: "Grey", bg: "Сив", el: "Γκρι" } },
    { id: "blue", hex: "#3d6fb5", names: { en: "Blue", ro: "Albastru", bg: "Син", hu: "Kék", el: "Μπλε" } }
  ],
  colours,
  specValues: [
    { value: "Stainless Steel", names: { ro: "Oțel inoxidabil", hu: "Rozsdamentes acél" } },
    // A spec value that is also a colour name: the funnel's colour answers read the colour names.
    { value: "Black", names: { ro: "Negru (specificație)" } }
  ]
}
