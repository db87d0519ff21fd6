import * as fc from "fast-check"
import type { CartItem } from "../../../src/cart/cartItem.ts"
import type { CartState } from "../../../src/cart/cartState.ts"
import type { CartRefreshResponse, RefreshedDevice } from "../../../src/cart/refresh/response.ts"
import { accessoryArb, namingArb, priceArb } from "../../support/cartArbitraries.ts"

const subsetArb = <A>(items: ReadonlyArray<A>): fc.Arbitrary<Array<A>> =>
  fc.array(fc.boolean(), { minLength: items.length, maxLength: items.length }).map((keep) =>
    items.filter((_, i) => keep[i] === true)
  )

/**
 * A server answer shaped like what a refresh of `cart` can bring back: devices for some of its
 * lines (sometimes with a null sell order id, new prices, accessories turned inactive or no longer
 * available, in any order), plus unrelated devices, and its loose accessories, some inactive.
 */
export const refreshResponseArb = (cart: CartState): fc.Arbitrary<CartRefreshResponse> => {
  const deviceFor = (line: CartItem): fc.Arbitrary<RefreshedDevice> =>
    fc.record({
      legacySellOrderId: fc.option(fc.integer({ min: 1, max: 99_999 }), { nil: null, freq: 5 }),
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
  return fc.record({
    devices: fc.tuple(...cart.phoneCart.map(deviceFor)).chain((devices) =>
      fc.tuple(subsetArb(devices), fc.array(strangerArb, { maxLength: 2 })).chain(([kept, strangers]) =>
        fc.shuffledSubarray([...kept, ...strangers], { minLength: kept.length + strangers.length })
      )
    ),
    accessories: subsetArb(cart.accessoryCart).chain((kept) =>
      fc.tuple(...kept.map((a) => fc.boolean().map((isActive) => ({ ...a, isActive }))))
    )
  })
}
