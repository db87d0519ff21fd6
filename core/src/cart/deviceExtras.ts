import { Result } from "effect"
import { attachAccessory } from "./accessories.ts"
import type { Accessory } from "./accessory.ts"
import { addBattery } from "./batteries.ts"
import type { CartState } from "./cartState.ts"
import type { BatteryAccessoryRefused, CartLineNotFound, ExtraServiceNotOffered } from "./errors.ts"
import type { ExtraService } from "./extraService.ts"
import { selectExtraService } from "./lineServices.ts"

/** What the shopper chose with a device on the product page. */
export interface DeviceExtras {
  /** Extra services, from what the line is offered. */
  readonly services?: ReadonlyArray<ExtraService>
  /** Accessories, not the battery. */
  readonly accessories?: ReadonlyArray<Accessory>
  /** The new battery (a BATTERY accessory). */
  readonly battery?: Accessory | undefined
}

/**
 * Puts the extras on a line in one order, services, then accessories, then the battery: adding the
 * device to the cart and the product page's running total both go through here, so the total is
 * the price of the line the add creates.
 */
export const equipLine = (
  cart: CartState,
  lineId: string,
  extras: DeviceExtras
): Result.Result<CartState, CartLineNotFound | ExtraServiceNotOffered | BatteryAccessoryRefused> => {
  let next: Result.Result<CartState, CartLineNotFound | ExtraServiceNotOffered | BatteryAccessoryRefused> = Result.succeed(cart)
  for (const service of extras.services ?? []) next = Result.flatMap(next, (c) => selectExtraService(c, lineId, service))
  for (const accessory of extras.accessories ?? []) next = Result.flatMap(next, (c) => attachAccessory(c, lineId, accessory))
  const battery = extras.battery
  if (battery !== undefined) next = Result.flatMap(next, (c) => addBattery(c, lineId, battery))
  return next
}
