import { Clock, Effect, Result } from "effect"
import type { MarketCode } from "../markets/market.ts"
import type { EcommerceItem } from "../ports/Analytics.ts"
import { addLooseAccessory, attachAccessory, detachAccessory, removeLooseAccessory } from "./accessories.ts"
import { isBattery } from "./accessory.ts"
import { addBattery, removeBattery } from "./batteries.ts"
import { type CartEvent, type CartRefusalReason, dataLayerEvents, refusalToast, toastEvent } from "./cartEvents.ts"
import type { CartState } from "./cartState.ts"
import { emptyCart } from "./cartState.ts"
import type { CartCommand } from "./commands.ts"
import type { CartTradeIn } from "./tradeIn.ts"
import { tradeInEvent } from "./tradeInEvents.ts"
import { equipLine } from "./deviceExtras.ts"
import { addDevice, newLineId, removeDevice } from "./devices.ts"
import { accessoryItem, ecommerceItemsOfLine, extraServiceItem } from "./ecommerce.ts"
import { findOfferedService, isSameService, type SelectedExtraService } from "./extraService.ts"
import { admitWithinLimits, type CartLimitations } from "./limits.ts"
import { deselectExtraService, selectExtraService } from "./lineServices.ts"
import { findLine } from "./lines.ts"
import { setTradeIn, removeTradeIn } from "./tradeInCart.ts"

/** What the rules need besides the cart and the command; the caller supplies the time and the new line's id. */
export interface CartCommandContext {
  readonly market: MarketCode
  /** SPEC 5 limits, checked when a device is added. */
  readonly limits: CartLimitations
  /** Epoch ms of the change (Clear stamps it). */
  readonly now: number
  /** The id AddDevice gives its line. */
  readonly newLineId: string
}

/** An accepted command: the next cart, and what to tell the shopper and the data layer. */
export interface CartChange {
  /** The very cart given when the command had nothing to change (nothing to store then). */
  readonly cart: CartState
  readonly events: ReadonlyArray<CartEvent>
}

/** A refused command: why, and the toast that says so. The cart stays as it was. */
export interface CartRefusal {
  readonly reason: CartRefusalReason
  readonly events: ReadonlyArray<CartEvent>
}

export type CartCommandResult = Result.Result<CartChange, CartRefusal>

const refusal = (reason: CartRefusalReason): CartRefusal => ({ reason, events: [toastEvent(refusalToast(reason))] })

const tradeInDataLayer = (event: "trade_in_added" | "trade_in_removed", market: MarketCode, tradeIn: CartTradeIn): CartEvent => ({
  _tag: "TradeInDataLayer",
  event: tradeInEvent(event, market, tradeIn, tradeIn.estimate)
})

/** A rule's answer as a command's: its cart with the events it implies, or its refusal with a toast. */
const settle = (
  result: Result.Result<CartState, CartRefusalReason>,
  events: (next: CartState) => ReadonlyArray<CartEvent>
): CartCommandResult => Result.mapBoth(result, { onSuccess: (next) => ({ cart: next, events: events(next) }), onFailure: refusal })

const accepted = (cart: CartState, events: ReadonlyArray<CartEvent> = []): CartCommandResult => Result.succeed({ cart, events })

/**
 * The one way a cart changes at a shopper's hand (SPEC 4, 5, 7, 8): the rules of cart/, then the
 * data-layer events of what actually changed (an add that changed nothing reports nothing), or the
 * refusal's toast. Pure: the time and the new line id come in with the context.
 */
export const applyCartCommand = (cart: CartState, command: CartCommand, context: CartCommandContext): CartCommandResult => {
  const added = (items: ReadonlyArray<EcommerceItem>) => dataLayerEvents(context.market, "addToCart", items)
  const removed = (items: ReadonlyArray<EcommerceItem>) => dataLayerEvents(context.market, "removeFromCart", items)
  switch (command._tag) {
    case "AddDevice": {
      const { device } = command
      const lineId = context.newLineId
      const next = Result.flatMap(
        Result.flatMap(
          addDevice(cart, device.product, {
            lineId,
            productUrl: device.productUrl,
            origin: device.origin ?? "PDP",
            availableExtraServices: device.availableExtraServices,
            availableAccessories: device.availableAccessories
          }),
          (withLine) => equipLine(withLine, lineId, device)
        ),
        // SPEC 5 limits are checked when adding, so the shopper hears it now, not at checkout.
        (equipped) => admitWithinLimits(equipped, context.limits)
      )
      return settle(next, (after) => {
        const line = findLine(after, lineId)
        return line === undefined ? [] : added(ecommerceItemsOfLine(line))
      })
    }
    case "RemoveDevice": {
      const line = findLine(cart, command.lineId)
      return line === undefined ? accepted(cart) : accepted(removeDevice(cart, command.lineId), removed(ecommerceItemsOfLine(line)))
    }
    case "AttachAccessory": {
      const { accessory, lineId } = command
      const had = findLine(cart, lineId)?.deviceAccessories.some((a) => a.id === accessory.id) ?? false
      return settle(attachAccessory(cart, lineId, accessory), (after) => {
        const attached = findLine(after, lineId)?.deviceAccessories.find((a) => a.id === accessory.id)
        return had || attached === undefined ? [] : added([accessoryItem(attached)])
      })
    }
    case "DetachAccessory": {
      const attached = findLine(cart, command.lineId)?.deviceAccessories.find((a) => a.id === command.accessoryId)
      return attached === undefined
        ? accepted(cart)
        : accepted(detachAccessory(cart, command.lineId, command.accessoryId), removed([accessoryItem(attached)]))
    }
    case "SetBattery": {
      const { battery, lineId } = command
      const before = findLine(cart, lineId)?.deviceAccessories.find(isBattery)
      const takenOff = before === undefined ? [] : removed([accessoryItem(before)])
      if (battery === null) return accepted(removeBattery(cart, lineId), takenOff)
      return settle(addBattery(cart, lineId, battery), (after) => {
        const fitted = findLine(after, lineId)?.deviceAccessories.find(isBattery)
        if (before?.id === battery.id || fitted === undefined) return []
        return [...takenOff, ...added([accessoryItem(fitted)])]
      })
    }
    case "SetExtraService": {
      const { chosen, lineId, service } = command
      const line = findLine(cart, lineId)
      const selected = line?.selected_extra_services ?? []
      const offered = (s: SelectedExtraService) => (line === undefined ? undefined : findOfferedService(line.available_extra_services, s))
      const wasChosen = selected.some((s) => isSameService(s, service))
      // One service per type (selectExtraService): choosing one replaces its sibling, which is a removal too.
      const replaced = chosen ? selected.find((s) => s.type === service.type && s.id !== service.id) : undefined
      const gone = replaced === undefined ? undefined : offered(replaced)
      const events = [
        ...(gone === undefined ? [] : removed([extraServiceItem(gone)])),
        ...(chosen === wasChosen ? [] : (chosen ? added : removed)([extraServiceItem(offered(service) ?? service)]))
      ]
      return chosen
        ? settle(selectExtraService(cart, lineId, service), () => events)
        : accepted(deselectExtraService(cart, lineId, service), events)
    }
    case "AddLooseAccessory": {
      const { accessory } = command
      const had = cart.accessoryCart.some((a) => a.id === accessory.id)
      return settle(addLooseAccessory(cart, accessory), (after) => {
        const kept = after.accessoryCart.find((a) => a.id === accessory.id)
        return had || kept === undefined ? [] : added([accessoryItem(kept)])
      })
    }
    case "RemoveLooseAccessory": {
      const loose = cart.accessoryCart.find((a) => a.id === command.accessoryId)
      return loose === undefined
        ? accepted(cart)
        : accepted(removeLooseAccessory(cart, command.accessoryId), removed([accessoryItem(loose)]))
    }
    case "SetTradeIn": {
      const { tradeIn } = command
      const before = cart.tradeIn
      const replaced = before === undefined ? [] : [tradeInDataLayer("trade_in_removed", context.market, before)]
      return accepted(setTradeIn(cart, tradeIn), [...replaced, tradeInDataLayer("trade_in_added", context.market, tradeIn)])
    }
    case "RemoveTradeIn": {
      const before = cart.tradeIn
      return before === undefined ? accepted(cart) : accepted(removeTradeIn(cart), [tradeInDataLayer("trade_in_removed", context.market, before)])
    }
    case "Clear":
      return accepted(emptyCart(cart, context.now))
  }
}

/** The context of a command at this moment: the clock's time and, for AddDevice, a fresh line id (`newLineId`). */
export const cartCommandContext = (
  command: CartCommand,
  settings: Pick<CartCommandContext, "market" | "limits">
): Effect.Effect<CartCommandContext> =>
  Effect.gen(function*() {
    const now = yield* Clock.currentTimeMillis
    // Only an added device makes a line; no randomness is drawn for the other commands.
    const lineId = command._tag === "AddDevice" ? yield* newLineId(command.device.product.id) : ""
    return { ...settings, now, newLineId: lineId }
  })
