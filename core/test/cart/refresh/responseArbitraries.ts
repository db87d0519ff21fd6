import * as fc from "fast-check"
import type { CartItem } from "../../../src/cart/cartItem.ts"
import type { CartState } from "../../../src/cart/cartState.ts"
import type { CartRefreshResponse, RefreshedDevice } from "../../../src/cart/refresh/response.ts"
import { accessoryArb, namingArb, priceArb } from "../../support/cartArbitraries.ts"

const subsetArb = <A>(items: ReadonlyArray<A>): fc.Arbitrary<Array<A>> =>
  fc.array(fc.boolean(), { minLength: items.length, maxLength: items.length }).map((keep) =>
    items.filter((_, i) => keep[i] === true)
  )

export interface RefreshAnswer {
  readonly response: CartRefreshResponse
  /** For each device of the response, in order, the id of the cart line it was made for (none for a stranger). */
  readonly owners: ReadonlyArray<string | undefined>
}

export interface RefreshAnswerOptions {
  /** Every line gets its own device back, with a sell order id (the strangers still come). */
  readonly everyLineAnswered?: boolean
}

/**
 * A server answer shaped like what a refresh of `cart` can bring back: devices for some of its
 * lines (sometimes with a null sell order id, new prices, accessories turned inactive or no longer
 * available, in any order), plus unrelated devices, and its loose accessories, some inactive.
 */
export const refreshAnswerArb = (cart: CartState, options: RefreshAnswerOptions = {}): fc.Arbitrary<RefreshAnswer> => {
  const everyLine = options.everyLineAnswered === true
  const orderId = fc.integer({ min: 1, max: 99_999 })
  const deviceFor = (line: CartItem): fc.Arbitrary<RefreshedDevice> =>
    fc.record({
      legacySellOrderId: everyLine ? orderId : fc.option(orderId, { nil: null, freq: 5 }),
      price: priceArb,
      previousPrice: fc.option(priceArb, { nil: null }),
      selectedExtraServices: subsetArb(line.selected_extra_services),
      availableExtraServices: subsetArb(line.available_extra_services),
      accessories: subsetArb(line.deviceAccessories).chain((kept) =>
        fc.tuple(...kept.map((a) => fc.boolean().map((isActive) => ({ ...a, isActive }))))
      ),
      extraAvailable: fc.uniqueArray(accessoryArb(), { maxLength: 2, selector: (a) => a.id }),
      dropAvailable: fc.boolean(),
      availability: fc.integer({ min: 0, max: 5 }),
      naming: namingArb
    }).map(({ dropAvailable, extraAvailable, ...device }) => ({
      ...device,
      productId: line.productId,
      availableAccessories: [...(dropAvailable ? device.accessories.slice(1) : device.accessories), ...extraAvailable]
    }))
  const strangerArb: fc.Arbitrary<RefreshedDevice> = fc.record({
    legacySellOrderId: fc.option(fc.integer({ min: 1, max: 99_999 }), { nil: null }),
    productId: fc.integer({ min: 1, max: 9 }),
    price: priceArb,
    previousPrice: fc.constant(null),
    selectedExtraServices: fc.constant([]),
    availableExtraServices: fc.constant([]),
    accessories: fc.uniqueArray(accessoryArb(), { maxLength: 2, selector: (a) => a.id }),
    availableAccessories: fc.uniqueArray(accessoryArb(), { maxLength: 2, selector: (a) => a.id }),
    availability: fc.integer({ min: 0, max: 5 }),
    naming: namingArb
  })
  const owned = (line: CartItem) => deviceFor(line).map((device) => [device, line.id] as const)
  const stranger = strangerArb.map((device) => [device, undefined] as const)
  return fc.record({
    devices: fc.tuple(...cart.phoneCart.map(owned)).chain((devices) =>
      fc.tuple(everyLine ? fc.constant(devices) : subsetArb(devices), fc.array(stranger, { maxLength: 2 })).chain(([kept, strangers]) =>
        fc.shuffledSubarray([...kept, ...strangers], { minLength: kept.length + strangers.length })
      )
    ),
    accessories: subsetArb(cart.accessoryCart).chain((kept) =>
      fc.tuple(...kept.map((a) => fc.boolean().map((isActive) => ({ ...a, isActive }))))
    )
  }).map(({ accessories, devices }) => ({
    response: { devices: devices.map(([device]) => device), accessories },
    owners: devices.map(([, owner]) => owner)
  }))
}

/** refreshAnswerArb without the owners: what the server actually sends. */
export const refreshResponseArb = (cart: CartState): fc.Arbitrary<CartRefreshResponse> =>
  refreshAnswerArb(cart).map(({ response }) => response)
