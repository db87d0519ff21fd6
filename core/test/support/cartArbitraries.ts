import * as fc from "fast-check"
import { Categories } from "../../src/catalog/category.ts"
import type { Product, ProductNaming } from "../../src/catalog/product.ts"
import { stockState } from "../../src/catalog/product.ts"
import type { Accessory } from "../../src/cart/accessory.ts"
import { AccessoryTypes } from "../../src/cart/accessory.ts"
import { batteryIndex } from "../../src/cart/batteries.ts"
import type { CartDevice, CartItem } from "../../src/cart/cartItem.ts"
import { CartOrigins } from "../../src/cart/cartItem.ts"
import type { CartState } from "../../src/cart/cartState.ts"
import type { CartCommand, DeviceToAdd } from "../../src/cart/commands.ts"
import { STATE_VERSION } from "../../src/cart/expiry.ts"
import type { ExtraService } from "../../src/cart/extraService.ts"
import type { CartLimitations } from "../../src/cart/limits.ts"
import { reindexLines } from "../../src/cart/lines.ts"

/**
 * Arbitraries and fixed builders for carts. Ids come from small pools so that generated carts
 * share products, lines and accessories, which is where the merge and refresh rules bite.
 * Generated carts are consistent: unique line ids, accessories linked to their line, at most one
 * battery per line and a batteryCart that indexes exactly those batteries.
 */

export const FIXED_NOW = Date.UTC(2025, 0, 15, 12, 0, 0)
const MONTH_MS = 31 * 24 * 3600 * 1000

/** Prices with at most 2 decimals, in major units. */
export const priceArb: fc.Arbitrary<number> = fc.integer({ min: 0, max: 500_000 }).map((minor) => minor / 100)

export const namingArb: fc.Arbitrary<ProductNaming> = fc.record({
  title: fc.constantFrom("iPhone 13 128GB Blue", "Galaxy S21 256GB Black", "iPad Air 64GB"),
  modelDisplayName: fc.constantFrom("iPhone 13", "Galaxy S21", "iPad Air"),
  shortTitle: fc.constantFrom("iPhone 13", "S21", "iPad"),
  configSummary: fc.constantFrom("128GB, Blue", "256GB, Black", "64GB")
})

export const ordinaryAccessoryTypes = ["CASE", "CHARGER", "SCREEN_PROTECTOR", "HEADPHONES"] as const

export interface AccessoryArbOptions {
  readonly ids?: fc.Arbitrary<number>
  readonly types?: ReadonlyArray<string>
}

export const accessoryArb = (options: AccessoryArbOptions = {}): fc.Arbitrary<Accessory> =>
  fc.record({
    id: options.ids ?? fc.integer({ min: 1, max: 20 }),
    name: fc.constantFrom("Case", "Charger", "Screen protector", "Fee"),
    price: priceArb,
    isActive: fc.boolean(),
    type: fc.constantFrom(...(options.types ?? [...ordinaryAccessoryTypes, AccessoryTypes.professionalInstallation])),
    phoneId: fc.constant(null),
    isWrappingTax: fc.constant(false)
  })

export const batteryAccessoryArb: fc.Arbitrary<Accessory> = accessoryArb({
  ids: fc.integer({ min: 100, max: 103 }),
  types: [AccessoryTypes.battery]
}).map((a) => ({ ...a, name: "New battery", isActive: true }))

/** Both ways the backend marks a wrapping tax: the type, or the flag on another type. */
export const wrappingTaxArb: fc.Arbitrary<Accessory> = fc.oneof(
  accessoryArb({ ids: fc.integer({ min: 200, max: 202 }), types: [AccessoryTypes.wrappingTax] }),
  accessoryArb({ ids: fc.integer({ min: 200, max: 202 }), types: ["FEE"] }).map((a) => ({ ...a, isWrappingTax: true }))
)

export const extraServiceArb: fc.Arbitrary<ExtraService> = fc.record({
  id: fc.integer({ min: 1, max: 6 }),
  type: fc.constantFrom("WARRANTY", "INSURANCE"),
  key: fc.constantFrom("warranty-12", "warranty-24", "insurance-theft"),
  price: fc.option(priceArb, { nil: undefined }),
  buyPrice: fc.option(priceArb, { nil: undefined })
}).map(({ buyPrice, price, ...rest }) => ({
  ...rest,
  ...(price === undefined ? {} : { price }),
  ...(buyPrice === undefined ? {} : { buyPrice })
}))

export const deviceArb: fc.Arbitrary<CartDevice> = fc.record({
  brand: fc.constantFrom("Apple", "Samsung"),
  model: fc.constantFrom("iPhone 13", "Galaxy S21", "iPad Air"),
  color: fc.constantFrom("Blue", "Black"),
  storage: fc.constantFrom("128GB", "256GB", null),
  shape: fc.constantFrom("excellent", "very-good", "good"),
  connectivity: fc.constantFrom(null, "5G"),
  material: fc.constant(null),
  size: fc.constant(null),
  model_type: fc.constantFrom(...Categories),
  model_id: fc.integer({ min: 1, max: 50 }),
  legacySellId: fc.option(fc.integer({ min: 1, max: 9999 }), { nil: null })
})

export interface CartItemArbOptions {
  readonly withWrappingTax?: boolean
}

/** One consistent line with the given id. */
export const cartItemArb = (lineId: string, options: CartItemArbOptions = {}): fc.Arbitrary<CartItem> =>
  fc.record({
    productId: fc.integer({ min: 1, max: 5 }),
    order_id: fc.option(fc.integer({ min: 1, max: 99_999 }), { nil: null }),
    buy_price: priceArb,
    buy_previous_price: fc.option(priceArb, { nil: null }),
    availability: fc.integer({ min: 0, max: 5 }),
    available_extra_services: fc.uniqueArray(extraServiceArb, { maxLength: 3, selector: (s) => s.id }),
    pickServices: fc.array(fc.nat(), { maxLength: 2 }),
    attached: fc.uniqueArray(
      options.withWrappingTax === true ? fc.oneof(accessoryArb(), wrappingTaxArb) : accessoryArb(),
      { maxLength: 3, selector: (a) => a.id }
    ),
    battery: fc.option(batteryAccessoryArb, { nil: undefined }),
    deviceAvailableAccessories: fc.uniqueArray(accessoryArb(), { maxLength: 3, selector: (a) => a.id }),
    origin: fc.constantFrom(...CartOrigins),
    installment_type: fc.constantFrom(null, "tbi"),
    device: deviceArb,
    naming: namingArb
  }).map(({ attached, availability, available_extra_services, battery, pickServices, ...rest }) => {
    const picked = pickServices.flatMap((n) => {
      const offered = available_extra_services[n % Math.max(1, available_extra_services.length)]
      return offered === undefined ? [] : [{ type: offered.type, id: offered.id }]
    })
    return {
      ...rest,
      id: lineId,
      availability,
      currentStock: stockState(availability),
      available_extra_services,
      // One selection per type, as selectExtraService keeps it.
      selected_extra_services: picked.filter((s, i) => picked.findIndex((t) => t.type === s.type) === i),
      deviceAccessories: battery === undefined ? attached : [...attached, battery],
      productUrl: `/magazin/telefoane/${rest.productId}/`,
      productImage: `/images/${rest.productId}.webp`
    }
  })

export interface CartStateArbOptions {
  readonly minLines?: number
  readonly maxLines?: number
  readonly maxLooseAccessories?: number
  /** Lets wrapping-tax accessories appear (loose and attached). */
  readonly withWrappingTax?: boolean
  /** Line ids are drawn from `L1`..`L<linePool>`; a small pool makes two carts share lines. */
  readonly linePool?: number
}

/** A consistent cart; `cartStateArb({ minLines: 50, maxLines: 50 })` builds the benchmark's carts. */
export const cartStateArb = (options: CartStateArbOptions = {}): fc.Arbitrary<CartState> => {
  const minLines = options.minLines ?? 0
  const maxLines = options.maxLines ?? 4
  const pool = Math.max(options.linePool ?? 8, maxLines)
  const itemOptions: CartItemArbOptions = options.withWrappingTax === true ? { withWrappingTax: true } : {}
  return fc
    .uniqueArray(fc.integer({ min: 1, max: pool }), { minLength: minLines, maxLength: maxLines })
    .chain((ids) =>
      fc.record({
        lines: fc.tuple(...ids.map((n) => cartItemArb(`L${n}`, itemOptions))),
        loose: fc.uniqueArray(
          options.withWrappingTax === true ? fc.oneof(accessoryArb(), wrappingTaxArb) : accessoryArb(),
          { maxLength: options.maxLooseAccessories ?? 3, selector: (a) => a.id }
        ),
        accessories: fc.uniqueArray(accessoryArb(), { maxLength: 2, selector: (a) => a.id }),
        timestamp: fc.integer({ min: FIXED_NOW - MONTH_MS, max: FIXED_NOW })
      })
    )
    .map(({ accessories, lines, loose, timestamp }) => {
      const phoneCart = reindexLines(lines)
      return {
        phoneCart,
        accessoryCart: loose,
        batteryCart: batteryIndex(phoneCart),
        accessories,
        timestamp,
        expireAt: timestamp + MONTH_MS,
        stateVersion: STATE_VERSION
      }
    })
}

export const limitationsArb: fc.Arbitrary<CartLimitations> = fc.record({
  isActive: fc.boolean(),
  maxCartItems: fc.integer({ min: 0, max: 6 }),
  limitedItems: fc.array(
    fc.record({ modelName: fc.constantFrom("iPhone 13", "Galaxy S21"), storage: fc.constantFrom("128GB", null, "N/A") }),
    { maxLength: 2 }
  ),
  maxCartLimitedItems: fc.integer({ min: 0, max: 3 })
})

/** A product of the pool cart lines sell (ids 1..5), of the models the limits name, with little stock. */
export const productArb: fc.Arbitrary<Product> = fc.record({
  id: fc.integer({ min: 1, max: 5 }),
  stock: fc.integer({ min: 0, max: 3 }),
  price: priceArb,
  previousPrice: fc.option(priceArb, { nil: null }),
  modelName: fc.constantFrom("iPhone 13", "Galaxy S21", "iPad Air"),
  category: fc.constantFrom(...Categories),
  storage: fc.constantFrom("128GB", "256GB", null)
}).map(({ storage, ...fields }) => makeProduct({ ...fields, spec: { ...makeProduct().spec, storage } }))

/**
 * A device as the product page adds it. The choices are drawn from the offers most of the time, and
 * sometimes not (a service not offered, a battery among the accessories), which the rules refuse.
 */
export const deviceToAddArb: fc.Arbitrary<DeviceToAdd> = fc
  .record({
    product: productArb,
    offeredServices: fc.uniqueArray(extraServiceArb, { maxLength: 3, selector: (s) => s.id }),
    offeredAccessories: fc.uniqueArray(accessoryArb(), { maxLength: 3, selector: (a) => a.id }),
    pickServices: fc.array(fc.nat(), { maxLength: 2 }),
    strayService: fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, extraServiceArb),
    accessories: fc.uniqueArray(
      fc.oneof({ weight: 18, arbitrary: accessoryArb() }, { weight: 1, arbitrary: wrappingTaxArb }, { weight: 1, arbitrary: batteryAccessoryArb }),
      { maxLength: 2, selector: (a) => a.id }
    ),
    battery: fc.option(batteryAccessoryArb, { nil: undefined }),
    origin: fc.option(fc.constantFrom(...CartOrigins), { nil: undefined })
  })
  .map(({ accessories, battery, offeredAccessories, offeredServices, origin, pickServices, product, strayService }) => {
    const picked = pickServices.flatMap((n) => {
      const service = offeredServices[n % Math.max(1, offeredServices.length)]
      return service === undefined ? [] : [service]
    })
    return {
      product,
      productUrl: `/p/${product.id}/`,
      ...(origin === undefined ? {} : { origin }),
      availableExtraServices: offeredServices,
      availableAccessories: offeredAccessories,
      services: strayService === undefined ? picked : [...picked, strayService],
      accessories,
      ...(battery === undefined ? {} : { battery })
    }
  })

/**
 * Line ids commands aim at: mostly lines `cartStateArb({ linePool: 4 })` makes (L1..L4), else lines
 * AddDevice makes when the context's newLineId is N0..N3.
 */
export const commandLineIdArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("L1", "L2", "L3", "L4") },
  { weight: 1, arbitrary: fc.constantFrom("N0", "N1", "N2", "N3") }
)

const anyAccessoryArb = fc.oneof({ weight: 6, arbitrary: accessoryArb() }, wrappingTaxArb, batteryAccessoryArb)

/** Any command; a Clear only now and then, as it would empty most sequences if it came as often as the rest. */
export const cartCommandArb: fc.Arbitrary<CartCommand> = fc.oneof(
  { weight: 8, arbitrary: deviceToAddArb.map((device): CartCommand => ({ _tag: "AddDevice", device })) },
  { weight: 4, arbitrary: commandLineIdArb.map((lineId): CartCommand => ({ _tag: "RemoveDevice", lineId })) },
  {
    weight: 4,
    arbitrary: fc.tuple(commandLineIdArb, anyAccessoryArb)
      .map(([lineId, accessory]): CartCommand => ({ _tag: "AttachAccessory", lineId, accessory }))
  },
  {
    weight: 4,
    arbitrary: fc.tuple(commandLineIdArb, fc.integer({ min: 1, max: 103 }))
      .map(([lineId, accessoryId]): CartCommand => ({ _tag: "DetachAccessory", lineId, accessoryId }))
  },
  {
    weight: 4,
    arbitrary: fc.tuple(commandLineIdArb, fc.option(batteryAccessoryArb, { nil: null }))
      .map(([lineId, battery]): CartCommand => ({ _tag: "SetBattery", lineId, battery }))
  },
  {
    weight: 4,
    arbitrary: fc.tuple(commandLineIdArb, extraServiceArb, fc.boolean())
      .map(([lineId, service, chosen]): CartCommand => ({ _tag: "SetExtraService", lineId, service, chosen }))
  },
  { weight: 4, arbitrary: anyAccessoryArb.map((accessory): CartCommand => ({ _tag: "AddLooseAccessory", accessory })) },
  {
    weight: 4,
    arbitrary: fc.integer({ min: 1, max: 20 }).map((accessoryId): CartCommand => ({ _tag: "RemoveLooseAccessory", accessoryId }))
  },
  { weight: 1, arbitrary: fc.constant<CartCommand>({ _tag: "Clear" }) }
)

/**
 * Points a generated command at what the cart holds, most of the time (`pick` decides, and which
 * one): an existing line, an accessory attached to it, a service it offers, a loose accessory. Drawn
 * blind, most commands would miss and only test the refusals.
 */
export const aimedAt = (cart: CartState, command: CartCommand, pick: number): CartCommand => {
  if (pick % 5 === 0) return command
  const line = cart.phoneCart[pick % Math.max(1, cart.phoneCart.length)]
  const loose = cart.accessoryCart[pick % Math.max(1, cart.accessoryCart.length)]
  switch (command._tag) {
    case "AddDevice":
    case "AddLooseAccessory":
    case "SetTradeIn":
    case "RemoveTradeIn":
    case "Clear":
      return command
    case "RemoveLooseAccessory":
      return loose === undefined ? command : { ...command, accessoryId: loose.id }
    case "DetachAccessory": {
      const attached = line?.deviceAccessories[pick % Math.max(1, line.deviceAccessories.length)]
      return line === undefined ? command : { ...command, lineId: line.id, accessoryId: attached?.id ?? command.accessoryId }
    }
    case "SetExtraService": {
      const offered = line?.available_extra_services[pick % Math.max(1, line.available_extra_services.length)]
      return line === undefined ? command : { ...command, lineId: line.id, service: offered ?? command.service }
    }
    default:
      return line === undefined ? command : { ...command, lineId: line.id }
  }
}

// ---- Fixed examples, for readable unit tests and port suites ----

export const makeAccessory = (overrides: Partial<Accessory> = {}): Accessory => ({
  id: 1,
  name: "Silicone case",
  price: 49.9,
  isActive: true,
  type: "CASE",
  phoneId: null,
  isWrappingTax: false,
  ...overrides
})

export const makeProduct = (overrides: Partial<Product> = {}): Product => ({
  id: 1,
  legacyModelId: 11,
  legacySellId: 501,
  legacySku: "IP13-128-BLU-EX",
  legacyShapeId: 1,
  stock: 2,
  price: 2199.99,
  previousPrice: 2499.99,
  retailPrice: 3999,
  brandName: "Apple",
  modelName: "iPhone 13",
  category: "smartphone",
  imagePath: "/images/iphone-13-blue.webp",
  naming: {
    title: "iPhone 13 128GB Blue",
    modelDisplayName: "iPhone 13",
    shortTitle: "iPhone 13",
    configSummary: "128GB, Blue"
  },
  spec: { shape: "excellent", color: "Blue", storage: "128GB", connectivity: null, material: null, size: null },
  labels: { model: "iPhone 13", color: "Albastru", connectivity: null, material: null },
  ...overrides
})

export const makeLine = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: "L1",
  productId: 1,
  order_id: 501,
  buy_price: 2199.99,
  buy_previous_price: 2499.99,
  availability: 2,
  currentStock: "in-stock",
  selected_extra_services: [],
  available_extra_services: [],
  deviceAccessories: [],
  deviceAvailableAccessories: [],
  origin: "Default",
  installment_type: null,
  device: {
    brand: "Apple",
    model: "iPhone 13",
    color: "Blue",
    storage: "128GB",
    shape: "excellent",
    connectivity: null,
    material: null,
    size: null,
    model_type: "smartphone",
    model_id: 11,
    legacySellId: 501
  },
  productUrl: "/magazin/telefoane/apple/iphone-13/",
  productImage: "/images/iphone-13-blue.webp",
  naming: makeProduct().naming,
  ...overrides
})

export const makeCart = (overrides: Partial<CartState> = {}): CartState => {
  const phoneCart = reindexLines(overrides.phoneCart ?? [])
  return {
    phoneCart,
    accessoryCart: [],
    batteryCart: batteryIndex(phoneCart),
    accessories: [],
    timestamp: FIXED_NOW,
    expireAt: FIXED_NOW + MONTH_MS,
    stateVersion: STATE_VERSION,
    ...overrides,
    ...(overrides.phoneCart === undefined ? {} : { phoneCart })
  }
}
